import { expect, test, type Locator, type Page } from "@playwright/test";

import { en } from "../../app/i18n/en";
import { id } from "../../app/i18n/id";

import { DEMO_PASSWORD, signIn } from "./fixtures";

// Helpers of the report specs that run in both languages: strings come from the app's own
// dictionaries, so a test reads what the user reads.

export type Dictionary = typeof en;
export const languages = { en, id } as const;

/** A translated string, with {{params}} filled in. */
export function say(
  dictionary: Dictionary,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const text = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary);
  if (typeof text !== "string") throw new Error(`No string at ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

/** A pattern for a translated string whose {{params}} may be anything. */
export function sayPattern(dictionary: Dictionary, key: string): RegExp {
  const escaped = say(dictionary, key, {}).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const withHoles = (
    key
      .split(".")
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)[part],
        dictionary,
      ) as string
  )
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".+?");
  return new RegExp(withHoles || escaped);
}

/** Signs in through the form without waiting for scripts (works with JavaScript off too). */
export async function signInPlain(page: Page, username: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Makes a well the user's selected one (kept on the server), by its name. */
export async function selectWell(page: Page, name: string) {
  await page.goto(`/field/well?q=${encodeURIComponent(name)}`);
  const badge = page.locator(".selected-well-badge", { hasText: name });
  if ((await badge.count()) === 0) {
    await page.locator("tr", { hasText: name }).locator(".select-well-form button").click();
  }
  await expect(badge).toHaveCount(1);
}

/** Sets the user's language in the settings panel ("auto" follows the unit system: English). */
export async function setLanguage(page: Page, language: "id" | "auto") {
  const panel = page.locator("#settings-panel");
  if (await panel.isHidden()) await page.locator('[aria-controls="settings-panel"]').click();
  await panel.locator('select[name="language"]').selectOption(language);
  await panel.locator('button[type="submit"]').click();
  // A form left with unsaved entries asks first: the test is done with them.
  const leave = page
    .getByRole("alertdialog")
    .getByRole("button", { name: new RegExp(`^(${en.ddr.editor.leave}|${id.ddr.editor.leave})$`) });
  const lang = language === "id" ? "id" : "en";
  await expect(async () => {
    if (await leave.isVisible()) await leave.click();
    await expect(page.locator("html")).toHaveAttribute("lang", lang, { timeout: 1000 });
  }).toPass();
  // The panel closes once the save worked.
  await expect(panel).toBeHidden();
}

/**
 * Inside a describe: its tests on a phone-sized screen, each putting the user's language back to
 * "auto" after it (a test that reads Indonesian signs in with `signInIndonesian`).
 */
export function onAPhone() {
  test.use({ viewport: { width: 390, height: 844 } });
  test.afterEach(async ({ page }) => {
    await setLanguage(page, "auto");
  });
}

/** Signs in through the form and switches the user's language to Indonesian. */
export async function signInIndonesian(page: Page, username: string) {
  await signIn(page, username);
  await setLanguage(page, "id");
}

/**
 * Creates the report of the day the DDR form offers for a well (the user is signed in) and
 * returns its address, once its page has loaded.
 */
export async function createOfferedReport(page: Page, well: string): Promise<string> {
  await selectWell(page, well);
  await page.goto("/form/daily-drilling-report");
  await page.getByRole("button", { name: say(en, "ddr.editor.create") }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}$/);
  await page.waitForLoadState("networkidle");
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

/** Opens a report by its address and waits until its page has loaded. */
export async function openReportAt(page: Page, reportPath: string, well: string) {
  await page.goto(reportPath);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(well);
  await page.waitForLoadState("networkidle");
}

/** A report section of the DDR form by its id. */
export const section = (page: Page, sectionId: string) => page.locator(`#section-${sectionId}`);

/**
 * A report section with its editor open: an editable report shows each section's review, with an
 * Edit link that opens the editor (a read-only report has none, and its section is returned as
 * it is).
 */
export async function openSection(page: Page, sectionId: string): Promise<Locator> {
  const card = section(page, sectionId);
  await expect(card).toBeVisible();
  const edit = card.locator("[data-edit-section]");
  if (await edit.isVisible()) {
    await edit.click();
    await expect(card.locator("form.section-form")).toBeVisible();
  }
  return card;
}

/** A table cell's control, by column and row as its label reads. */
export function cell(scope: Locator | Page, dictionary: Dictionary, column: string, row: number) {
  return scope.getByLabel(say(dictionary, "ddr.editor.rowLabel", { column, row }), {
    exact: true,
  });
}

/** A time-log column's heading, by the field's name. */
export const timeLogColumn = (dictionary: Dictionary, name: string) =>
  say(dictionary, `ddr.timeLog.${name}`);

/** Fills one time-log row: its times, a phase, an IADC code and category picked by code, its text. */
export async function fillTimeLogRow(
  timeLog: Locator,
  dictionary: Dictionary,
  row: number,
  values: { from: string; to: string; description: string },
) {
  const column = (name: string) => timeLogColumn(dictionary, name);
  await cell(timeLog, dictionary, column("fromTime"), row).fill(values.from);
  await cell(timeLog, dictionary, column("toTime"), row).fill(values.to);
  // By code: the label is the reader's language's.
  await cell(timeLog, dictionary, column("phase"), row).selectOption("intermediate-1");
  await cell(timeLog, dictionary, column("iadcCode"), row).selectOption("2");
  await cell(timeLog, dictionary, column("activityCategory"), row).selectOption("planned");
  await cell(timeLog, dictionary, column("description"), row).fill(values.description);
}

/** Today and the days around it as the app writes them ("YYYY-MM-DD", the browser's date). */
export function isoDay(offset = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The approval form's list for one well, chosen on the form as an approver switches well. */
export async function openApprovalList(page: Page, well: string, dictionary = languages.en) {
  await page.goto("/form/approval-form");
  const main = page.getByRole("main");
  await main
    .getByLabel(dictionary.ddr.approval.well, { exact: true })
    .selectOption({ label: well });
  await main.getByRole("button", { name: dictionary.ddr.approval.showWell, exact: true }).click();
  await expect(page).toHaveURL(/[?&]well=\d+/);
}
