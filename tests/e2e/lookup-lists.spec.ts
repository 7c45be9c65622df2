import { expect, test, type Browser, type Page } from "@playwright/test";

import { en } from "../../app/i18n/en";

import { signIn } from "./fixtures";

// The client administrator keeps lookup lists for its own organisation, whose reports no other
// spec reads; each test adds its own values, so the standard ones stay as they are.
const USER = "client-admin";
const PATH = "/account/lookup-lists?list=wellbore";
const stamp = Date.now().toString(36).toUpperCase();
const strings = en.ddr.lookups;

/** Adds a value through the add form, as the administrator would. */
async function addValue(page: Page, code: string, label: string) {
  await page.getByLabel(strings.code, { exact: true }).fill(code);
  await page.getByLabel(strings.label, { exact: true }).fill(label);
  await page.getByRole("button", { name: strings.add }).click();
}

/** Two tabs of the same administrator on the list. */
async function twoTabs(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const first = await context.newPage();
  if (javaScriptEnabled) {
    await signIn(first, USER);
  } else {
    await first.goto("/login");
    await first.getByLabel("Username").fill(USER);
    await first.getByLabel("Password", { exact: true }).fill("drillbook");
    await first.getByRole("button", { name: "Sign in" }).click();
    await expect(first.getByRole("button", { name: /User menu/ })).toBeVisible();
  }
  const second = await context.newPage();
  return { context, first, second };
}

/** Clicks a button that saves and waits for the answer: a toast, or without scripts a new page. */
async function saved(page: Page, click: () => Promise<void>, toast: string, scripts: boolean) {
  if (scripts) {
    await click();
    await expect(page.getByText(toast)).toBeVisible();
  } else {
    await Promise.all([page.waitForEvent("load"), click()]);
  }
}

async function conflictKeepsTypedText(browser: Browser, javaScriptEnabled: boolean) {
  const code = `ST${stamp}${javaScriptEnabled ? "J" : "H"}`;
  const { context, first, second } = await twoTabs(browser, javaScriptEnabled);
  await first.goto(PATH);
  await saved(
    first,
    () => addValue(first, code, "Sidetrack one"),
    strings.added,
    javaScriptEnabled,
  );
  await second.goto(PATH);

  const label = (page: Page) => page.getByLabel(`${strings.label} ${code}`, { exact: true });
  const save = (page: Page) => page.getByRole("button", { name: `${strings.save} ${code}` });
  await label(first).fill("Sidetrack one A");
  await saved(first, () => save(first).click(), strings.updated, javaScriptEnabled);

  // The second tab still shows the value as it was before the first tab saved.
  await label(second).fill("Sidetrack one B");
  await save(second).click();
  await expect(second.getByText(strings.stale)).toBeVisible();
  await expect(second.getByText("Stored now: English “Sidetrack one A”")).toBeVisible();
  await expect(label(second)).toHaveValue("Sidetrack one B");
  await expect(save(second)).toHaveAccessibleDescription(/Stored now: English “Sidetrack one A”/);

  // Saving again, having seen what is stored, replaces it.
  await saved(second, () => save(second).click(), strings.updated, javaScriptEnabled);
  await expect(second.getByText(strings.stale)).toHaveCount(0);
  await expect(label(second)).toHaveValue("Sidetrack one B");
  await first.goto(PATH);
  await expect(label(first)).toHaveValue("Sidetrack one B");
  await context.close();
}

test("a save conflict keeps the typed text and says what is stored now", async ({ browser }) => {
  await conflictKeepsTypedText(browser, true);
});

test("without JavaScript, a save conflict keeps the typed text too", async ({ browser }) => {
  await conflictKeepsTypedText(browser, false);
});

test("adding clears the form; a refused field is marked and names its message", async ({
  page,
}) => {
  await signIn(page, USER);
  await page.goto(PATH);
  const code = page.getByLabel(strings.code, { exact: true });
  await addValue(page, `ST${stamp}A`, "Sidetrack added");
  await expect(page.getByText(strings.added)).toBeVisible();
  await expect(page.getByRole("textbox", { name: `${strings.label} ST${stamp}A` })).toHaveValue(
    "Sidetrack added",
  );
  // Ready for the next value.
  await expect(code).toHaveValue("");
  await expect(page.getByLabel(strings.label, { exact: true })).toHaveValue("");
  await expect(code).toBeFocused();

  // The same code again: refused beside the Code field, what was typed kept.
  await addValue(page, `ST${stamp}A`, "Sidetrack again");
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(code).toHaveAccessibleDescription(strings.duplicate);
  await expect(page.getByLabel(strings.label, { exact: true })).toHaveValue("Sidetrack again");

  const order = page.getByLabel(strings.sortOrder, { exact: true });
  await code.fill(`ST${stamp}B`);
  await order.fill("abc");
  await page.getByRole("button", { name: strings.add }).click();
  await expect(order).toHaveAttribute("aria-invalid", "true");
  await expect(order).toHaveAccessibleDescription(en.validation.number);
  await expect(code).not.toHaveAttribute("aria-invalid", "true");
});

test("saving another row after a conflict keeps the conflicted row's typed text and stored value", async ({
  browser,
}) => {
  const code = `ST${stamp}K`;
  const other = `ST${stamp}L`;
  const { context, first, second } = await twoTabs(browser, true);
  await first.goto(PATH);
  await saved(first, () => addValue(first, code, "Kick-off one"), strings.added, true);
  await saved(first, () => addValue(first, other, "Kick-off two"), strings.added, true);
  await second.goto(PATH);

  const label = (page: Page, of: string) =>
    page.getByLabel(`${strings.label} ${of}`, { exact: true });
  const save = (page: Page, of: string) =>
    page.getByRole("button", { name: `${strings.save} ${of}` });
  await label(first, code).fill("Kick-off one A");
  await saved(first, () => save(first, code).click(), strings.updated, true);

  await label(second, code).fill("Kick-off one B");
  await save(second, code).click();
  await expect(second.getByText(strings.stale)).toBeVisible();

  // The user saves the other row before dealing with the conflict.
  await label(second, other).fill("Kick-off two B");
  await saved(second, () => save(second, other).click(), strings.updated, true);
  await expect(label(second, other)).toHaveValue("Kick-off two B");
  await expect(label(second, code)).toHaveValue("Kick-off one B");
  await expect(second.getByText(strings.stale)).toBeVisible();
  await expect(save(second, code)).toHaveAccessibleDescription(
    /Stored now: English “Kick-off one A”/,
  );

  // Saving the conflicted row then replaces what is stored, and the conflict is gone.
  await saved(second, () => save(second, code).click(), strings.updated, true);
  await expect(second.getByText(strings.stale)).toHaveCount(0);
  await expect(label(second, code)).toHaveValue("Kick-off one B");
  await context.close();
});

test("a conflict is dropped once another list has been shown: coming back shows what is stored", async ({
  browser,
}) => {
  const code = `ST${stamp}M`;
  const { context, first, second } = await twoTabs(browser, true);
  await first.goto(PATH);
  await saved(first, () => addValue(first, code, "Bypass one"), strings.added, true);
  await second.goto(PATH);
  const label = (page: Page) => page.getByLabel(`${strings.label} ${code}`, { exact: true });
  const save = (page: Page) => page.getByRole("button", { name: `${strings.save} ${code}` });
  await label(first).fill("Bypass one A");
  await saved(first, () => save(first).click(), strings.updated, true);
  await label(second).fill("Bypass one B");
  await save(second).click();
  await expect(second.getByText(strings.stale)).toBeVisible();

  const lists = second.getByLabel(strings.list, { exact: true });
  const another = await lists
    .locator("option")
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).find((v) => v !== "wellbore"),
    );
  await lists.selectOption(another!);
  await second.getByRole("button", { name: strings.show }).click();
  await expect(second).toHaveURL(new RegExp(`list=${another}`));
  await lists.selectOption("wellbore");
  await second.getByRole("button", { name: strings.show }).click();
  await expect(second).toHaveURL(/list=wellbore/);
  await expect(label(second)).toHaveValue("Bypass one A");
  await expect(second.getByText(strings.stale)).toHaveCount(0);
  await context.close();
});
