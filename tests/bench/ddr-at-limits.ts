/**
 * A daily drilling report with every table at its row limit: the largest page and template the
 * app allows. Values are plausible for each field's kind and limits (not a consistent drilling
 * day: the page and the template are measured, not the day's rules), written straight to
 * storage the way a save writes them.
 */
import type { Kysely } from "kysely";

import type { Database } from "~/db/schema";
import { createDdr, findDdr } from "~/reports/ddr.server";
import type { LookupOptions } from "~/sections/lookup-lists";
import { DDR_SECTIONS } from "~/sections";
import type {
  AnySection,
  FieldDeclaration,
  StoredRow,
  StoredSectionValue,
} from "~/sections/vocabulary";
import { saveCheckedSections, type DdrActor } from "~/reports/ddr.server";
import { DDR_KIND } from "~/sections/report-kinds";
import { computeSection } from "~/sections/compute";

import { insertWellOnItsOwnPad } from "../support/test-well";

function sampleValue(
  declaration: FieldDeclaration,
  index: number,
  lookups: LookupOptions,
  reportDate: string,
): StoredRow[string] {
  if (declaration.computed) return declaration.kind === "boolean" ? false : null;
  switch (declaration.kind) {
    case "quantity": {
      const low = declaration.min ?? 0;
      const high = declaration.max ?? declaration.below ?? low + 1000;
      return low + ((high - low) * ((index % 9) + 1)) / 20;
    }
    case "integer":
      return Math.min(declaration.max ?? 99, (declaration.min ?? 0) + (index % 5) + 1);
    case "money":
      return `${1000 + index}.50`;
    case "text":
      return `Sample ${index + 1}`.slice(0, declaration.maxLength ?? 120);
    case "longText":
      return `Sample text for row ${index + 1}, as long as a remark usually is.`;
    case "date":
      return reportDate;
    case "time":
      return `${String(index % 24).padStart(2, "0")}:00`;
    case "lookup":
      return (
        lookups[declaration.list]?.[index % (lookups[declaration.list]?.length || 1)]?.code ?? null
      );
    case "reference": {
      const option = lookups[declaration.to]?.[0];
      return option ? Number(option.code) : null;
    }
    case "boolean":
      return index % 2 === 0;
    case "costPerLength":
      return null;
    default: {
      const exhaustive: never = declaration;
      return exhaustive;
    }
  }
}

/** Every section's value with each table at its row limit. */
export function sectionsAtLimits(
  lookups: LookupOptions,
  reportDate: string,
): { section: AnySection; value: StoredSectionValue }[] {
  return (DDR_SECTIONS as readonly AnySection[]).map((section) => {
    const value: StoredSectionValue = {};
    for (const f of section.fields) value[f.name] = sampleValue(f, 0, lookups, reportDate);
    for (const table of section.tables) {
      value[table.name] = Array.from({ length: table.maxRows }, (_, index) => {
        const row: StoredRow = {};
        for (const column of table.columns) {
          row[column.name] = sampleValue(column, index, lookups, reportDate);
        }
        return row;
      });
    }
    return { section, value };
  });
}

/** Writes every section of a report with its tables full; the report must be editable. */
export async function fillReportToLimits(actor: DdrActor, reportId: number) {
  const saved = await saveCheckedSections(actor, DDR_KIND, { id: reportId }, (input) =>
    sectionsAtLimits(input.lookups, input.header.reportDate).map(({ section, value }) => ({
      section,
      // Computed values are stored with the rest, as a save stores them.
      value: computeSection(section, value, input.context),
      expectedVersion: 0,
    })),
  );
  if (!saved.ok) throw new Error(`the report at its limits was not saved: ${saved.reason}`);
}

/** How many rows the report holds in all its tables at their limits. */
export function rowsAtLimits(): number {
  return (DDR_SECTIONS as readonly AnySection[]).reduce(
    (sum, section) => sum + section.tables.reduce((rows, table) => rows + table.maxRows, 0),
    0,
  );
}

export const LIMITS_WELL = "LIMITS-1";
export const LIMITS_DATE = "2026-03-02";

/**
 * The report at its limits on a well of its own (outside the benchmark wells' names), made once
 * per data folder for the engineer's organisation.
 */
export async function ensureLimitsReport(
  db: Kysely<Database>,
  actor: DdrActor,
): Promise<{ wellId: number; reportDate: string; reportId: number }> {
  let well = await db
    .selectFrom("wells")
    .select("id")
    .where("org_id", "=", actor.orgId)
    .where("name", "=", LIMITS_WELL)
    .executeTakeFirst();
  if (!well) {
    well = await insertWellOnItsOwnPad(db, actor.orgId, LIMITS_WELL, {
      wellType: "oil",
      spudDate: "2026-03-01",
      plannedTd: 4000,
      rig: "Rig L-1",
    });
  }
  let reportId = (await findDdr(actor.orgId, well.id, LIMITS_DATE))?.id;
  if (!reportId) {
    const created = await createDdr(actor, well.id, LIMITS_DATE);
    if (!created.ok) throw new Error("the report at its limits could not be created");
    reportId = created.report.id;
  }
  const filled = await db
    .selectFrom("report_sections")
    .select("section_id")
    .where("report_id", "=", reportId)
    .executeTakeFirst();
  if (!filled) await fillReportToLimits(actor, reportId);
  return { wellId: well.id, reportDate: LIMITS_DATE, reportId };
}
