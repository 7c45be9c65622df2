/**
 * Creating a daily drilling report: numbered after the well's last one, starting from what the
 * previous report carries over (DOMAIN.md §6).
 */

import { getDb } from "~/db/db.server";
import type { Tx } from "~/db/schema";
import type { CarryOver, CarriedSection } from "~/domain/reports/carry-over";
import { carryOver } from "~/sections/carry-over";
import { withLastCasing } from "~/domain/reports/casing-carry-over";
import { earliestMissingDay, nextDay, type WellDays } from "~/domain/reports/report-days";

import {
  SECTIONS,
  costBefore,
  getDdr,
  previousReport,
  type Db,
  type DdrActor,
  type DdrHeader,
} from "./ddr-read.server";
import { storeCarriedSections } from "./carried-sections.server";
import { auditReportCreated, insertNextReport, lockWellForNumbering } from "./report-create.server";
import { refreshReportFigures } from "./report-figures.server";
import { inTransaction } from "./report-lock.server";
import { readSections } from "./section-storage.server";

/**
 * The date a new report is offered for: the earliest day without a report from the well's first
 * one up to today (or the rig release, when earlier); today for a well without reports; null
 * when every day up to then has its report.
 */
export async function suggestedDdrDate(
  orgId: number,
  wellId: number,
  today: string,
): Promise<string | null> {
  const db = await getDb();
  const well = await db
    .selectFrom("wells")
    .select("release_date")
    .where("org_id", "=", orgId)
    .where("id", "=", wellId)
    .executeTakeFirst();
  const release = well?.release_date ?? null;
  const lastDay = release && release < today ? release : today;
  const reported = await db
    .selectFrom("reports")
    .select("report_date")
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .where("kind", "=", "ddr")
    .where("report_date", "<=", lastDay)
    .execute();
  return earliestMissingDay(
    reported.map((row) => row.report_date),
    lastDay,
  );
}

/**
 * The well's first day: its spud date or its first daily report, whichever is earlier (a rig on
 * location reports before spud). A report dated before it is most likely a mistyped year.
 */
export async function firstWellDay(orgId: number, wellId: number): Promise<string | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("wells as w")
    .select((eb) => [
      "w.spud_date",
      eb
        .selectFrom("reports as r")
        .select((inner) => inner.fn.min("r.report_date").as("first"))
        .whereRef("r.well_id", "=", "w.id")
        .where("r.org_id", "=", orgId)
        .where("r.kind", "=", "ddr")
        .as("first_report"),
    ])
    .where("w.org_id", "=", orgId)
    .where("w.id", "=", wellId)
    .executeTakeFirst();
  const days = [row?.spud_date, row?.first_report].filter((day): day is string => !!day);
  return days.length === 0 ? null : days.reduce((a, b) => (b < a ? b : a));
}

/** The days the well's reports are for: its first day and its rig release, when set. */
export async function wellDays(orgId: number, wellId: number): Promise<WellDays> {
  const db = await getDb();
  const [firstDay, well] = await Promise.all([
    firstWellDay(orgId, wellId),
    db
      .selectFrom("wells")
      .select("release_date")
      .where("org_id", "=", orgId)
      .where("id", "=", wellId)
      .executeTakeFirst(),
  ]);
  return { firstDay, release: well?.release_date ?? null };
}

/** The well's latest casing report up to a day with its string saved (not a returned draft). */
async function lastCasingRun(tx: Db, orgId: number, wellId: number, reportDate: string) {
  const row = await tx
    .selectFrom("reports as r")
    .innerJoin("report_sections as s", "s.report_id", "r.id")
    .select(["r.report_no", "r.report_date", "s.data"])
    .where("r.org_id", "=", orgId)
    .where("r.well_id", "=", wellId)
    .where("r.kind", "=", "casing")
    .where("r.status", "in", ["submitted", "approved"])
    .where("r.report_date", "<=", reportDate)
    .where("s.section_id", "=", "casingRun")
    .orderBy("r.report_date", "desc")
    .orderBy("r.report_no", "desc")
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        reportNo: row.report_no,
        reportDate: row.report_date,
        value: row.data as Record<string, unknown>,
      }
    : null;
}

export type CreateResult =
  { ok: true; report: DdrHeader; created: boolean } | { ok: false; reason: "wellNotFound" };

/**
 * Opens the DDR of a well and date, creating it when there is none: the carry-over is stored on
 * it as its own sections, marked as carried over.
 */
export async function createDdr(
  actor: DdrActor,
  wellId: number,
  reportDate: string,
  options: { tx?: Tx } = {},
): Promise<CreateResult> {
  const reportId = await inTransaction(options.tx, async (tx) => {
    const well = await lockWellForNumbering(tx, actor.orgId, wellId);
    if (!well) return null;
    const existing = await tx
      .selectFrom("reports")
      .select("id")
      .where("org_id", "=", actor.orgId)
      .where("well_id", "=", wellId)
      .where("kind", "=", "ddr")
      .where("report_date", "=", reportDate)
      .executeTakeFirst();
    if (existing) return { id: existing.id, created: false };

    const previous = await previousReport(tx, actor.orgId, wellId, reportDate);
    let carried: CarryOver | null = null;
    if (previous) {
      const saved = await readSections(tx, SECTIONS, { orgId: actor.orgId, reportId: previous.id });
      carried = withLastCasing(
        carryOver({
          reportNo: previous.report_no,
          reportDate: previous.report_date,
          cumulativeCost: await costBefore(tx, actor.orgId, wellId, nextDay(previous.report_date)),
          sections: Object.fromEntries(
            Object.entries(saved).map(([id, section]) => [id, section.value as CarriedSection]),
          ),
        }),
        await lastCasingRun(tx, actor.orgId, wellId, reportDate),
      );
    }
    const { id, reportNo } = await insertNextReport(tx, actor, {
      wellId,
      kind: "ddr",
      reportDate,
      carryOver: carried ? JSON.stringify(carried) : null,
    });
    const carriedSections = await storeCarriedSections(
      tx,
      actor,
      { id, wellId, reportDate },
      carried,
      new Set(),
    );
    await refreshReportFigures(tx, actor.orgId, id, wellId, reportDate);
    await auditReportCreated(tx, actor, id, {
      kind: "ddr",
      well: well.name,
      reportDate,
      reportNo,
      carriedFrom: previous?.report_no ?? null,
      carriedSections,
    });
    return { id, created: true };
  });
  if (!reportId) return { ok: false, reason: "wellNotFound" };
  const report = await getDdr(actor.orgId, reportId.id, "ddr", options.tx);
  return { ok: true, report: report!, created: reportId.created };
}
