/**
 * Spreadsheet round trips through the routes, as a browser makes them: a user with a unit system
 * and language downloads a report's template, a test fills it with exceljs like a person would,
 * and the report form's upload answers.
 */
import ExcelJS from "exceljs";
import type { Kysely } from "kysely";
import { expect } from "vitest";

import type { Database } from "~/db/schema";
import type { UploadOutcome } from "~/reports/spreadsheet-limits";
import { action as formAction } from "~/routes/_app.form.daily-drilling-report";
import { loader as templateLoader } from "~/routes/form.daily-drilling-report[.xlsx]";

import { call, ORIGIN } from "../support/requests";

import { createReport, createTestWell, formPath, signIn } from "./ddr-helpers";

export type Workbook = ExcelJS.Workbook;

/** Unit standards as users pick them: 1 api (imperial), 2 apimix (metric), 3 gde. */
export async function setUserSettings(
  db: Kysely<Database>,
  username: string,
  settings: { unitStandard: number; language: "en" | "id" | null },
) {
  await db
    .updateTable("users")
    .set({ unit_standard: settings.unitStandard, language: settings.language })
    .where("username", "=", username)
    .execute();
}

/** A well of its own with a draft report on `date`; its id and the engineer's cookie. */
export async function reportOnNewWell(db: Kysely<Database>, wellName: string, date: string) {
  const wellId = await createTestWell(db, "Demo Energy", wellName);
  const cookie = await signIn("engineer");
  const created = await createReport(cookie, wellId, date);
  expect(created.status, "report created").toBe(302);
  const report = await db
    .selectFrom("reports")
    .select("id")
    .where("well_id", "=", wellId)
    .where("report_date", "=", date)
    .executeTakeFirstOrThrow();
  return { wellId, reportId: report.id, cookie };
}

/** The report's template as the signed-in user downloads it. */
export async function downloadTemplate(cookie: string, wellId: number, date: string) {
  const response = await call(
    templateLoader,
    `/form/daily-drilling-report.xlsx?well=${wellId}&date=${date}`,
    { cookie },
  );
  expect(response.status, "template download").toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

export async function bytesOf(workbook: ExcelJS.Workbook): Promise<ArrayBuffer> {
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as unknown as ArrayLike<number>).slice().buffer;
}

/** Posts a file to the report form's upload, multipart as the browser sends it. */
export async function upload(
  cookie: string,
  wellId: number,
  date: string,
  file: ArrayBuffer | ExcelJS.Workbook,
  name = "filled.xlsx",
): Promise<{ status: number; body: UploadOutcome }> {
  const bytes = file instanceof ArrayBuffer ? file : await bytesOf(file);
  const form = new FormData();
  form.set("workbook", new Blob([bytes]), name);
  const request = new Request(`${ORIGIN}${formPath(wellId, date)}`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: ORIGIN, host: "localhost:3000" },
  });
  let response: Response;
  try {
    response = (await formAction({ request, params: {}, context: {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) response = thrown;
    else throw thrown;
  }
  return { status: response.status, body: (await response.json()) as UploadOutcome };
}

/** The refusal's messages, for assertions. */
export function problems(body: UploadOutcome) {
  if (body.saved) throw new Error(`expected a refusal, got: ${JSON.stringify(body)}`);
  return body.errors;
}

/** The notes of a saved upload. */
export function notes(body: UploadOutcome): string[] {
  if (!body.saved) throw new Error(`expected the file saved, got: ${JSON.stringify(body)}`);
  return body.notes;
}

/** The row a block's caption stands on, and its header row's columns by header text. */
export function block(sheet: ExcelJS.Worksheet, caption: string) {
  let captionRow = 0;
  sheet.eachRow((row, number) => {
    if (!captionRow && String(row.getCell(1).value ?? "").trim() === caption) captionRow = number;
  });
  expect(captionRow, `caption “${caption}” on ${sheet.name}`).toBeGreaterThan(0);
  const headerRow = captionRow + 1;
  /** The column whose header starts with `label` (the unit and required mark follow it). */
  const column = (label: string) => {
    let found = 0;
    sheet.getRow(headerRow).eachCell((cell, number) => {
      const text = String(cell.value ?? "");
      if (!found && (text === label || text.startsWith(`${label} (`) || text === `${label} *`)) {
        found = number;
      }
    });
    expect(found, `column “${label}” on ${sheet.name}`).toBeGreaterThan(0);
    return found;
  };
  /** The cell of the `index`th value row (0 = the first row under the header). */
  const cell = (label: string, index = 0) => sheet.getCell(headerRow + 1 + index, column(label));
  return { captionRow, headerRow, column, cell };
}

/** Writes rows of values under a block's headers, by header label. */
export function fill(
  sheet: ExcelJS.Worksheet,
  caption: string,
  rows: Record<string, ExcelJS.CellValue>[],
) {
  const found = block(sheet, caption);
  rows.forEach((values, index) => {
    for (const [label, value] of Object.entries(values)) found.cell(label, index).value = value;
  });
  return found;
}

/** A saved section's stored value (SI). */
export async function savedSection(db: Kysely<Database>, reportId: number, sectionId: string) {
  const row = await db
    .selectFrom("report_sections")
    .select(["data", "version"])
    .where("report_id", "=", reportId)
    .where("section_id", "=", sectionId)
    .executeTakeFirst();
  return row ? { value: row.data as Record<string, unknown>, version: row.version } : null;
}
