import { expect, test } from "@playwright/test";

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
