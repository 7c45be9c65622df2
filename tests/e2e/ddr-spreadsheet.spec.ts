import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";

import { openSection, signInPlain } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// The engineer downloads the template of a draft report, fills the depth in a spreadsheet and
// uploads it; a file with a bad cell is refused with its sheet, row and column, and nothing moves.
// It works on the latest draft the demo left, raising its depth by a foot or a metre only, so the
// reports other specs create after it still carry a sensible depth.

const WELL = "KR-A2";
const SHEET = "General";
const MD = "MD at report time";

let folder = "";

test.beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "ddr-xlsx-"));
});
test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Opens the DDR form on KR-A2 without changing the user's selected well when it can. */
async function openWell(page: Page) {
  await page.goto("/form/daily-drilling-report");
  const picker = page.getByLabel("Choose the well to report on");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  if (await picker.isVisible()) {
    await picker.selectOption({ label: WELL });
    await page.getByRole("button", { name: "Open" }).click();
  } else if (!(await heading.innerText()).includes(WELL)) {
    // Another well is selected: make KR-A2 the selected one instead.
    await page.goto(`/field/well?q=${WELL}`);
    const badge = page.getByRole("link", { name: new RegExp(`Selected well: ${WELL}`) });
    if ((await badge.count()) === 0)
      await page.getByRole("button", { name: `Select ${WELL}` }).click();
    await expect(badge).toBeVisible();
    await page.goto("/form/daily-drilling-report");
  }
  await expect(heading).toContainText(WELL);
}

/** The MD cell of the General sheet: its column is found by the header, the value is under it. */
function mdCell(workbook: ExcelJS.Workbook) {
  const sheet = workbook.getWorksheet(SHEET)!;
  let column = 0;
  sheet.getRow(2).eachCell((cell, number) => {
    if (String(cell.value).startsWith(MD)) column ||= number;
  });
  expect(column, "MD column in the template").toBeGreaterThan(0);
  return { header: String(sheet.getCell(2, column).value), cell: sheet.getCell(3, column) };
}

const shown = async (page: Page) =>
  Number(
    (await (await openSection(page, "general")).getByLabel(MD).inputValue()).replace(/,/g, ""),
  );

test("the engineer fills a draft report's template and uploads it; a bad file saves nothing", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, "engineer");
  await openWell(page);

  // The latest draft of the well (a report other specs approve is never picked).
  await page
    .locator(".recent-reports li")
    .filter({ hasText: "Draft" })
    .first()
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  const reportUrl = new URL(page.url());
  const upload = page.getByRole("region", { name: "Spreadsheet" });
  await expect(upload).toBeVisible();

  // The template, in the user's units, starts from what is saved.
  const downloading = page.waitForEvent("download");
  await upload.getByRole("link", { name: "Download template (.xlsx)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^DDR-template-KR-A2-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const templatePath = path.join(folder, "template.xlsx");
  await download.saveAs(templatePath);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const md = mdCell(workbook);
  const unit = /\((ft|m)\)/.exec(md.header)?.[1];
  expect(unit, md.header).toBeTruthy();
  const before = Number(md.cell.value);
  expect(before).toBeGreaterThan(0);
  expect(Math.abs(before - (await shown(page)))).toBeLessThan(0.01);
  const deeper = Math.ceil(before) + 1;
  md.cell.value = deeper;
  const filled = path.join(folder, "filled.xlsx");
  await workbook.xlsx.writeFile(filled);

  await upload.getByLabel(/Filled template/).setInputFiles(filled);
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(reportUrl.toString());
  await expect.poll(() => shown(page), { timeout: 30_000 }).toBe(deeper);
  // What the file did not change is told next to the upload, not passed over.
  const told = upload.getByRole("status");
  await expect(told).toContainText("Saved. Not everything in the file was read:");
  await expect(told).toContainText("Left empty, so nothing was saved from them:");
  // Shown in the user's units: the editor's column says the same unit as the template's header.
  await expect(page.locator("#section-general")).toContainText(unit!);

  // A negative depth: refused with the sheet, row and column named; the saved depth stays.
  md.cell.value = -5;
  const bad = path.join(folder, "bad.xlsx");
  await workbook.xlsx.writeFile(bad);
  await upload.getByLabel(/Filled template/).setInputFiles(bad);
  await upload.getByRole("button", { name: "Upload" }).click();
  const alert = upload.getByRole("alert");
  await expect(alert).toContainText("The file was not saved: 1 problem. Fix it and upload again.", {
    timeout: 30_000,
  });
  // Told under the file field, which says it is the one at fault.
  const file = upload.getByLabel(/Filled template/);
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toHaveAccessibleDescription(/^The file was not saved: 1 problem\./);
  const problems = alert.getByRole("table", { name: "Problems in the uploaded file" });
  const row = problems.locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row.locator("td").nth(0)).toHaveText(SHEET);
  await expect(row.locator("td").nth(1)).toHaveText("3");
  await expect(row.locator("td").nth(2)).toContainText(MD);

  await page.goto(reportUrl.pathname + reportUrl.search);
  expect(await shown(page)).toBe(deeper);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused upload comes back with its message in view", async ({ page }) => {
    await signInPlain(page, "engineer");
    await openWell(page);
    await page
      .locator(".recent-reports li")
      .filter({ hasText: "Draft" })
      .first()
      .getByRole("link")
      .click();
    const upload = page.getByRole("region", { name: "Spreadsheet" });
    const notWorkbook = path.join(folder, "notes.xlsx");
    await writeFile(notWorkbook, "Morning notes, typed in a text editor.");
    await upload.getByLabel(/Filled template/).setInputFiles(notWorkbook);
    await upload.getByRole("button", { name: "Upload" }).click();
    const alert = page.getByRole("region", { name: "Spreadsheet" }).getByRole("alert");
    await expect(alert).toContainText("The file is not an Excel workbook (.xlsx).");
    await expect(alert).toBeInViewport();
  });
});
