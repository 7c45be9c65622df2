import { expect, test, type Page } from "@playwright/test";

import { en } from "../../app/i18n/en";
import { ACTIVITY_KINDS } from "../../app/sections/report-kinds";

import { labelled } from "./activity-values";
import {
  cell,
  isoDay,
  openApprovalList,
  openSection,
  section,
  selectWell,
  signInPlain,
} from "./ddr-fixtures";
import { signIn } from "./fixtures";

// A casing report goes through its whole life on a day the well has a DDR: created by the
// engineer, its tally typed joint by joint, saved, submitted, approved by the manager, then
// read-only and listed on the day's consolidated report. Every other kind's form opens with its
// sections, a kick report saves with JavaScript off, and a coring report with JavaScript off
// refuses a mistake next to its field without losing what was typed.

const WELL = "KR-B1";
let day = "";
let wellId = "";
let casingPath = "";

/** A field by its label as the form writes it: the name, then its unit and a required mark. */
const field = labelled;

async function openDay(page: Page) {
  await selectWell(page, WELL);
  await page.goto("/form/consolidated-daily-drilling-report");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  day = await page.locator("#consolidated-date").inputValue();
  const edit = await page
    .getByRole("link", { name: en.ddr.consolidated.edit })
    .getAttribute("href");
  wellId = new URL(edit!, "http://x").searchParams.get("well")!;
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
}

// The specs after this one expect the engineer without a selected well: going home clears it.
test.afterEach(async ({ page }) => {
  if (page.url().startsWith("http")) await page.goto("/");
});

async function createReport(page: Page, type: string, date: string) {
  await page.goto(`/form/drilling-activity/${type}?well=${wellId}`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel(en.ddr.editor.reportDate).fill(date);
  await page.getByRole("button", { name: en.activity.editor.create }).click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await page.waitForLoadState("networkidle");
}

/**
 * Creates a kick report on a day and saves its kick taken at a time: 500 psi SIDPP at 10,000 ft
 * TVD in 10 ppg mud, so a kill-mud weight of 10.96 ppg. Works with JavaScript off.
 */
async function writeKick(page: Page, form: string, date: string, time: string) {
  await page.goto(form);
  await page.getByLabel(en.ddr.editor.reportDate).fill(date);
  await page.getByRole("button", { name: en.activity.editor.create }).click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  const kick = await openSection(page, "kick");
  await field(kick, en.activity.kick.kickTime).fill(time);
  await field(kick, en.activity.kick.md).fill("10500");
  await field(kick, en.activity.kick.tvd).fill("10000");
  await field(kick, en.activity.kick.pitGain).fill("12");
  await field(kick, en.activity.kick.sidpp).fill("500");
  await field(kick, en.activity.kick.sicp).fill("650");
  await field(kick, en.activity.kick.mudDensity).fill("10");
  await kick.getByRole("button", { name: `Save ${en.activity.kick.title}` }).click();
  await expect(field(section(page, "kick"), en.activity.kick.killMudWeight)).toHaveText("10.96");
}

test.describe("a casing report from draft to approved", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test("the engineer writes the tally, sees the shoe depth follow, saves and submits", async ({
    page,
  }) => {
    await signIn(page, "engineer");
    await openDay(page);
    await createReport(page, "casing", day);
    casingPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      `${en.activity.kinds.casing} #`,
    );

    const casing = await openSection(page, "casingRun");
    await field(casing, en.activity.casingRun.stringType).selectOption("intermediate");
    await field(casing, en.activity.casingRun.holeSize).fill("12.25");
    await field(casing, en.activity.casingRun.od).fill("9.625");
    await field(casing, en.activity.casingRun.shoeTrackJoints).fill("1");
    await casing.getByRole("button", { name: en.ddr.editor.addRow }).click();
    const joints = ["40", "39.5", "41"];
    for (const [index, length] of joints.entries()) {
      await cell(casing, en, en.activity.casingRun.jointNo, index + 1).fill(String(index + 1));
      await cell(casing, en, en.activity.casingRun.length, index + 1).fill(length);
    }
    // Worked out while typing: 40 + 39.5 + 41 ft.
    await expect(cell(casing, en, en.activity.casingRun.cumulative, 3)).toHaveText("120.5");
    await expect(field(casing, en.activity.casingRun.shoeMd)).toHaveText("120.5");
    await expect(field(casing, en.activity.casingRun.floatCollarMd)).toHaveText("80.5");

    // Leaving with the tally unsaved asks the spec's question.
    await page.getByRole("link", { name: en.activity.editor.newOrOther }).click();
    const leave = page.getByRole("alertdialog", { name: en.ddr.editor.leaveTitle });
    await expect(leave).toContainText(en.ddr.editor.leaveMessage);
    await leave.getByRole("button", { name: en.ddr.editor.stay }).click();

    await casing.getByRole("button", { name: `Save ${en.activity.casingRun.title}` }).click();
    await expect(page.getByText(`${en.activity.casingRun.title} saved.`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(field(section(page, "casingRun"), en.activity.casingRun.shoeMd)).toHaveText(
      "120.5",
    );

    await page.getByRole("button", { name: en.ddr.editor.submit }).click();
    await expect(page.getByText(en.ddr.editor.submitted)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator(".ddr-header .status-badge")).toHaveText(en.ddr.status.submitted);
  });

  test("the manager approves it beside the DDRs and it becomes read-only", async ({ page }) => {
    await signIn(page, "manager");
    // The list is of one well: the manager switches to the well the report is on.
    await openApprovalList(page, WELL);
    const reportNo = new URLSearchParams(casingPath.split("?")[1]).get("id");
    expect(reportNo).toBeTruthy();
    await expect(page.getByRole("heading", { name: en.activity.approval.ddrs })).toBeVisible();
    const waiting = page.getByRole("region", { name: en.activity.approval.activities });
    // Listed with its kind and well; the review opens this one.
    const row = waiting
      .getByRole("row")
      .filter({ has: page.locator(`a[href$="report=${reportNo}"]`) });
    await expect(row).toContainText(en.activity.kinds.casing);
    await expect(row).toContainText(WELL);
    await row.getByRole("link", { name: new RegExp(en.ddr.approval.review) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(en.activity.kinds.casing);
    await page.getByRole("button", { name: en.ddr.approval.approve }).click();
    await expect(page.getByText(en.ddr.approval.approved)).toBeVisible({ timeout: 30_000 });

    await page.goto(`/report/drilling-activity/casing?id=${reportNo}`);
    await expect(page.locator(".ddr-header .status-badge")).toHaveText(en.ddr.status.approved);
    await expect(section(page, "casingRun")).toContainText("120.5");
    await expect(page.getByRole("button", { name: /^Save / })).toHaveCount(0);
  });

  test("the engineer finds it read-only and on the day's consolidated report", async ({ page }) => {
    await signIn(page, "engineer");
    await page.goto(casingPath);
    await expect(
      page.getByText(en.ddr.editor.readOnly.replace("{{status}}", "approved")),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^Save / })).toHaveCount(0);

    await page.goto(`/form/consolidated-daily-drilling-report?well=${wellId}&date=${day}`);
    const activities = page.getByRole("region", { name: en.activity.consolidated.title });
    const casingId = new URLSearchParams(casingPath.split("?")[1]).get("id");
    const link = activities.locator(`a[href$="casing?id=${casingId}"]`);
    await expect(link).toContainText(`${en.activity.kinds.casing} #`);
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/report\/drilling-activity\/casing\?id=\d+/);
    await expect(page.locator(".ddr-header .status-badge")).toHaveText(en.ddr.status.approved);
  });
});

test("every drilling-activity form opens a report with its sections", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, "engineer");
  await openDay(page);
  for (const kind of ACTIVITY_KINDS) {
    await createReport(page, kind.slug, isoDay(0));
    for (const declared of kind.sections) {
      const title = declared.labelKey
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
  }
});

test("a kick report saves with JavaScript off and shows its kill-mud weight", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInPlain(page, "engineer");
  await selectWell(page, WELL);
  await writeKick(page, "/form/drilling-activity/kick", isoDay(-1), "14:30");
  await page.goto("/");
  await context.close();
});

test("with JavaScript off a coring report refuses a bottom above its top next to the field, keeps what was typed and submits once fixed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInPlain(page, "engineer");
  await selectWell(page, WELL);
  await page.goto("/form/drilling-activity/coring");
  await page.getByLabel(en.ddr.editor.reportDate).fill(isoDay(-2));
  await page.getByRole("button", { name: en.activity.editor.create }).click();
  await expect(page).toHaveURL(/[?&]id=\d+/);

  let coring = await openSection(page, "coring");
  await field(coring, en.activity.coring.coreNo).fill("3");
  await field(coring, en.activity.coring.topMd).fill("8,250");
  await field(coring, en.activity.coring.bottomMd).fill("8190");
  await field(coring, en.activity.coring.formation).fill("Upper sandstone");
  await coring.getByRole("button", { name: `Save ${en.activity.coring.title}` }).click();

  // The server's answer: the message under the bottom, everything typed still there.
  coring = await openSection(page, "coring");
  const bottom = field(coring, en.activity.coring.bottomMd);
  await expect(bottom).toHaveAttribute("aria-invalid", "true");
  const describedBy = await bottom.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(
    en.activity.problems.bottomAboveTop,
  );
  await expect(bottom).toHaveValue("8190");
  await expect(field(coring, en.activity.coring.topMd)).toHaveValue("8,250");
  await expect(field(coring, en.activity.coring.coreNo)).toHaveValue("3");
  await expect(field(coring, en.activity.coring.formation)).toHaveValue("Upper sandstone");
  const state = page
    .getByRole("navigation", { name: en.ddr.editor.sections })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: en.activity.coring.title, exact: true }) });
  await expect(state).toContainText(en.ddr.editor.notSaved);

  await bottom.fill("8310");
  await coring.getByRole("button", { name: `Save ${en.activity.coring.title}` }).click();
  await expect(state).toContainText(en.ddr.editor.saved);
  // 8,250 read as eight thousand two hundred and fifty feet: a 60 ft core.
  await expect(field(section(page, "coring"), en.activity.coring.cut)).toHaveText(/^60(\.0+)?$/);

  await page.getByRole("button", { name: en.ddr.editor.submit }).click();
  await expect(page.locator(".ddr-header .status-badge")).toHaveText(en.ddr.status.submitted);
  await page.goto("/");
  await context.close();
});

test("with JavaScript off a new time-log row refused by the save shows no link to the reports of a saved row's period", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInPlain(page, "engineer");
  // KR-A2's latest DDR is a draft.
  await selectWell(page, "KR-A2");
  await page.goto("/form/consolidated-daily-drilling-report");
  const date = await page.locator("#consolidated-date").inputValue();
  const edit = await page
    .getByRole("link", { name: en.ddr.consolidated.edit })
    .getAttribute("href");
  const well = new URL(edit!, "http://x").searchParams.get("well")!;
  const ddr = `/form/daily-drilling-report?well=${well}&date=${date}`;
  await page.goto(ddr);
  let timeLog = await openSection(page, "timeLog");
  const firstFrom = await timeLog.locator('[name="rows[0].fromTime"]').inputValue();
  expect(firstFrom).toMatch(/^\d{2}:\d{2}$/);

  // A kick taken at the start of the first row: the DDR links that row to it.
  await writeKick(page, `/form/drilling-activity/kick?well=${well}`, date, firstFrom);

  await page.goto(ddr);
  timeLog = await openSection(page, "timeLog");
  const links = timeLog.locator(".row-covered");
  const linked = await links.count();
  expect(linked).toBeGreaterThan(0);
  await expect(
    timeLog.locator("tr", { has: page.locator('[name="rows[0].fromTime"]') }),
  ).toContainText(`${en.activity.kinds.kick} #`);

  // A new row typed with the first row's period: the save refuses the overlap and gives the row
  // back as typed, without a link, since it is not saved.
  const froms = await timeLog
    .locator('input[name$=".fromTime"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const blank = froms.indexOf("");
  expect(blank).toBeGreaterThan(0);
  const cellOf = (index: number, name: string) =>
    timeLog.locator(`[name="rows[${index}].${name}"]`);
  await cellOf(blank, "fromTime").fill(firstFrom);
  await cellOf(blank, "toTime").fill(await cellOf(0, "toTime").inputValue());
  for (const name of ["phase", "iadcCode", "activityCategory"]) {
    await cellOf(blank, name).selectOption(await cellOf(0, name).inputValue());
  }
  await cellOf(blank, "description").fill("Circulated bottoms up again");
  await timeLog.getByRole("button", { name: /^Save / }).click();

  timeLog = await openSection(page, "timeLog");
  await expect(cellOf(blank, "description")).toHaveValue("Circulated bottoms up again");
  await expect(timeLog.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(
    timeLog
      .locator("tr", { has: page.locator(`[name="rows[${blank}].fromTime"]`) })
      .locator(".row-covered"),
  ).toHaveCount(0);
  await expect(links).toHaveCount(linked);
  await page.goto("/");
  await context.close();
});
