// The browser side of the dashboard benchmarks: page loads timed as a browser asks for them,
// pages served from memory, and one cold load in headless Chromium until the first chart is drawn.
import { existsSync } from "node:fs";
import { get, createServer } from "node:http";
import { createBrotliDecompress, createGunzip, createInflate, gzipSync } from "node:zlib";

/** The browser to measure with: CHROMIUM_PATH, else the headless shell, else the full browser. */
export function browserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = "/usr/bin/chromium-headless-shell";
  return existsSync(shell) ? shell : "/usr/bin/chromium";
}

/**
 * Headless Chromium to measure in: nothing of its own on the network (QUIC, background fetches,
 * component updates, sync) to share the two cores with the page measured.
 */
export function launchForMeasuring(chromium, executablePath = browserPath()) {
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Times one page load as a browser asks for it (navigation headers, compressed); the body is read fully. */
export function timedPageLoad(pageUrl, cookie) {
  const headers = {
    Cookie: cookie,
    Accept: "text/html,application/xhtml+xml",
    "Accept-Encoding": "gzip, deflate, br",
    "Sec-Fetch-Mode": "navigate",
    "Sec-Fetch-Dest": "document",
  };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(pageUrl, { headers }, (response) => {
      let bytes = 0;
      const decoders = { gzip: createGunzip, br: createBrotliDecompress, deflate: createInflate };
      const decoder = decoders[response.headers["content-encoding"]];
      const body = decoder ? response.pipe(decoder()) : response;
      body.on("data", (chunk) => (bytes += chunk.length));
      body.on("end", () =>
        resolve({ status: response.statusCode, bytes, ms: performance.now() - started }),
      );
      body.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * Serves the given pages, gzipped once, from memory; anything else is fetched once from the
 * app (its scripts, without a session) and then served from memory as well.
 */
export async function memoryServer(pages, upstream) {
  const answers = new Map();
  const bytes = {};
  for (const [pathname, html] of Object.entries(pages)) {
    const body = gzipSync(html);
    answers.set(pathname, { type: "text/html; charset=utf-8", body });
    bytes[pathname] = body.length;
  }
  const server = createServer(async (request, response) => {
    let answer = answers.get(request.url);
    if (!answer) {
      const fetched = await fetch(`${upstream}${request.url}`);
      answer = {
        status: fetched.status,
        type: fetched.headers.get("content-type") ?? "application/octet-stream",
        body: gzipSync(Buffer.from(await fetched.arrayBuffer())),
      };
      answers.set(request.url, answer);
    }
    response.writeHead(answer.status ?? 200, {
      "Content-Type": answer.type,
      "Content-Encoding": "gzip",
      "Cache-Control": "no-store",
    });
    response.end(answer.body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { url: `http://localhost:${port}`, bytes, close: () => server.close() };
}

/**
 * One cold load in a fresh context until the first chart is drawn; sizes are the encoded
 * (compressed) bytes on the wire. Checked at the start of every frame, the chart's time is taken
 * once that frame's style, layout and paint are done (a message posted from the frame callback
 * runs after them); nothing forces a layout outside the frames the page would draw anyway.
 */
export function loadOnce(browser, cookies, pageUrl) {
  return loadPage(browser, cookies, pageUrl, { chart: true, hydrates: false });
}

/**
 * One cold load of a whole page in a fresh context, in the page's own clock (0 = navigation
 * start): first content painted, first chart drawn (when the page has one), hydrated (React has
 * taken over <body>, which it does once all inside has hydrated; taken, like the chart, once that
 * frame is done),
 * and what travelled: the document's HTML (decoded and as sent), JavaScript as sent, requests.
 */
export async function loadPage(
  browser,
  cookies,
  pageUrl,
  { chart = false, hydrates = true, userAgent } = {},
) {
  const browserContext = await browser.newContext(userAgent ? { userAgent } : {});
  try {
    await browserContext.addCookies(cookies);
    await browserContext.addInitScript(() => {
      const after = (key) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (window[key] ??= performance.now());
        channel.port2.postMessage(null);
      };
      const frame = () => {
        const svg = document.querySelector(".chart svg");
        if (window.__chartSeen === undefined && svg && svg.getBoundingClientRect().width > 0) {
          window.__chartSeen = true;
          after("__chartDrawn");
        }
        // React marks an element as its own once everything inside it has hydrated.
        const body = document.body;
        if (
          window.__hydratedSeen === undefined &&
          body &&
          Object.keys(body).some((key) => key.startsWith("__reactProps$"))
        ) {
          window.__hydratedSeen = true;
          after("__hydrated");
        }
        if (window.__hydratedSeen === undefined || window.__chartSeen === undefined) {
          requestAnimationFrame(frame);
        }
      };
      requestAnimationFrame(frame);
    });
    const page = await browserContext.newPage();
    const cdp = await browserContext.newCDPSession(page);
    await cdp.send("Network.enable");
    const responses = new Map();
    const decoded = new Map();
    let documentId = null;
    const totals = { bytes: 0, htmlBytes: 0, htmlSent: 0, jsBytes: 0, jsRequests: 0, requests: 0 };
    cdp.on("Network.requestWillBeSent", (event) => {
      totals.requests += 1;
      if (event.type === "Document" && documentId === null) documentId = event.requestId;
    });
    cdp.on("Network.responseReceived", (event) => responses.set(event.requestId, event.response));
    cdp.on("Network.dataReceived", (event) =>
      decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength),
    );
    cdp.on("Network.loadingFinished", (event) => {
      const response = responses.get(event.requestId);
      totals.bytes += event.encodedDataLength;
      if (event.requestId === documentId) {
        totals.htmlSent = event.encodedDataLength;
        totals.htmlBytes = decoded.get(event.requestId) ?? 0;
      }
      if (response && (/javascript/.test(response.mimeType) || /\.m?js(\?|$)/.test(response.url))) {
        totals.jsBytes += event.encodedDataLength;
        totals.jsRequests += 1;
      }
    });
    await page.goto(pageUrl, { waitUntil: "load" });
    if (page.url().includes("/login")) throw new Error(`${pageUrl} redirected to sign-in`);
    const waitFor = async (what, check) => {
      try {
        await page.waitForFunction(check, null, { timeout: 30_000 });
      } catch {
        throw new Error(`${pageUrl}: no ${what} within 30 s`);
      }
    };
    if (hydrates) await waitFor("hydration", () => window.__hydrated !== undefined);
    if (chart) await waitFor("chart", () => window.__chartDrawn !== undefined);
    await page.waitForLoadState("networkidle");
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0];
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return {
        contentMs: paint?.startTime ?? NaN,
        chartMs: window.__chartDrawn ?? NaN,
        hydratedMs: window.__hydrated ?? NaN,
        responseMs: navigation?.responseEnd ?? NaN,
        domMs: navigation?.domContentLoadedEventEnd ?? NaN,
      };
    });
    return { ...timing, ...totals };
  } finally {
    await browserContext.close();
  }
}
