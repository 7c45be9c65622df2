import { sql, type Transaction } from "kysely";

import type { Database } from "~/db/schema";
import { projectTvd } from "~/domain/survey/projection";
import type { StoredSectionValue } from "~/sections/vocabulary";

/** Header figures for lists and dashboards, from what is saved now. */
export async function refreshReportFigures(
  tx: Transaction<Database>,
  orgId: number,
  reportId: number,
  wellId: number,
  reportDate: string,
) {
  const general = await tx
    .selectFrom("report_sections")
    .select("data")
    .where("report_id", "=", reportId)
    .where("section_id", "=", "general")
    .executeTakeFirst();
  const md = (general?.data as StoredSectionValue | undefined)?.mdAtReport;
  const station = await tx
    .selectFrom("survey_stations")
    .select(["md", "inclination", "tvd"])
    .where("org_id", "=", orgId)
    .where("well_id", "=", wellId)
    .where("report_date", "<=", reportDate)
    .where("tvd", "is not", null)
    .orderBy("md", "desc")
    .limit(1)
    .executeTakeFirst();
  const cost = await tx
    .selectFrom("cost_lines")
    .select(sql<string | null>`sum(amount)::numeric(14,2)`.as("total"))
    .where("report_id", "=", reportId)
    .executeTakeFirstOrThrow();
  const npt = await tx
    .selectFrom("time_log_rows")
    .select(sql<number | null>`sum(duration)`.as("total"))
    .where("report_id", "=", reportId)
    .where("is_npt", "=", true)
    .executeTakeFirstOrThrow();
  const hasTimeLog = await tx
    .selectFrom("report_sections")
    .select("section_id")
    .where("report_id", "=", reportId)
    .where("section_id", "=", "timeLog")
    .executeTakeFirst();
  const mdAtReport = typeof md === "number" ? md : null;
  await tx
    .updateTable("reports")
    .set({
      md_at_report: mdAtReport,
      tvd_at_report:
        mdAtReport === null
          ? null
          : projectTvd(
              station
                ? { md: station.md, inclination: station.inclination, tvd: station.tvd! }
                : { md: 0, inclination: 0, tvd: 0 },
              mdAtReport,
            ),
      daily_cost: cost.total,
      npt_time: hasTimeLog ? Number(npt.total ?? 0) : null,
    })
    .where("id", "=", reportId)
    .execute();
}
