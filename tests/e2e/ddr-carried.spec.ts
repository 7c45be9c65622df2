import { expect, test, type Page } from "@playwright/test";

import {
  cell,
  isoDay,
  languages,
  onAPhone,
  openApprovalList,
  openSection,
  say,
  sayPattern,
  section,
  selectWell,
  signInIndonesian,
  signInPlain,
} from "./ddr-fixtures";
import { signIn } from "./fixtures";

// What a new report shows as carried over from the day before is what it holds: the engineer
// fills in only what submitting asks for, and the submitted, reviewed and approved report still
// has the hole sections, BOP test, bulk and the rest; the next day carries them on. "New
// report" offers the earliest day without a report, and a day still to come asks to be confirmed.
//
// It works on SR-102 as the driller (the other report specs use KR-A2 as the engineer).

const WELL = "SR-102";
const { en, id } = languages;
const today = isoDay(0);
const tomorrow = isoDay(1);

let holeSection = "";
let bopTest = "";
let tomorrowPath = "";

async function openForm(page: Page) {
  await page.goto("/form/daily-drilling-report");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(WELL);
}

async function save(page: Page, sectionId: string, title: string) {
  await (
    await openSection(page, sectionId)
  )
    .getByRole("button", { name: say(en, "ddr.editor.save", { section: title }) })
    .click();
  await expect(page.getByText(say(en, "ddr.editor.sectionSaved", { section: title }))).toBeVisible({
    timeout: 30_000,
  });
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test("the engineer fills only what submitting asks for; every carried section is submitted, reviewed and approved", async ({
  page,
  browser,
}) => {
  await signIn(page, "driller");
  await selectWell(page, WELL);
  await openForm(page);
  // The well has every report up to yesterday: today is offered.
  await expect(page.getByLabel(say(en, "ddr.editor.reportDate"))).toHaveValue(today);
  await page.getByRole("button", { name: say(en, "ddr.editor.create") }).click();
  await expect(page).toHaveURL(new RegExp(`date=${today}$`));
  await page.waitForLoadState("networkidle");

  const index = page.getByRole("navigation", { name: say(en, "ddr.editor.sections") });
  const holeTitle = say(en, "ddr.holeSections.title");
  await expect(index.getByRole("listitem").filter({ hasText: holeTitle })).toContainText(
    sayPattern(en, "ddr.editor.carried"),
  );
  const holeSections = await openSection(page, "holeSections");
  holeSection = await cell(
    holeSections,
    en,
    say(en, "ddr.holeSections.sectionName"),
    1,
  ).inputValue();
  expect(holeSection).not.toBe("");
  bopTest = await (
    await openSection(page, "safety")
  )
    .getByLabel(say(en, "ddr.safety.lastBopTestDate"))
    .inputValue();
  expect(bopTest).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Only General, Personnel and the time log.
  const general = await openSection(page, "general");
  const md = Number((await general.getByLabel("MD at report time").inputValue()).replace(/,/g, ""));
  await general.getByLabel("MD at report time").fill(String(Math.ceil(md) + 60));
  await general.getByLabel("Current status").fill("Drilling ahead");
  await general.getByLabel("Summary of the last 24 h").fill("Drilled 60 ft.");
  await general.getByLabel("Forecast for the next 24 h").fill("Drill ahead.");
  await save(page, "general", "General");
  await save(page, "personnel", "Personnel");
  const timeLog = await openSection(page, "timeLog");
  await cell(timeLog, en, "From", 1).fill("00:00");
  await cell(timeLog, en, "To", 1).fill("24:00");
  await cell(timeLog, en, "Phase", 1).selectOption({ label: "Intermediate 1" });
  await cell(timeLog, en, "IADC code", 1).selectOption("2");
  await cell(timeLog, en, "Category", 1).selectOption("planned");
  await cell(timeLog, en, "Description", 1).fill("Drill ahead");
  await save(page, "timeLog", "Operations summary (time log)");

  await page.getByRole("button", { name: say(en, "ddr.editor.submit") }).click();
  await expect(page.getByText(say(en, "ddr.editor.submitted"))).toBeVisible();
  // The submitted report holds what was shown: not "Not reported".
  await expect(section(page, "holeSections")).toContainText(holeSection);
  await expect(section(page, "holeSections")).not.toContainText(
    say(en, "ddr.consolidated.notReported"),
  );

  // The manager reads the whole report in the approval form, carried sections included.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await signIn(manager, "manager");
  await openApprovalList(manager, WELL);
  await manager
    .getByRole("link", { name: new RegExp(`${say(en, "ddr.approval.review")} ${WELL} #`) })
    .last()
    .click();
  const report = manager.getByRole("article", { name: say(en, "ddr.consolidated.title") });
  await expect(report.getByRole("heading", { name: holeTitle })).toBeVisible();
  await expect(report).toContainText(holeSection);
  await expect(report.getByRole("heading", { name: say(en, "ddr.safety.title") })).toBeVisible();
  await expect(
    report.getByRole("heading", { name: say(en, "ddr.bulkMaterials.title") }),
  ).toBeVisible();
  await expect(
    report.getByText(sayPattern(en, "ddr.consolidated.asCarried")).first(),
  ).toBeVisible();
  await manager.getByRole("button", { name: say(en, "ddr.approval.approve") }).click();
  await expect(manager.getByText(say(en, "ddr.approval.approved"))).toBeVisible();
  await context.close();

  await page.reload();
  await expect(section(page, "holeSections")).toContainText(holeSection);
});

test.describe("in Indonesian on a phone", () => {
  onAPhone();

  test("with every day reported nothing is offered; tomorrow asks to be confirmed and carries everything on", async ({
    page,
  }) => {
    await signInIndonesian(page, "driller");
    await openForm(page);
    const date = page.getByLabel(say(id, "ddr.editor.reportDate"));
    await expect(date).toHaveValue("");
    await expect(page.getByText(say(id, "ddr.editor.allReported"))).toBeVisible();

    await date.fill(tomorrow);
    await page.getByRole("button", { name: say(id, "ddr.editor.create"), exact: true }).click();
    const question = page
      .getByRole("alert")
      .filter({ hasText: sayPattern(id, "ddr.editor.futureDate") });
    await expect(question).toBeVisible();
    // Nothing was created without the answer.
    await expect(page).not.toHaveURL(/date=/);
    const confirm = question.getByRole("button", {
      name: sayPattern(id, "ddr.editor.createFuture"),
    });
    await expect(confirm).toBeFocused();
    await confirm.click();
    await expect(page).toHaveURL(new RegExp(`date=${tomorrow}$`));
    tomorrowPath = new URL(page.url()).pathname + new URL(page.url()).search;

    // Carried on from today's report, which held them only because they were stored.
    const holeSections = await openSection(page, "holeSections");
    await expect(cell(holeSections, id, say(id, "ddr.holeSections.sectionName"), 1)).toHaveValue(
      holeSection,
    );
    await expect(
      (await openSection(page, "safety")).getByLabel(say(id, "ddr.safety.lastBopTestDate")),
    ).toHaveValue(bopTest);
    await expect(
      page
        .getByRole("navigation", { name: say(id, "ddr.editor.sections") })
        .getByRole("listitem")
        .filter({ hasText: say(id, "ddr.holeSections.title") }),
    ).toContainText(sayPattern(id, "ddr.editor.carried"));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a day still to come is created only once confirmed", async ({ page }) => {
    const later = isoDay(2);
    await signInPlain(page, "driller");
    await openForm(page);
    await page.getByLabel(say(en, "ddr.editor.reportDate")).fill(later);
    await page.getByRole("button", { name: say(en, "ddr.editor.create"), exact: true }).click();
    const question = page
      .getByRole("alert")
      .filter({ hasText: sayPattern(en, "ddr.editor.futureDate") });
    await expect(question).toBeVisible();
    await expect(page.getByLabel(say(en, "ddr.editor.reportDate"))).toHaveValue(later);
    await question.getByRole("button", { name: sayPattern(en, "ddr.editor.createFuture") }).click();
    await expect(page).toHaveURL(new RegExp(`date=${later}$`));
    await expect(page.getByRole("button", { name: say(en, "ddr.editor.submit") })).toBeVisible();
  });

  test("submitting asks to check what is still as carried over, and only what submitting needs", async ({
    page,
  }) => {
    await signInPlain(page, "driller");
    await page.goto(tomorrowPath);
    await page.getByRole("button", { name: say(en, "ddr.editor.submit") }).click();
    const problems = page
      .getByRole("alert")
      .filter({ hasText: say(en, "ddr.editor.cannotSubmit") });
    await expect(problems).toBeVisible();
    const carried = sayPattern(en, "ddr.editor.carriedNotChecked");
    await expect(problems.getByRole("link", { name: /^General: / })).toHaveText(carried);
    await expect(problems.getByRole("link", { name: /^Personnel: / })).toHaveText(carried);
    await expect(
      problems.getByRole("link", { name: /^Operations summary \(time log\): / }),
    ).toHaveText(
      say(en, "ddr.editor.missingSection", { section: "Operations summary (time log)" }),
    );
    // The carried sections are the report's own: nothing to fix there.
    await expect(problems.getByRole("link")).toHaveCount(3);
    await expect(section(page, "holeSections")).toContainText(
      say(en, "ddr.editor.carriedVersion", { version: 1, reportNo: "" }).slice(0, 10),
    );
  });
});
