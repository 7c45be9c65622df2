import { expect, test, type Locator } from "@playwright/test";

import { FIELD_DASHBOARDS } from "../../app/dashboards/catalogue";

import {
  expectKeptThenReset,
  openAtDefaultLayout,
  resizeTile,
  selectWell,
  waitUntilStill,
} from "./dashboard-layout";
import { signIn } from "./fixtures";

// KR-A1's field, Kawah Ratu, has three wells with reports (KR-A1, KR-A2, KR-B1) and a planned one.
const WELL = "KR-A1";

const MARKS =
  ".chart svg [aria-label='dot'], .chart svg [aria-label='bar'], .chart svg [aria-label='line'], .chart svg [aria-label='tick']";

/** The link of a well's mark in a tile: the first whose tooltip names the well. */
function markOf(tile: Locator, well: string): Locator {
  return tile
    .locator("svg a")
    .filter({ has: tile.page().locator(`title:text-matches("^${well}\\\\b")`) });
}

test.describe("field dashboards", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "manager");
    await selectWell(page, WELL);
  });

  test("each of the eight field dashboards shows charts with marks across the field", async ({
    page,
  }) => {
    expect(FIELD_DASHBOARDS).toHaveLength(8);
    for (const dashboard of FIELD_DASHBOARDS) {
      const route = `/dashboard/${dashboard.slug}`;
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Kawah Ratu");
      await expect(page.locator(".chart svg").first(), route).toBeVisible();
      expect(await page.locator(MARKS).count(), route).toBeGreaterThan(0);
      // Every well of the field with reports is on its charts.
      const text = await page.locator("main").evaluate((main) => main.innerHTML);
      for (const well of ["KR-A1", "KR-A2", "KR-B1"]) expect(text, route).toContain(well);
      expect(text, route).not.toMatch(/SR-\d|TB-\d/);
      const shown = await page.locator("main").evaluate((main) => main.textContent ?? "");
      expect(shown, route).not.toMatch(/\b(NaN|Infinity|undefined)\b/);
    }
  });

  test("the field dashboard menu lists them once a well is selected", async ({ page }) => {
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "NPT Analysis (Field)" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Timeline Progress (Field)" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Comparison Study" })).toBeVisible();
  });

  test("clicking a well's mark opens that well's dashboard with the well selected", async ({
    page,
  }) => {
    await page.goto("/dashboard/drilling-program-field");
    const tile = page.locator("section.tile[data-tile-type='fieldDepthVsDays']");
    const mark = markOf(tile, "KR-B1");
    await expect(mark).toHaveAttribute("href", /\/dashboard\/open-well\?well=\d+&to=one-page/);
    await mark.locator("circle").click({ force: true });
    await expect(page).toHaveURL(/\/dashboard\/one-page$/);
    await expect(page.getByRole("link", { name: /Selected well: KR-B1/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("KR-B1");
  });

  test("a bar of NPT opens the well's NPT rows", async ({ page }) => {
    await page.goto("/dashboard/npt-analysis-field");
    const tile = page.locator("section.tile[data-tile-type='fieldNptBreakdown']");
    const bar = markOf(tile, "KR-A2").first();
    const href = await bar.getAttribute("href");
    const code = decodeURIComponent(/code=([^&]+)/.exec(href!)![1]!);
    await bar.locator("rect").click({ force: true });
    await expect(page).toHaveURL(/\/dashboard\/npt-rows\?well=\d+&code=/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(code);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("KR-A2");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
  });

  test("arrange a field dashboard, reload, the layout is kept; reset restores it", async ({
    page,
  }) => {
    const place = await openAtDefaultLayout(
      page,
      "/dashboard/npt-analysis-field",
      "fieldNptPercent",
    );
    const before = await place();
    const saved = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.ok(),
    );
    await page.getByRole("button", { name: "Arrange tiles" }).click();
    const tile = page.locator(".react-grid-item:has(section[data-tile-type='fieldNptPercent'])");
    await expect(tile).toBeVisible();
    await waitUntilStill(tile);
    await resizeTile(page, tile);
    await saved;
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await expectKeptThenReset(page, place, before);
  });

  test("offset wells' depth vs days can sit beside this well's on the one-page summary", async ({
    page,
  }) => {
    await page.goto("/dashboard/one-page");
    await page.getByRole("button", { name: "Reset to default" }).click();
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Add tile").selectOption({ label: "Depth vs Days by Well" });
    await page.getByRole("button", { name: "Add tile" }).click();
    const tile = page.locator("section.tile[data-tile-type='fieldDepthVsDays']");
    await expect(tile.locator(".chart svg [aria-label='line']").first()).toBeAttached();
    expect(await tile.locator("[aria-label='line'] path").count()).toBe(3);
    await page.getByRole("button", { name: "Reset to default" }).click();
    await expect(tile).toHaveCount(0);
  });

  test("on a phone the field dashboards keep to the screen's width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const route of ["/dashboard/timeline-progress-field", "/dashboard/npt-analysis-field"]) {
      await page.goto(route);
      await expect(page.locator(".chart svg").first()).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        route,
      ).toBeLessThanOrEqual(390);
    }
  });
});

test.describe("the comparison study", () => {
  test("three wells of two fields: three lines, kept in the address through a reload", async ({
    page,
  }) => {
    await signIn(page, "manager");
    await selectWell(page, WELL);
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Comparison Study" })
      .click();
    await expect(page).toHaveURL(/\/comparison-study$/);
    // Visiting it clears the selected well.
    await expect(page.locator(".selected-well-badge")).toHaveCount(0);
    for (const well of ["KR-A1", "KR-B1", "SR-101"]) await page.getByLabel(well).check();
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/comparison-study\?well=\d+&well=\d+&well=\d+$/);
    const lines = page.locator(
      "section.tile[data-tile-type='fieldDepthVsDays'] svg [aria-label='line'] path",
    );
    await expect(lines).toHaveCount(3);
    const address = page.url();
    await page.reload();
    await expect(page).toHaveURL(address);
    await expect(lines).toHaveCount(3);
    for (const well of ["KR-A1", "KR-B1", "SR-101"])
      await expect(page.getByLabel(well)).toBeChecked();
    await expect(page.getByRole("row", { name: /SR-101/ }).first()).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the figures (xlsx)" }).click();
    expect((await download).suggestedFilename()).toBe("comparison-KR-A1-KR-B1-SR-101.xlsx");
  });

  test("a well of another organisation in the address is left out, and said so", async ({
    page,
  }) => {
    await signIn(page, "other-admin");
    await page.goto("/field/well?q=TB-1");
    const edit = await page.getByRole("link", { name: "Edit TB-1" }).getAttribute("href");
    const theirs = /\/field\/well\/(\d+)\/edit/.exec(edit!)![1];
    await page.context().clearCookies();
    await signIn(page, "manager");
    await page.goto(`/comparison-study?well=${theirs}`);
    await expect(page.getByRole("status")).toContainText("not one of your organisation's wells");
    await expect(page.getByRole("alert")).toContainText("Choose at least 2 wells");
    await expect(page.locator("main")).not.toContainText("TB-1");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("field charts and a comparison are drawn on the server", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("manager");
    await page.getByLabel("Password", { exact: true }).fill("drillbook");
    await page.getByRole("button", { name: "Sign in" }).click();
    await selectWell(page, WELL);
    await page.goto("/dashboard/cost-breakdown/progress-cost-field");
    expect(await page.locator(".chart svg").count()).toBeGreaterThanOrEqual(3);
    await page.goto("/comparison-study");
    for (const well of ["KR-A1", "KR-A2"]) await page.getByLabel(well).check();
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(
      page.locator("section.tile[data-tile-type='fieldDepthVsDays'] svg [aria-label='line'] path"),
    ).toHaveCount(2);
  });
});
