import { expect, test } from "@playwright/test";

import { selectWell } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// What a person does on a page before its scripts have run keeps its effect once they have.
test("a filter chosen before the page's scripts run is the one applied after", async ({ page }) => {
  await signIn(page, "admin");
  // The page's modules are held until the choice is made.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
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
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/build\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
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
