import { expect, test } from "@playwright/test";

import { signIn } from "./fixtures";

// A personal access token made on the profile, after a refused first try: the second click
// creates it, though the error line above the button goes as the name is typed.

test("a token named after a refused empty name is created by the next click", async ({ page }) => {
  await signIn(page, "planner");
  await page.goto("/profile");
  await page.waitForLoadState("networkidle");
  const create = page.getByRole("button", { name: /^(Create token|Buat token)$/ });
  const name = page.getByLabel(/^(Token name|Nama token)$/);
  await create.click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();

  // Typed and clicked at once, without leaving the field first.
  await name.pressSequentially("Morning export");
  await create.click();
  await expect(page.getByTestId("new-token")).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Morning export");
});
