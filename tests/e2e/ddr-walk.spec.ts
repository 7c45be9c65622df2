import { expect, test, type Locator, type Page } from "@playwright/test";

import {
  cell,
  createOfferedReport,
  fillTimeLogRow,
  languages,
  openReportAt,
  openSection,
  say,
  section,
  selectWell,
  setLanguage,
  signInPlain,
  timeLogColumn,
} from "./ddr-fixtures";
import { signIn } from "./fixtures";

// A newcomer's walk through the DDR editor, mistakes included: a time log typed out of order is
// saved and shown in time order; empty fields and overlapping rows are told in one refused save;
// without JavaScript a refused General save keeps its day counts; a released well's date hint
// names its days; a tab left open on an old version is told so when it saves.

const WELL = "SR-201";
const RELEASED = "KR-A1";
const { en, id } = languages;
let reportPath = "";

const fillRow = (
  timeLog: Locator,
  row: number,
  values: { from: string; to: string; description: string },
) => fillTimeLogRow(timeLog, en, row, values);

const openReport = (page: Page) => openReportAt(page, reportPath, WELL);

const saveButton = (scope: Locator) => scope.getByRole("button", { name: /^Save / });

test.describe.configure({ mode: "serial" });

test("overlapping rows and an empty description are told in one refused save, beside their rows", async ({
  page,
}) => {
  await signIn(page, "driller");
  reportPath = await createOfferedReport(page, WELL);

  const timeLog = await openSection(page, "timeLog");
  await timeLog.getByRole("button", { name: say(en, "ddr.editor.addRow") }).click();
  await fillRow(timeLog, 1, { from: "00:00", to: "12:00", description: "" });
  await fillRow(timeLog, 2, { from: "11:00", to: "18:00", description: "Circulate" });
  await fillRow(timeLog, 3, { from: "18:00", to: "24:00", description: "Drill ahead" });
  await saveButton(timeLog).click();

  const description1 = timeLog.locator("td", {
    has: cell(page, en, timeLogColumn(en, "description"), 1),
  });
  await expect(description1).toContainText(say(en, "validation.required"));
  const from2 = timeLog.locator("td", { has: cell(page, en, timeLogColumn(en, "fromTime"), 2) });
  const overlap = say(en, "ddr.issues.timeLog.overlap", {
    expected: "12:00",
    previous: "00:00–12:00",
  });
  await expect(from2).toContainText(overlap);
  // Once beside the row, once in the summary at the section's top: never twice in the table.
  await expect(timeLog.locator("table").getByText(overlap, { exact: true })).toHaveCount(1);
  await expect(timeLog.locator(".error-summary li")).toHaveCount(3);
});

test("rows typed out of time order are saved and shown in time order, each row whole", async ({
  page,
}) => {
  await signIn(page, "driller");
  await openReport(page);
  const timeLog = await openSection(page, "timeLog");
  await timeLog.getByRole("button", { name: say(en, "ddr.editor.addRow") }).click();
  await fillRow(timeLog, 1, { from: "18:00", to: "24:00", description: "Drill ahead" });
  await fillRow(timeLog, 2, { from: "00:00", to: "12:00", description: "Trip in" });
  await fillRow(timeLog, 3, { from: "12:00", to: "18:00", description: "Circulate" });
  await saveButton(timeLog).click();
  await expect(
    page.getByText(say(en, "ddr.editor.sectionSaved", { section: say(en, "ddr.timeLog.title") })),
  ).toBeVisible();

  const saved = section(page, "timeLog");
  const descriptions = [1, 2, 3].map((row) =>
    cell(saved, en, timeLogColumn(en, "description"), row),
  );
  await expect(descriptions[0]!).toHaveValue("Trip in");
  await expect(descriptions[1]!).toHaveValue("Circulate");
  await expect(descriptions[2]!).toHaveValue("Drill ahead");
  await expect(cell(saved, en, timeLogColumn(en, "fromTime"), 1)).toHaveValue("00:00");
  await expect(cell(saved, en, timeLogColumn(en, "duration"), 1)).toHaveText("12");
  await expect(cell(saved, en, timeLogColumn(en, "duration"), 3)).toHaveText("6");
});

test("a tab left open on an old version is told so when it saves, and keeps what it typed", async ({
  browser,
  page,
}) => {
  await signIn(page, "driller");
  await openReport(page);
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, "driller");
  await openReport(second);

  const general = await openSection(page, "general");
  await general.getByLabel(say(en, "ddr.general.currentStatus")).fill("Circulating");
  await general.getByLabel(say(en, "ddr.general.summary24h")).fill("Circulated bottoms up.");
  await general.getByLabel(say(en, "ddr.general.forecast24h")).fill("Trip out for a new bit.");
  await saveButton(general).click();
  await expect(
    page.getByText(say(en, "ddr.editor.sectionSaved", { section: say(en, "ddr.general.title") })),
  ).toBeVisible();

  const stale = await openSection(second, "general");
  await stale.getByLabel(say(en, "ddr.general.currentStatus")).fill("Tripping out");
  await stale.getByLabel(say(en, "ddr.general.summary24h")).fill("Pumped a slug.");
  await stale.getByLabel(say(en, "ddr.general.forecast24h")).fill("Trip out.");
  await saveButton(stale).click();
  await expect(stale.getByRole("alert").first()).toContainText(say(en, "ddr.editor.conflict"));
  await expect(stale.getByLabel(say(en, "ddr.general.currentStatus"))).toHaveValue("Tripping out");
  await other.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused General save keeps its days from spud and on location", async ({ page }) => {
    await signInPlain(page, "driller");
    await page.goto(reportPath);
    const general = await openSection(page, "general");
    const dfs = general.getByLabel(say(en, "ddr.general.dfs"));
    const dol = general.getByLabel(say(en, "ddr.general.dol"));
    const before = { dfs: await dfs.textContent(), dol: await dol.textContent() };
    expect(before.dfs).toMatch(/^\d+$/);
    expect(before.dol).toMatch(/^\d+$/);

    await general.getByLabel(say(en, "ddr.general.rigName")).fill("");
    await general.getByLabel(say(en, "ddr.general.mdAtReport")).fill("1,5");
    await saveButton(general).click();
    await expect(page).toHaveURL(/#section-general$/);
    const refused = section(page, "general");
    await expect(refused.locator(".error-summary")).toBeVisible();
    await expect(refused.getByLabel(say(en, "ddr.general.dfs"))).toHaveText(before.dfs!);
    await expect(refused.getByLabel(say(en, "ddr.general.dol"))).toHaveText(before.dol!);
    await expect(refused.getByLabel(say(en, "ddr.general.mdAtReport"))).toHaveValue("1,5");
  });
});

test.describe("a released well", () => {
  test.afterEach(async ({ page }) => {
    await setLanguage(page, "auto");
  });

  test("the date's hint names its days, spud to rig release, in the reader's date format", async ({
    page,
  }) => {
    await signIn(page, "driller");
    await selectWell(page, RELEASED);
    await page.goto("/form/daily-drilling-report");
    const date = page.getByLabel(say(en, "ddr.editor.reportDate"));
    await expect(date).toHaveAccessibleDescription(
      say(en, "ddr.editor.allReportedReleased", { firstDay: "02/02/2026", release: "04/18/2026" }),
    );

    await setLanguage(page, "id");
    await expect(page.getByLabel(say(id, "ddr.editor.reportDate"))).toHaveAccessibleDescription(
      say(id, "ddr.editor.allReportedReleased", { firstDay: "02/02/2026", release: "18/04/2026" }),
    );

    // A day after the release is asked about before anything is created.
    await page.getByLabel(say(id, "ddr.editor.reportDate")).fill("2026-04-19");
    await page.getByRole("button", { name: say(id, "ddr.editor.create"), exact: true }).click();
    await expect(
      page.getByRole("alert").filter({
        hasText: say(id, "ddr.editor.afterReleaseDate", {
          date: "19/04/2026",
          release: "18/04/2026",
        }),
      }),
    ).toBeVisible();
  });
});

test.describe("on a phone with a well selected", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every control of the top bar stays inside it, the live toggle's state included", async ({
    page,
  }) => {
    await signIn(page, "driller");
    await selectWell(page, WELL);
    const bar = (await page.locator(".top-bar").boundingBox())!;
    const toggle = page.getByRole("button", {
      name: say(en, "notifications.live.label"),
      exact: true,
    });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveText(say(en, "notifications.live.off"));
    for (const control of await page.locator(".top-bar > :visible").all()) {
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(bar.y);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
});
