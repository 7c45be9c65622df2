import { sql, type Updateable } from "kysely";

import type { Tx } from "~/db/schema";
import type { ReportTable } from "~/db/tables/reports";
import { projectTvd } from "~/domain/survey/projection";
import type { StoredSectionValue } from "~/sections/vocabulary";

/**
 * Header figures for lists and dashboards, from what is saved now: one read (the depth and the
 * deepest station) and one update, which also sets `also` (a save's status and version).
 */
export async function refreshReportFigures(
  tx: Tx,
  orgId: number,
  reportId: number,
  wellId: number,
  reportDate: string,
  also: Updateable<ReportTable> = {},
) {
  const deepest = () =>
    tx
      .selectFrom("survey_stations")
      .where("org_id", "=", orgId)
      .where("well_id", "=", wellId)
      .where("report_date", "<=", reportDate)
      .where("tvd", "is not", null)
      .orderBy("md", "desc")
      .limit(1);
  const read = await tx
    .selectFrom("reports as r")
    .select((eb) => [
      eb
        .selectFrom("report_sections")
        .select("data")
        .where("report_id", "=", reportId)
        .where("section_id", "=", "general")
        .as("general"),
      deepest().select("md").as("station_md"),
      deepest().select("inclination").as("station_inclination"),
      deepest().select("tvd").as("station_tvd"),
    ])
    .where("r.id", "=", reportId)
    .executeTakeFirstOrThrow();
  const md = (read.general as StoredSectionValue | null)?.mdAtReport;
  const mdAtReport = typeof md === "number" ? md : null;
  const station =
    read.station_md === null
      ? { md: 0, inclination: 0, tvd: 0 }
      : {
          md: Number(read.station_md),
          inclination: Number(read.station_inclination),
          tvd: Number(read.station_tvd),
        };
  await tx
    .updateTable("reports")
    .set({
      ...also,
      md_at_report: mdAtReport,
      tvd_at_report: mdAtReport === null ? null : projectTvd(station, mdAtReport),
      daily_cost: sql<string | null>`(select sum(amount)::numeric(14,2) from cost_lines
        where report_id = ${reportId})`,
      // No time log saved: the lost time is not known, rather than none.
      npt_time: sql<number | null>`case when exists (select 1 from report_sections
          where report_id = ${reportId} and section_id = 'timeLog')
        then coalesce((select sum(duration) from time_log_rows
          where report_id = ${reportId} and is_npt), 0) end`,
    })
    .where("id", "=", reportId)
    .execute();
}
