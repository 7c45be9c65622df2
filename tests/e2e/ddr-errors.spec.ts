import { expect, test, type Locator, type Page } from "@playwright/test";

import {
  cell,
  createOfferedReport,
  fillTimeLogRow,
  languages,
  onAPhone,
  openReportAt,
  openSection,
  say,
  section,
  signInIndonesian,
  signInPlain,
  timeLogColumn,
  type Dictionary,
} from "./ddr-fixtures";
import { signIn } from "./fixtures";

// Every error of a refused save is in view: the first field in error comes into view and takes
// focus (a table scrolled to its far right end included, and on a phone), each time-log message
// sits on the row it is about, and without JavaScript the refused page opens at the section with
// a summary at its top. Nothing is saved here, so the report stays as the demo left it.

const WELL = "SR-201";
const { en, id } = languages;
let reportPath = "";

const fillRow = (timeLog: Locator, dictionary: Dictionary, row: number, from: string, to: string) =>
  fillTimeLogRow(timeLog, dictionary, row, { from, to, description: `Row ${row}` });

const openReport = (page: Page) => openReportAt(page, reportPath, WELL);

test.describe.configure({ mode: "serial" });

test("a row ending before it starts: its cell comes back into view, takes focus and holds the message", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1100, height: 700 });
  await signIn(page, "driller");
  // The suspended well's next day is offered; its report is created for these tests.
  reportPath = await createOfferedReport(page, WELL);

  const timeLog = await openSection(page, "timeLog");
  await timeLog.getByRole("button", { name: say(en, "ddr.editor.addRow") }).click();
  await fillRow(timeLog, en, 1, "00:00", "12:00");
  await fillRow(timeLog, en, 2, "12:00", "18:00");
  await fillRow(timeLog, en, 3, "18:00", "06:00");
  // The last thing typed is far right: the table is scrolled there.
  await cell(timeLog, en, timeLogColumn(en, "description"), 3).fill(
    "Drill ahead to the casing point",
  );
  const scroller = timeLog.locator(".table-scroll");
  expect(await scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  await timeLog.getByRole("button", { name: /^Save / }).click();
  const to3 = cell(timeLog, en, timeLogColumn(en, "toTime"), 3);
  await expect(to3).toBeFocused();
  await expect(to3).toBeInViewport();
  const to3Cell = timeLog.locator("td", { has: cell(page, en, "To", 3) });
  await expect(to3Cell).toContainText(say(en, "ddr.issues.timeLog.nonPositive"));
  // Nothing about the day's end on row 1.
  await expect(timeLog.getByText(/The last row must end at/)).toHaveCount(0);
  await expect(timeLog.getByRole("alert").first()).toContainText(
    say(en, "ddr.editor.problemCount_other", {
      count: 2,
      section: say(en, "ddr.timeLog.title"),
    }),
  );
  // Nothing typed is lost.
  await expect(cell(timeLog, en, timeLogColumn(en, "description"), 3)).toHaveValue(
    "Drill ahead to the casing point",
  );
});

test("without the browser's checks (their download failed), the server's messages sit next to the field", async ({
  page,
}) => {
  // The checks load when the user starts on a section; here they never arrive.
  await page.route("**/section-checks-*.js", (route) => route.abort());
  await signIn(page, "driller");
  await openReport(page);
  const timeLog = await openSection(page, "timeLog");
  await fillRow(timeLog, en, 1, "00:00", "12:00");
  await fillRow(timeLog, en, 2, "12:00", "06:00");
  await timeLog.getByRole("button", { name: /^Save / }).click();

  const to2Cell = timeLog.locator("td", { has: cell(page, en, "To", 2) });
  await expect(to2Cell).toContainText(say(en, "ddr.issues.timeLog.nonPositive"));
  // Nothing typed is lost.
  await expect(cell(timeLog, en, timeLogColumn(en, "description"), 2)).toHaveValue("Row 2");
  await expect(cell(timeLog, en, timeLogColumn(en, "toTime"), 2)).toHaveValue("06:00");
});

test.describe("on a phone, in Indonesian", () => {
  onAPhone();

  test("the first error comes into view and takes focus, and the summary links to it", async ({
    page,
  }) => {
    await signInIndonesian(page, "driller");
    await openReport(page);
    const timeLog = await openSection(page, "timeLog");
    await fillRow(timeLog, id, 1, "00:00", "10:00");
    await fillRow(timeLog, id, 2, "10:30", "24:00");
    await timeLog.getByRole("button", { name: /^Simpan / }).click();

    const from2 = cell(timeLog, id, timeLogColumn(id, "fromTime"), 2);
    await expect(from2).toBeFocused();
    await expect(from2).toBeInViewport();
    await expect(
      timeLog.locator("td", { has: cell(page, id, timeLogColumn(id, "fromTime"), 2) }),
    ).toContainText(say(id, "ddr.issues.timeLog.gap", { expected: "10:00" }));
    const summary = timeLog.getByRole("alert").filter({
      hasText: say(id, "ddr.editor.problemCount_other", {
        count: 2,
        section: say(id, "ddr.timeLog.title"),
      }),
    });
    await expect(summary).toBeVisible();

    // From the summary back to the field, after looking elsewhere.
    await page.evaluate(() => window.scrollTo(0, 0));
    await summary.scrollIntoViewIfNeeded();
    await summary.getByRole("link").first().click();
    await expect(from2).toBeFocused();
    await expect(from2).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused save returns to the section, with the problems counted at its top", async ({
    page,
  }) => {
    await signInPlain(page, "driller");
    await page.goto(reportPath);
    const timeLog = await openSection(page, "timeLog");
    await fillRow(timeLog, en, 1, "00:00", "10:00");
    await fillRow(timeLog, en, 2, "10:30", "24:00");
    await timeLog.getByRole("button", { name: /^Save / }).click();

    await expect(page).toHaveURL(/#section-timeLog$/);
    const summary = section(page, "timeLog").locator(".error-summary");
    await expect(summary).toContainText(
      say(en, "ddr.editor.problemCount_other", {
        count: 2,
        section: say(en, "ddr.timeLog.title"),
      }),
    );
    await expect(summary).toBeInViewport();
    await expect(summary.getByRole("link")).toHaveText([
      `${say(en, "ddr.editor.rowLabel", { column: "From", row: 2 })}: ${say(en, "ddr.issues.timeLog.gap", { expected: "10:00" })}`,
      `${say(en, "ddr.timeLog.rows")}: ${say(en, "ddr.issues.timeLog.totalHours", { totalHours: 23.5, expectedHours: 24 })}`,
    ]);
    // What was typed comes back.
    await expect(cell(section(page, "timeLog"), en, "From", 2)).toHaveValue("10:30");
  });

  test("on a phone the side menu follows the page instead of covering it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInPlain(page, "driller");
    await page.goto(reportPath);
    const menu = page.locator("#side-menu");
    await expect(menu).toBeVisible();
    // The button that would close it needs scripts: it is not offered.
    await expect(page.getByRole("button", { name: say(en, "nav.toggleMenu") })).toBeHidden();
    const timeLog = await openSection(page, "timeLog");
    const save = timeLog.getByRole("button", { name: /^Save / });
    await save.scrollIntoViewIfNeeded();
    const box = (await save.boundingBox())!;
    // What is under the middle of the Save button is the button, not the menu.
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("button")?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toMatch(/^Save /);
    const mainBox = (await page.locator("#main").boundingBox())!;
    expect((await menu.boundingBox())!.y).toBeGreaterThanOrEqual(mainBox.y + mainBox.height - 1);
  });
});

test("with the leave dialog's download failing, leaving still asks with the browser's question", async ({
  page,
}) => {
  await page.route("**/leave-dialog-*.js", (route) => route.abort());
  await signIn(page, "driller");
  await openReport(page);
  const general = await openSection(page, "general");
  await general.getByLabel("Current status").fill("Waiting on weather");
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Consolidated report" }).click();
  await expect.poll(() => asked).toContain(say(en, "ddr.editor.leaveMessage"));
  // Staying keeps the page and what was typed; the page was not replaced by an error.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(WELL);
  await expect(general.getByLabel("Current status")).toHaveValue("Waiting on weather");
});
