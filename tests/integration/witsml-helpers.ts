import { getDb } from "~/db/db.server";
import { drillReportFromSections } from "~/interop/witsml/ddr-mapping";
import { loadDdr } from "~/reports/ddr.server";

/**
 * The well of the organisation's latest approved daily report: that approved report, and the
 * well's latest report whatever its state (a day after it goes on from its depth).
 */
export async function wellWithApproved(actor: { orgId: number }) {
  const db = await getDb();
  const approved = await db
    .selectFrom("reports")
    .select(["id", "well_id"])
    .where("org_id", "=", actor.orgId)
    .where("kind", "=", "ddr")
    .where("status", "=", "approved")
    .orderBy("report_date", "desc")
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom("reports")
    .select(["id", "report_date"])
    .where("well_id", "=", approved.well_id)
    .where("kind", "=", "ddr")
    .orderBy("report_date", "desc")
    .executeTakeFirstOrThrow();
  return {
    approvedId: approved.id,
    approved: (await loadDdr(actor.orgId, approved.id))!,
    wellId: approved.well_id,
    document: (await loadDdr(actor.orgId, last.id))!,
    after: String(last.report_date).slice(0, 10),
  };
}

/** A report's sections as the WITSML model of another day, as the export maps them. */
export const exportedDay = (
  document: { well: { name: string }; values: Parameters<typeof drillReportFromSections>[1] },
  reportDate: string,
) =>
  drillReportFromSections(
    {
      wellUid: "w",
      wellName: document.well.name,
      wellboreUid: "wb",
      reportUid: "r",
      reportNo: 0,
      reportDate,
      createdAt: "2026-01-01T00:00:00Z",
    },
    document.values,
  );
