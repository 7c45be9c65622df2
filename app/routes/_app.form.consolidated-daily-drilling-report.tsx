import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { getSelectedWell } from "~/assets/selection.server";
import { notFound, requireUser } from "~/auth/session.server";
import { parseIsoDate, parseRecordId } from "~/forms/input";
import { formatDate } from "~/i18n/i18n";
import { pages } from "~/navigation/pages";
import {
  findDdr,
  getWellSummary,
  listDayActivities,
  listOrgWells,
  loadDdr,
  recentDdrs,
} from "~/reports/ddr.server";
import { timeLogCoverage } from "~/reports/time-log-links.server";
import { DayActivities } from "~/components/day-activities";
import { CoveredTimeLog } from "~/components/time-log-cover";
import { MorningReport } from "~/components/morning-report";
import { PageLink } from "~/components/page-link";
import { WellChoice } from "~/components/well-choice";
import ddrStyles from "~/styles/ddr.css";
import morningReportStyles from "~/styles/morning-report.css";
import { useUnits } from "~/units/use-units";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(
  pages.consolidatedDailyDrillingReport.titleKey,
  { strings: ["ddr"], styles: [ddrStyles, morningReportStyles] },
);

// The consolidated DDR (privilege 10): the whole report of a well and date on one read-only
// page, laid out like the paper morning report and printable from the browser.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, {
    privilege: pages.consolidatedDailyDrillingReport.privilege,
  });
  const url = new URL(request.url);
  const wellId =
    parseRecordId(url.searchParams.get("well")) ?? (await getSelectedWell(user))?.id ?? null;
  if (!wellId) return json({ mode: "pickWell" as const, wells: await listOrgWells(user.orgId) });
  const well = await getWellSummary(user.orgId, wellId);
  if (!well) throw notFound();
  const recent = await recentDdrs(user.orgId, wellId, 14);
  const date = parseIsoDate(url.searchParams.get("date")) ?? recent[0]?.reportDate ?? null;
  const header = date ? await findDdr(user.orgId, wellId, date) : null;
  if (!header) return json({ mode: "missing" as const, well, recent, date });
  return json({
    mode: "report" as const,
    well,
    recent,
    document: (await loadDdr(user.orgId, header.id))!,
    activities: await listDayActivities(user.orgId, wellId, header.reportDate),
    coverage: await timeLogCoverage(user.orgId, wellId, header.reportDate),
  });
}

export default function ConsolidatedDailyDrillingReport() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { language } = useUnits();
  if (data.mode === "pickWell") {
    return (
      <div className="ddr-page">
        <h1>{t("ddr.nav.consolidated")}</h1>
        <WellChoice
          id="consolidated-well"
          label={t("ddr.editor.well")}
          wells={data.wells}
          submit={t("ddr.editor.open")}
          primary
        />
      </div>
    );
  }
  const picker = (
    <Form method="get" className="inline-form no-print" aria-label={t("ddr.editor.otherDate")}>
      <input type="hidden" name="well" value={data.well.id} />
      <div className="field">
        <label htmlFor="consolidated-date">{t("ddr.editor.reportDate")}</label>
        <select
          id="consolidated-date"
          name="date"
          defaultValue={
            data.mode === "report" ? data.document.header.reportDate : (data.date ?? "")
          }
        >
          {data.recent.map((report) => (
            <option key={report.id} value={report.reportDate}>
              #{report.reportNo} · {formatDate(report.reportDate, language)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {t("ddr.editor.open")}
      </button>
    </Form>
  );
  if (data.mode === "missing") {
    return (
      <div className="ddr-page">
        <h1>
          {t("ddr.nav.consolidated")}: {data.well.name}
        </h1>
        <p role="status">{t("ddr.consolidated.notFound")}</p>
        {data.recent.length > 0 ? picker : null}
      </div>
    );
  }
  return <ConsolidatedReport data={data} picker={picker} />;
}

type ReportData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { mode: "report" }>;

function ConsolidatedReport({ data, picker }: { data: ReportData; picker: React.ReactNode }) {
  const { t } = useTranslation();
  const { well, header } = data.document;
  return (
    <div className="ddr-page">
      <div className="no-print">
        <button type="button" className="button primary" onClick={() => window.print()}>
          {t("ddr.consolidated.print")}
        </button>
        <PageLink
          className="button"
          page={pages.dailyDrillingReportForm}
          query={{ well: well.id, date: header.reportDate }}
        >
          {t("ddr.consolidated.edit")}
        </PageLink>
        {picker}
      </div>
      <MorningReport document={data.document} />
      <CoveredTimeLog wellId={well.id} entries={data.coverage} />
      <DayActivities wellId={well.id} activities={data.activities} />
    </div>
  );
}
