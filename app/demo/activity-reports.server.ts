/**
 * Stores the demo drilling-activity and subsurface reports of a well (app/demo/generator/
 * activity-reports.ts) as the forms store them: a report row numbered per well and kind, one
 * section row per saved section with its computed figures. Each takes the state of the day's
 * DDR: approved with it, submitted with it, a draft beside a draft.
 */

import { generateActivityReports } from "~/demo/generator/activity-reports";
import type { GeneratedWell } from "~/demo/generator/types";
import { dayFiguresOf } from "~/sections/day-figures";
import { reportKind } from "~/sections/report-kinds";
import { computeSection } from "~/sections/compute";
import type { SectionContext, StoredSectionValue } from "~/sections/vocabulary";

import { complete, jsonPart } from "./section-values";
import type { Tx } from "~/db/schema";

export interface DemoActivityInput {
  orgId: number;
  wellId: number;
  well: GeneratedWell;
  count: number;
  spudDate: string;
  /** The state of each day's DDR. */
  statusOn: ReadonlyMap<string, "draft" | "submitted" | "approved" | "returned">;
  authorId: number | null;
  approverId: number | null;
}

/** Stores them; returns how many rows were written. */
export async function writeDemoActivityReports(tx: Tx, input: DemoActivityInput): Promise<number> {
  const activities = generateActivityReports(input.well, input.count);
  const numbers = new Map<string, number>();
  let rows = 0;
  for (const activity of activities) {
    const declaration = reportKind(activity.kind);
    const reportNo = (numbers.get(activity.kind) ?? 0) + 1;
    numbers.set(activity.kind, reportNo);
    const dayStatus = input.statusOn.get(activity.reportDate) ?? "draft";
    const status = dayStatus === "returned" ? "submitted" : dayStatus;
    const created = new Date(`${activity.reportDate}T18:00:00Z`);
    const decided = new Date(created.getTime() + 16 * 3600 * 1000);
    const { id } = await tx
      .insertInto("reports")
      .values({
        org_id: input.orgId,
        well_id: input.wellId,
        kind: activity.kind,
        report_date: activity.reportDate,
        report_no: reportNo,
        status,
        return_comment: null,
        carry_over: null,
        md_at_report: null,
        tvd_at_report: null,
        daily_cost: null,
        npt_time: null,
        created_by: input.authorId,
        created_at: created,
        updated_by: input.authorId,
        updated_at: status === "approved" ? decided : created,
        submitted_by: status === "draft" ? null : input.authorId,
        submitted_at: status === "draft" ? null : created,
        approved_by: status === "approved" ? input.approverId : null,
        approved_at: status === "approved" ? decided : null,
        returned_by: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const context = {
      reportDate: activity.reportDate,
      dayStart: "00:00",
      spudDate: input.spudDate,
      firstReportDate: null,
      previous: null,
      deepestStation: null,
      bhaTotals: null,
      bitInHoleSize: null,
      ...dayFiguresOf({}),
    } satisfies SectionContext;
    const sectionRows = Object.entries(activity.sections).map(([sectionId, value]) => {
      const section = declaration.sections.find((s) => s.id === sectionId)!;
      const computed = computeSection(
        section,
        complete(section, value as StoredSectionValue),
        context,
      );
      return {
        report_id: id,
        org_id: input.orgId,
        section_id: sectionId,
        data: JSON.stringify(jsonPart(section, computed)),
        version: 1,
        saved_by: input.authorId,
        saved_at: created,
      };
    });
    if (sectionRows.length > 0)
      await tx.insertInto("report_sections").values(sectionRows).execute();
    rows += 1 + sectionRows.length;
  }
  return rows;
}
