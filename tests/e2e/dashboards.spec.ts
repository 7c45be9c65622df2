import { expect, test, type Page } from "@playwright/test";

import { WELL_DASHBOARDS } from "../../app/dashboards/catalogue";

import { signIn } from "./fixtures";

// A demo well with reports, an AFE and surveys.
const WELL = "TB-2";

async function selectWell(page: Page, name: string) {
  await page.goto(`/field/well?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Select ${name}` }).click();
  await expect(page.getByRole("link", { name: new RegExp(`Selected well: ${name}`) })).toBeVisible();
}

const routes = ["/dashboard", ...WELL_DASHBOARDS.map((dashboard) => `/dashboard/${dashboard.slug}`)];

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
      expect(await page.locator(".chart svg [aria-label='dot'], .chart svg [aria-label='bar'], .chart svg [aria-label='line'], .chart svg [aria-label='area'], .chart svg [aria-label='rect']").count(), route).toBeGreaterThan(0);
    }
  });

  test("the well dashboard menu lists them once a well is selected", async ({ page }) => {
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Well Information" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "NPT Analysis" })).toBeVisible();
  });

  test("drag and resize a tile, reload, the layout is kept; reset restores the default", async ({ page }) => {
    await page.goto("/dashboard/one-page");
    const firstCell = page.locator(".dashboard-grid .dashboard-cell").first();
    const before = await firstCell.getAttribute("style");
    await page.getByRole("button", { name: "Arrange tiles" }).click();
    const tile = page.locator(".react-grid-item").first();
    await expect(tile).toBeVisible();
    const handle = tile.locator(".react-resizable-handle").first();
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 220, box.y + 120, { steps: 12 });
    await page.mouse.up();
    const saved = page.waitForResponse((response) => response.request().method() === "POST" && response.ok());
    const header = tile.locator(".drag-handle");
    const headerBox = (await header.boundingBox())!;
    await page.mouse.move(headerBox.x + 40, headerBox.y + 10);
    await page.mouse.down();
    await page.mouse.move(headerBox.x + 40, headerBox.y + 500, { steps: 15 });
    await page.mouse.up();
    await saved;
    await page.reload();
    const after = await page.locator(".dashboard-grid .dashboard-cell").first().getAttribute("style");
    expect(after).not.toEqual(before);
    await page.getByRole("button", { name: "Reset to default" }).click();
    await expect(page.locator(".dashboard-grid .dashboard-cell").first()).toHaveAttribute("style", before!);
  });

  test("clicking a day on depth vs days opens that day's report", async ({ page }) => {
    await page.goto("/dashboard/one-page");
    const tile = page.locator("section.tile[data-tile-type='depthVsDays']");
    const link = tile.locator("svg a").nth(3);
    const href = await link.getAttribute("href");
    expect(href).toMatch(/\/form\/daily-drilling-report\?well=\d+&date=\d{4}-\d{2}-\d{2}#section-general/);
    await link.locator("circle").click({ force: true });
    const date = /date=(\d{4}-\d{2}-\d{2})/.exec(href!)![1]!;
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
  });

  test("an NPT bar lists the time-log rows behind it", async ({ page }) => {
    await page.goto("/dashboard/drilling-performance/npt-breakdown");
    const bar = page.locator("section.tile[data-tile-type='nptBreakdown'] svg a").first();
    await bar.locator("rect").click({ force: true });
    await expect(page).toHaveURL(/\/dashboard\/npt-rows\?well=\d+&code=/);
    await expect(page.getByRole("row").nth(1)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the charts are drawn on the server", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("manager");
    await page.getByLabel("Password", { exact: true }).fill("drillbook");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.goto(`/field/well?q=${WELL}`);
    await page.getByRole("button", { name: `Select ${WELL}` }).click();
    await page.goto("/dashboard/one-page");
    await expect(page.locator(".chart svg").first()).toBeVisible();
    expect(await page.locator(".chart svg").count()).toBeGreaterThanOrEqual(4);
  });
});
