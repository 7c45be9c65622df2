import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "drillbook";

/** Signs in through the form, as a person would. */
export async function signIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  path = "/login",
) {
  await page.goto(path);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The user's language follows their settings, which other tests may change.
  await expect(page.getByRole("button", { name: /User menu|Menu pengguna/ })).toBeVisible();
  // The page's scripts have loaded: its menus and panels answer once it has hydrated.
  await page.waitForLoadState("networkidle");
}

/** The links of the side menu, by their visible names. */
export async function menuEntries(page: Page): Promise<string[]> {
  return page.getByRole("navigation", { name: "Main menu" }).getByRole("link").allInnerTexts();
}
