import { expect, test } from "@playwright/test";

import { DEMO_ORGANISATIONS } from "../../app/demo/organisations";
import { en } from "../../app/i18n/en";
import { id } from "../../app/i18n/id";
import { visibleMenu } from "../../app/navigation/pages";

import { menuEntries, signIn } from "./fixtures";

function label(key: string, dictionary: object = en): string {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary) as string;
}

const demoUsers = DEMO_ORGANISATIONS.flatMap((org) =>
  org.users.map((user) => ({
    ...user,
    privileges: [...org.roles[user.role]!] as number[],
    org: org.name,
  })),
);

for (const user of demoUsers) {
  test(`${user.username} sees exactly the menu entries their privileges allow`, async ({
    page,
  }) => {
    await signIn(page, user.username);
    // The menu follows the user's language and whether they have a well selected, both of which
    // are the user's own state (the assets tests change them for other-admin).
    const language = await page.locator("html").getAttribute("lang");
    const wellSelected = (await page.locator(".selected-well-badge").count()) > 0;
    const expected = visibleMenu(user.privileges, wellSelected).flatMap((group) =>
      group.entries.map((e) => label(e.titleKey, language === "id" ? id : en)),
    );
    expect(await menuEntries(page)).toEqual(expected);
    await expect(page.getByRole("banner")).toContainText(user.fullName);
    await expect(page.getByRole("banner")).toContainText(user.org);
  });
}

test("a protected page asks for sign-in and returns there afterwards", async ({ page }) => {
  await page.goto("/field/well?tab=wells");
  await expect(page).toHaveURL(/\/login\?redirectFrom=%2Ffield%2Fwell%3Ftab%3Dwells$/);
  await signIn(page, "engineer", undefined, page.url());
  await expect(page).toHaveURL(/\/field\/well\?tab=wells$/);
});

test("after a wrong password, sign-in still returns to the page asked for", async ({ page }) => {
  await page.goto("/field/well?tab=wells");
  await page.getByLabel("Username").fill("engineer");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong username or password.");
  await page.getByLabel("Password", { exact: true }).fill("drillbook");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/field\/well\?tab=wells$/);
});

test("a wrong password shows the message and keeps the username", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username").fill("manager");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong username or password.");
  await expect(page.getByLabel("Username")).toHaveValue("manager");
  await expect(page).toHaveTitle("Sign in | Drillbook");
});

test("an unknown path shows the not-found page with Return Home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText("It's looking like you may have taken a wrong turn..."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/login/);
});

test("a signed-in user opening the sign-in page goes home", async ({ page }) => {
  await signIn(page, "planner");
  for (const path of ["/login", "/auth"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/field\/well$/);
  }
});

test("help is open to everyone", async ({ page }) => {
  await page.goto("/help");
  await expect(page.getByRole("heading", { name: "Help", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Help | Drillbook");
});

test("logout, then Back, shows the sign-in page and no cached data", async ({ page }) => {
  await signIn(page, "manager");
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?redirectFrom=/);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
  await expect(page.getByText("Claire Morgan")).toHaveCount(0);
});

test("the settings panel toggles and shows the user's real settings", async ({ page }) => {
  await signIn(page, "engineer");
  const panel = page.getByRole("complementary", { name: "Settings" });
  await expect(panel).toBeHidden();
  await page.getByRole("button", { name: "Toggle settings" }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("radio", { name: /^api \(/ })).toBeChecked();
  await page.getByRole("button", { name: "Toggle settings" }).click();
  await expect(panel).toBeHidden();
});

test("the settings panel closes once its save worked and stays open with a message when it did not", async ({
  page,
}) => {
  await signIn(page, "other-engineer");
  const toggle = page.getByRole("button", { name: label("nav.toggleSettings") });
  const panel = page.getByRole("complementary", { name: label("settings.title") });
  // The unit system the user has, sent as a value the server does not take, or as it is.
  const checked = page.locator('#settings-panel input[name="unitStandard"]:checked');
  const standard = async () => (await checked.getAttribute("value"))!;
  const sendAs = (value: string) =>
    checked.evaluate((radio: HTMLInputElement, sent) => (radio.value = sent), value);

  await toggle.click();
  await panel.getByRole("button", { name: label("common.save") }).click();
  await expect(page.getByText(label("settings.saved"))).toBeVisible();
  await expect(panel).toBeHidden();
  // The keyboard is back on the button that opened it.
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  // A save the server refuses (a choice the panel does not offer) leaves it open, saying so.
  await toggle.click();
  const kept = await standard();
  await sendAs("9");
  await panel.getByRole("button", { name: label("common.save") }).click();
  await expect(panel.getByRole("alert")).toHaveText(label("settings.notSaved"));
  await expect(panel).toBeVisible();
  // Sent right, the same panel saves and closes.
  await sendAs(kept);
  await panel.getByLabel(label("settings.language")).selectOption("id");
  await panel.getByRole("button", { name: label("common.save") }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  const toggleId = page.getByRole("button", { name: label("nav.toggleSettings", id) });
  await expect(panel).toBeHidden();
  await expect(toggleId).toBeFocused();

  // In Bahasa Indonesia too; the last refusal's message is gone when the panel opens again.
  await toggleId.click();
  const panelId = page.getByRole("complementary", { name: label("settings.title", id) });
  await expect(panelId.getByRole("alert")).toHaveCount(0);
  await sendAs("9");
  await panelId.getByRole("button", { name: label("common.save", id) }).click();
  await expect(panelId.getByRole("alert")).toHaveText(label("settings.notSaved", id));
  await sendAs(kept);
  await panelId.getByLabel(label("settings.language", id)).selectOption("auto");
  await panelId.getByRole("button", { name: label("common.save", id) }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(panel).toBeHidden();
});

test("Bahasa Indonesia chosen in the settings panel shows at once, and so does the way back", async ({
  page,
}) => {
  // The page's strings come one language at a time: the new language loads before the page switches.
  await signIn(page, "other-engineer");
  await page.getByRole("button", { name: label("nav.toggleSettings") }).click();
  const panel = page.getByRole("complementary", { name: label("settings.title") });
  await panel.getByLabel(label("settings.language")).selectOption("id");
  await panel.getByRole("button", { name: label("common.save") }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page).toHaveTitle(`${label("assets.tabs.well", id)} | Drillbook`);
  await expect(page.getByRole("button", { name: label("nav.toggleSettings", id) })).toBeVisible();

  await page.getByRole("button", { name: label("nav.toggleSettings", id) }).click();
  const panelId = page.getByRole("complementary", { name: label("settings.title", id) });
  await panelId.getByLabel(label("settings.language", id)).selectOption("auto");
  await panelId.getByRole("button", { name: label("common.save", id) }).click();
  await expect(page).toHaveTitle(`${label("assets.tabs.well")} | Drillbook`);
  await expect(page.getByRole("button", { name: label("nav.toggleSettings") })).toBeVisible();
});

test("a screen first shown after switching to Bahasa Indonesia shows in Bahasa Indonesia at once", async ({
  page,
}) => {
  // A page loads the strings of the chrome and of its own screens; another screen's come with the
  // navigation to it, in the language the page shows by then, before it shows.
  const screenStrings = /\/_shared\/(accounts|activity|ddr|interop|planner)-\w+\.js$/;
  const loaded: string[] = [];
  page.on("request", (request) => {
    const name = screenStrings.exec(new URL(request.url()).pathname)?.[1];
    if (name) loaded.push(name);
  });
  await signIn(page, "other-engineer");
  await page.goto("/ui/notifications");
  await page.waitForLoadState("networkidle");
  loaded.length = 0;
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(loaded).toEqual([]);

  await page.getByRole("button", { name: label("nav.toggleSettings") }).click();
  const panel = page.getByRole("complementary", { name: label("settings.title") });
  await panel.getByLabel(label("settings.language")).selectOption("id");
  await panel.getByRole("button", { name: label("common.save") }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(panel).toBeHidden();

  // The same document all along: the DDR page arrives by client navigations, through the well
  // list (chrome strings only), where a well is chosen, and the menu entry that well offers.
  // (Not from a reminder: those come only after 07:00 at the organisation.)
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole("navigation").locator('a[href="/field/well"]').click();
  await page.locator("tr", { hasText: "EK-6401-0002" }).locator(".select-well-form button").click();
  await expect(page.locator(".selected-well-badge", { hasText: "TB-2" })).toHaveCount(1);
  await page.getByRole("navigation").locator('a[href^="/form/daily-drilling-report"]').click();
  await expect(page).toHaveURL(/\/form\/daily-drilling-report/);
  const main = page.locator("main");
  // Words every DDR page shows, with a report open or not (what other tests made of the well).
  await expect(main).toContainText(label("ddr.editor.reportDate", id));
  await expect(main).not.toContainText(label("ddr.editor.reportDate"));
  await expect(main).not.toContainText(/\b(ddr|activity|interop)\.[a-z]+\.[a-zA-Z]+/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Its WITSML card's words come with the DDR's: the import pages' strings stay behind.
  expect(loaded).toEqual(["ddr"]);

  await page.getByRole("button", { name: label("nav.toggleSettings", id) }).click();
  const panelId = page.getByRole("complementary", { name: label("settings.title", id) });
  await panelId.getByLabel(label("settings.language", id)).selectOption("auto");
  await panelId.getByRole("button", { name: label("common.save", id) }).click();
  await expect(main).toContainText(label("ddr.editor.reportDate"));
});

test("change password: a mismatch shows the confirmation message", async ({ page }) => {
  await signIn(page, "planner");
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("menuitem", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Password" });
  await dialog.getByLabel("New password", { exact: true }).fill("Derrick2026");
  await dialog.getByLabel("Confirm new password").fill("Derrick2025");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The two passwords do not match.")).toBeVisible();
  await expect(dialog.getByLabel("New password", { exact: true })).toHaveValue("Derrick2026");

  // The server's refusal reads as words on a page that loads no account strings.
  await dialog.getByLabel("Current password").fill("not-my-password1");
  await dialog.getByLabel("Confirm new password").fill("Derrick2026");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("This is not your current password.")).toBeVisible();
  await expect(dialog).not.toContainText("password.currentWrong");
});

test("the side menu closes on an outside click on a small screen", async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await signIn(page, "admin");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Toggle menu" }).click();
  await expect(menu).toBeVisible();
  await page.mouse.click(500, 600);
  await expect(menu).toBeHidden();
});

test("on a phone the profile page keeps to the screen, its file field included", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "engineer");
  await page.goto("/profile");
  await expect(page.locator("#avatar")).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("pages arrive styled, with no stylesheet to wait for, and stay styled in the app", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await signIn(page, "manager");
  const topBar = page.locator(".top-bar");
  await expect(topBar).toHaveCSS("background-color", "rgb(23, 33, 43)");
  await page.locator('nav a[href="/account/log-activity"]').click();
  await expect(page).toHaveURL(/\/account\/log-activity/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(topBar).toHaveCSS("background-color", "rgb(23, 33, 43)");
  // Only the pages' own extra stylesheets are fetched; the app's comes inside the document.
  expect(stylesheets.filter((url) => /\/app-[^/]*\.css/.test(url))).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("sign-in works", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("engineer");
    await page.getByLabel("Password", { exact: true }).fill("drillbook");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/field\/well$/);
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  });
});
