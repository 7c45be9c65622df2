import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { parseHTML } from "linkedom";

import { FIELD_DASHBOARDS, WELL_DASHBOARDS } from "../../app/dashboards/catalogue";

import { signIn } from "./fixtures";

// Every well and field dashboard, the comparison study of the organisation's wells and every daily
// report page of every demo well, as their signed-in users
// receive them: no figure on them may read NaN, Infinity or undefined. The pages are fetched
// through the signed-in browser context and read as the server drew them (charts included), which
// is what the browser shows; the browser test of the dashboards (dashboards.spec.ts) checks the
// same once the page has come alive.

const DASHBOARDS = [
  "/dashboard",
  ...[...WELL_DASHBOARDS, ...FIELD_DASHBOARDS].map((d) => `/dashboard/${d.slug}`),
];
const REPORTS = "/report/daily-drilling-report";
const BROKEN = /\b(NaN|Infinity|undefined)\b/;

/** The text a person can read or hover, one line per text node: text, tooltips, field values. */
function visibleText(html: string): string {
  const { document } = parseHTML(html);
  for (const node of document.querySelectorAll("script, style, template")) node.remove();
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? "");
    for (const child of node.childNodes) walk(child);
  };
  if (document.body) walk(document.body);
  for (const element of document.querySelectorAll("[title], [aria-label], [placeholder], input")) {
    for (const name of ["title", "aria-label", "placeholder", "value"]) {
      const value = element.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  return parts.join("\n");
}

/** The line of `text` around its first broken figure, to say where it is. */
function brokenFigure(text: string): string | null {
  const match = BROKEN.exec(text);
  if (!match) return null;
  const start = text.lastIndexOf("\n", match.index) + 1;
  const end = text.indexOf("\n", match.index);
  return text
    .slice(start, end < 0 ? undefined : end)
    .trim()
    .slice(0, 200);
}

interface Checked {
  pages: number;
  broken: string[];
}

async function check(request: APIRequestContext, path: string, checked: Checked) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  checked.pages += 1;
  const found = brokenFigure(visibleText(html));
  if (found) checked.broken.push(`${path}: ${found}`);
  return html;
}

/** A few requests at a time: the server draws several pages at once, as for several users. */
async function checkAll(request: APIRequestContext, paths: string[], checked: Checked) {
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let path = queue.shift(); path; path = queue.shift())
        await check(request, path, checked);
    }),
  );
}

async function selectWell(page: Page, wellId: string) {
  const response = await page.request.post("/field/well", {
    form: { intent: "select", wellId },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
}

/** The organisation's wells, from the report list's well filter. */
async function wellsOf(request: APIRequestContext, checked: Checked) {
  const { document } = parseHTML(await check(request, `${REPORTS}?well=`, checked));
  return [...document.querySelectorAll("#filter-well option")]
    .map((option) => ({ id: option.getAttribute("value") ?? "", name: option.textContent ?? "" }))
    .filter((well) => well.id !== "");
}

/** Every report of a well: its list, page by page, and each report's own page. */
async function reportPaths(request: APIRequestContext, wellId: string, checked: Checked) {
  const paths: string[] = [];
  for (let page = 1; ; page += 1) {
    const { document } = parseHTML(
      await check(request, `${REPORTS}?well=${wellId}&page=${page}`, checked),
    );
    const links = [...document.querySelectorAll("a[href*='?id=']")].map(
      (link) => `${REPORTS}?id=${/[?&]id=(\d+)/.exec(link.getAttribute("href") ?? "")![1]}`,
    );
    paths.push(...links);
    if (!document.querySelector("a[rel='next']")) return paths;
  }
}

async function setUnits(page: Page, unitStandard: number) {
  const response = await page.request.post("/settings", {
    form: { unitStandard: String(unitStandard), language: "auto", redirectTo: "/field/well" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
}

// Demo Energy's wells in api units; Other Operator's in each unit system (gde in Indonesian).
for (const { username, wells: expected, unitStandards } of [
  {
    username: "admin",
    wells: ["KR-A1", "KR-A2", "KR-B1", "KR-B2", "SR-101", "SR-102", "SR-201"],
    unitStandards: [1],
  },
  { username: "other-admin", wells: ["TB-1", "TB-2"], unitStandards: [1, 2, 3] },
]) {
  test(`no NaN, Infinity or undefined on any dashboard or report of ${username}'s wells`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await signIn(page, username);
    const checked: Checked = { pages: 0, broken: [] };
    const wells = await wellsOf(page.request, checked);
    for (const name of expected) expect(wells.map((well) => well.name)).toContain(name);
    let reports = 0;
    try {
      for (const unitStandard of unitStandards) {
        await setUnits(page, unitStandard);
        for (const well of wells) {
          await selectWell(page, well.id);
          await checkAll(page.request, DASHBOARDS, checked);
          const paths = await reportPaths(page.request, well.id, checked);
          reports += paths.length;
          await checkAll(page.request, paths, checked);
        }
        // Every well of the organisation compared, eight at a time (visiting clears the well).
        for (let first = 0; first < wells.length; first += 8) {
          const chosen = wells.slice(Math.max(0, Math.min(first, wells.length - 8)), first + 8);
          if (chosen.length < 2) continue;
          await check(
            page.request,
            `/comparison-study?${chosen.map((well) => `well=${well.id}`).join("&")}`,
            checked,
          );
        }
      }
      // The crawl reads the charts as drawn, their points' titles included.
      await selectWell(page, wells.find((well) => well.name === expected[1])!.id);
      const overview = visibleText(await check(page.request, "/dashboard", checked));
      expect(overview).toMatch(/#1 · (day |hari ke-)1 · \d\d\/\d\d\/\d{4}: /);
    } finally {
      // Leave the user as other tests expect: api units, English, no well selected.
      await setUnits(page, 1);
      await page.request.post("/field/well", {
        form: { intent: "unselect" },
        headers: { origin: new URL(page.url()).origin },
      });
    }
    expect(checked.broken, checked.broken.slice(0, 20).join("\n")).toEqual([]);
    expect(reports).toBeGreaterThan(username === "admin" ? 300 : 60);
    expect(checked.pages).toBeGreaterThan(wells.length * DASHBOARDS.length + reports);
  });
}
