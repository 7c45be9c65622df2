import { expect, test, type Page } from "@playwright/test";

import { selectWell } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// What a person does on a page before its scripts have run keeps its effect once they have.

/** Holds the page's modules back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with its scripts held, chooses in its Well list a well other than the one shown,
 * then lets the scripts run. Returns the chosen well's id and name.
 */
async function chooseAnotherWellBeforeScripts(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const select = page.getByLabel("Well", { exact: true });
  const shown = await select.inputValue();
  const wells = await select.locator("option").evaluateAll((options) =>
    options.map((option) => ({
      id: option.getAttribute("value") ?? "",
      name: option.textContent ?? "",
    })),
  );
  const other = wells.find((well) => well.id !== "" && well.id !== shown);
  if (!other) throw new Error("The list offers no other well");
  await select.selectOption(other.id);
  release();
  return other;
}

test("a well chosen on the planner's AFE tab before its scripts run shows that well's AFE", async ({
  page,
}) => {
  await signIn(page, "planner");
  const well = await chooseAnotherWellBeforeScripts(page, "/form/planner-form?tab=afe");
  // No click: the choice reloads the tab once the scripts have run, as it would after them.
  await expect(page.getByRole("heading", { name: `AFE of ${well.name}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]well=${well.id}(&|$)`));
  await expect(page.getByLabel("Well", { exact: true })).toHaveValue(well.id);
});

test("a well chosen in the DDR list's filter before its scripts run filters the list", async ({
  page,
}) => {
  await signIn(page, "manager");
  const well = await chooseAnotherWellBeforeScripts(page, "/report/daily-drilling-report");
  await expect(page).toHaveURL(new RegExp(`[?&]well=${well.id}(&|$)`));
  const rows = page.locator(".list-table tbody tr");
  await expect(rows.first()).toContainText(well.name);
  for (const text of await rows.allInnerTexts()) expect(text).toContain(well.name);
  await expect(page.getByLabel("Well", { exact: true })).toHaveValue(well.id);
});

test("a filter chosen before the page's scripts run is the one applied after", async ({ page }) => {
  await signIn(page, "admin");
  // The page's modules are held until the choice is made.
  const release = await holdScripts(page);
  await page.goto("/account/log-activity", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Action").selectOption({ label: "Signed in" });
  release();
  await page.waitForLoadState("networkidle");
  await expect(page.getByLabel("Action")).toHaveValue("login");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/action=login/);
  await expect(page.getByRole("row").nth(1)).toContainText("Signed in");
});

test.describe("on a dashboard streamed to a person's browser", () => {
  // Not HeadlessChrome, which the app answers as a crawler with the whole page at once.
  test.use({
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  });

  test("a tile type chosen before the scripts run is the one added", async ({ page }) => {
    await signIn(page, "manager");
    await selectWell(page, "KR-A1");
    await page.goto("/dashboard/one-page");
    await page.getByRole("button", { name: "Reset to default" }).click();
    await page.waitForLoadState("networkidle");
    const release = await holdScripts(page);
    await page.goto("/dashboard/one-page", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Add tile").selectOption({ label: "Hours by Phase" });
    release();
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".dashboard-grid section.tile .chart:has(svg)")).toHaveCount(6);
    await expect(page.getByLabel("Add tile")).toHaveValue("phaseBreakdown");
    await page.getByRole("button", { name: "Add tile" }).click();
    await expect(page.locator("section.tile[data-tile-type='phaseBreakdown']")).toBeVisible();
    await page.getByRole("button", { name: "Reset to default" }).click();
    await expect(page.locator(".dashboard-grid section.tile")).toHaveCount(6);
  });
});
