import { expect, test } from "@playwright/test";

import { WELL_DASHBOARDS } from "../../app/dashboards/catalogue";

import {
  expectKeptThenReset,
  openAtDefaultLayout,
  resizeTile,
  selectWell,
  waitUntilStill,
} from "./dashboard-layout";
import { signIn } from "./fixtures";

// A demo well with reports, an AFE and surveys.
const WELL = "KR-A1";

const routes = [
  "/dashboard",
  ...WELL_DASHBOARDS.map((dashboard) => `/dashboard/${dashboard.slug}`),
];

test.describe("well dashboards", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "manager");
    await selectWell(page, WELL);
  });

  test("each of the 17 dashboards shows at least one chart with data", async ({ page }) => {
    expect(routes).toHaveLength(17);
    for (const route of routes) {
      await page.goto(route);
      const charts = page.locator(".chart svg");
      await expect(charts.first(), route).toBeVisible();
      // A chart with data has marks, not only axes.
      expect(
        await page
          .locator(
            ".chart svg [aria-label='dot'], .chart svg [aria-label='bar'], .chart svg [aria-label='line'], .chart svg [aria-label='area'], .chart svg [aria-label='rect']",
          )
          .count(),
        route,
      ).toBeGreaterThan(0);
      // Once alive, the page reads no broken figure, in its text or its charts' tooltips.
      const text = await page.locator("main").evaluate((main) => main.textContent ?? "");
      expect(text, route).not.toMatch(/\b(NaN|Infinity|undefined)\b/);
    }
  });

  test("the well dashboard menu lists them once a well is selected", async ({ page }) => {
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Well Information" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "NPT Analysis", exact: true })).toBeVisible();
  });

  test("moving between dashboards in the page draws their charts", async ({ page }) => {
    await page.goto("/dashboard");
    await page.waitForLoadState("networkidle");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    // A navigation without a document load: the charts come with the page's data.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await menu.getByRole("link", { name: "NPT Analysis", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/npt-analysis/);
    await expect(page.locator(".chart svg [aria-label='bar']").first()).toBeAttached();
    await page.goBack();
    await expect(page.locator("section.tile .chart svg").first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
  });

  test("on a phone the tiles stack and the page keeps to the screen's width", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/dashboard/one-page");
    await page.getByRole("button", { name: "Reset to default" }).click();
    await page.waitForLoadState("networkidle");
    const tiles = page.locator("section.tile");
    expect(await tiles.count()).toBeGreaterThan(1);
    const first = (await tiles.nth(0).boundingBox())!;
    const second = (await tiles.nth(1).boundingBox())!;
    expect(second.x).toBeCloseTo(first.x, 0);
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    const chart = (await page.locator("section.tile .chart svg[viewBox]").first().boundingBox())!;
    expect(chart.width).toBeGreaterThan(200);
    expect(chart.height).toBeGreaterThan(150);
    // Nothing to scroll sideways: the top bar, the toolbar and the tiles fit.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expect(page.getByRole("combobox", { name: "Search" })).toBeVisible();
  });

  test("a dashboard opened again comes with its own nonce and comes alive", async ({ page }) => {
    const refused: string[] = [];
    // A page that does not hydrate as the server drew it is drawn again by React, which says so.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const nonces: string[] = [];
    for (let load = 0; load < 2; load++) {
      const response = await page.goto("/dashboard/npt-analysis");
      const policy = response?.headers()["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
      expect(nonce).not.toBe("");
      // Every script of the page carries the nonce its answer announced.
      const scriptNonces = await page.evaluate(() =>
        [...document.scripts].map((script) => script.nonce),
      );
      expect(scriptNonces.length).toBeGreaterThan(0);
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
      nonces.push(nonce);
      await expect(page.locator(".chart svg [aria-label='bar']").first()).toBeAttached();
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // The page opened the second time runs: moving on happens without a document load.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "One-Page Summary" })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/one-page/);
    await expect(page.locator("section.tile .chart svg").first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("drag and resize a tile, reload, the layout is kept; reset restores the default", async ({
    page,
  }) => {
    const place = await openAtDefaultLayout(page, "/dashboard/one-page", "depthVsDays");
    const before = await place();
    const drawnAt = () =>
      page
        .locator("section.tile[data-tile-type='depthVsDays'] .chart svg[viewBox]")
        .first()
        .getAttribute("viewBox");
    const shapeBefore = await drawnAt();
    const saved = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.ok(),
    );
    await page.getByRole("button", { name: "Arrange tiles" }).click();
    const tile = page.locator(".react-grid-item:has(section[data-tile-type='depthVsDays'])");
    await expect(tile).toBeVisible();
    // The grid animates its tiles into place; grab the handle once they stand still.
    await waitUntilStill(tile);
    // The chart the page arrived with moves into the arranging grid, marks and all.
    await expect(tile.locator(".chart svg a").first()).toBeAttached();
    await resizeTile(page, tile);
    const header = tile.locator(".drag-handle");
    const headerBox = (await header.boundingBox())!;
    await page.mouse.move(headerBox.x + 40, headerBox.y + 10);
    await page.mouse.down();
    await page.mouse.move(headerBox.x + 40, headerBox.y + 500, { steps: 15 });
    await page.mouse.up();
    await saved;
    await page.waitForLoadState("networkidle");
    // Done arranging: the resized tile's chart is drawn again at its new shape.
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await expect.poll(drawnAt).not.toEqual(shapeBefore);
    // After a reload the saved layout is drawn again, without the grid library.
    await expectKeptThenReset(page, place, before);
  });

  test("clicking a day on depth vs days opens that day's report", async ({ page }) => {
    await page.goto("/dashboard/one-page");
    const tile = page.locator("section.tile[data-tile-type='depthVsDays']");
    const link = tile.locator("svg a").nth(3);
    const href = await link.getAttribute("href");
    expect(href).toMatch(/\/ddr-link\?well=\d+&date=\d{4}-\d{2}-\d{2}&section=general/);
    // The link is the region around the day's point (its Voronoi cell): click on the point.
    await tile.locator("g[aria-label='dot'] circle").nth(3).click({ force: true });
    // The manager reads reports (privilege 5) but does not write them: the read-only report opens,
    // at its top with the point's section highlighted.
    await expect(page).toHaveURL(/\/report\/daily-drilling-report\?id=\d+&section=general$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(page.locator("#section-general")).toHaveClass(/highlighted/);
    const date = /date=(\d{4})-(\d{2})-(\d{2})/.exec(href!)!;
    await expect(page.getByRole("main")).toContainText(`${date[2]}/${date[3]}/${date[1]}`);
  });

  test("an NPT bar lists the time-log rows behind it", async ({ page }) => {
    await page.goto("/dashboard/drilling-performance/npt-breakdown");
    const bar = page.locator("section.tile[data-tile-type='nptBreakdown'] svg a").first();
    await bar.locator("rect").click({ force: true });
    await expect(page).toHaveURL(/\/dashboard\/npt-rows\?well=\d+&code=/);
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    // Each row names its phase as the time log's list does ("Intermediate 2"), not by the code
    // the database keeps ("intermediate-2").
    const phases = await page.locator("tbody tr td:nth-child(4)").allInnerTexts();
    expect(phases.length).toBeGreaterThan(0);
    for (const phase of phases) expect(phase).not.toMatch(/^[a-z0-9-]+$/);
  });
});

// Playwright's headless Chromium names itself HeadlessChrome and is answered as a crawler, with
// the whole page at once; a person's Chromium gets the tiles after the first streamed in.
const PERSON =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

test.describe("streamed to a person's browser", () => {
  test.use({ userAgent: PERSON });

  test("the first tile's chart comes with the page, the others follow in their frames", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /Content Security Policy/i.test(message.text()))
        problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await signIn(page, "manager");
    await selectWell(page, WELL);
    await page.goto("/dashboard/one-page");
    await page.getByRole("button", { name: "Reset to default" }).click();
    await page.waitForLoadState("networkidle");

    // The document as the browser receives it: the first piece ends with </html>.
    const html = await (
      await page.request.get("/dashboard/one-page", {
        headers: { "Sec-Fetch-Mode": "navigate", "User-Agent": PERSON },
      })
    ).text();
    const firstPiece = html.slice(0, html.indexOf("</html>"));
    expect(firstPiece.match(/<div class="chart"/g)).toHaveLength(1);
    expect(firstPiece.match(/class="chart-pending"/g)).toHaveLength(5);
    expect(html.match(/<div class="chart"/g)).toHaveLength(6);

    await page.goto("/dashboard/one-page");
    const tiles = page.locator(".dashboard-grid section.tile");
    await expect(tiles).toHaveCount(6);
    await expect(page.locator(".dashboard-grid section.tile .chart:has(svg)")).toHaveCount(6);
    await expect(page.locator(".chart-pending")).toHaveCount(0);
    // Every chart fills its tile, as the frame that waited for it did.
    for (const tile of await tiles.all()) {
      const box = (await tile.locator(".chart").boundingBox())!;
      expect(box.height).toBeGreaterThan(200);
    }
    // Alive: the arrange button is drawn once the page has hydrated, and arranging shows every
    // tile's chart.
    await page.getByRole("button", { name: "Arrange tiles" }).click();
    await expect(page.locator(".arrange-grid section.tile .chart:has(svg)")).toHaveCount(6);
    await page.getByRole("button", { name: "Done" }).click();
    // A point still leads to its report.
    const tile = page.locator("section.tile[data-tile-type='depthVsDays']");
    await tile.locator("g[aria-label='dot'] circle").nth(3).click({ force: true });
    await expect(page).toHaveURL(/\/report\/daily-drilling-report\?id=\d+/);
    expect(problems).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the charts are drawn on the server", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("manager");
    await page.getByLabel("Password", { exact: true }).fill("drillbook");
    await page.getByRole("button", { name: "Sign in" }).click();
    await selectWell(page, WELL);
    await page.goto("/dashboard/one-page");
    await expect(page.locator(".chart svg").first()).toBeVisible();
    expect(await page.locator(".chart svg").count()).toBeGreaterThanOrEqual(4);
  });
});
