import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { getSelectedWell } from "~/assets/selection.server";
import { notFound, requireUser } from "~/auth/session.server";
import { SectionReview } from "~/components/section-review";
import { formatUsd, parseMoney } from "~/domain/money/decimal";
import { parseIsoDate, parseRecordId } from "~/forms/input";
import { formatDate, formatNumber } from "~/i18n/i18n";
import { pageMeta } from "~/navigation/page-meta";
import { pages } from "~/navigation/pages";
import { findDdr, getWellSummary, listOrgWells, loadDdr, recentDdrs } from "~/reports/ddr.server";
import { ddrFormPath } from "~/reports/params";
import { useRootData } from "~/root";
import { DDR_SECTIONS } from "~/sections";
import type { AnySection } from "~/sections/vocabulary";
import ddrStyles from "~/styles/ddr.css";
import { formatQuantity } from "~/units/format";
import { useUnits } from "~/units/use-units";

export const meta = pageMeta(pages.consolidatedDailyDrillingReport.titleKey);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ddrStyles }];

const SECTIONS = DDR_SECTIONS as readonly AnySection[];

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
        <Form method="get" className="inline-form">
          <div className="field">
            <label htmlFor="consolidated-well">{t("ddr.editor.well")}</label>
            <select id="consolidated-well" name="well">
              {data.wells.map((well) => (
                <option key={well.id} value={well.id}>
                  {well.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button primary">
            {t("ddr.editor.open")}
          </button>
        </Form>
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
  return <MorningReport data={data} picker={picker} />;
}

type ReportData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { mode: "report" }>;

function MorningReport({ data, picker }: { data: ReportData; picker: React.ReactNode }) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const root = useRootData();
  const { header, well, values, lookups } = data.document;
  const general = values.general ?? {};
  const cost = values.cost ?? {};
  const quantity = (kind: "length", value: unknown) =>
    typeof value === "number" ? formatQuantity(kind, value, system, language) : "—";
  const money = (value: unknown) =>
    typeof value === "string" ? formatUsd(parseMoney(value)) : "—";
  const whole = (value: unknown) =>
    typeof value === "number" ? formatNumber(value, language, 0) : "—";
  const meta: [string, string][] = [
    [t("ddr.consolidated.reportNo"), String(header.reportNo)],
    [t("ddr.consolidated.reportDate"), formatDate(header.reportDate, language)],
    [t("ddr.consolidated.status"), t(`ddr.status.${header.status}`)],
    [
      t("ddr.general.rigName"),
      typeof general.rigName === "string" ? general.rigName : (well.rig ?? "—"),
    ],
    [t("ddr.general.dfs"), whole(general.dfs)],
    [t("ddr.general.dol"), whole(general.dol)],
    [t("ddr.general.mdAtReport"), quantity("length", general.mdAtReport)],
    [t("ddr.general.tvdAtReport"), quantity("length", general.tvdAtReport)],
    [t("ddr.general.progress"), quantity("length", general.progress)],
    [t("ddr.cost.dailyTotal"), money(cost.dailyTotal)],
    [t("ddr.cost.cumulative"), money(cost.cumulative)],
    [t("ddr.personnel.pobTotal"), whole(values.personnel?.pobTotal)],
  ];
  return (
    <div className="ddr-page">
      <div className="no-print">
        <button type="button" className="button primary" onClick={() => window.print()}>
          {t("ddr.consolidated.print")}
        </button>
        <Link className="button" to={ddrFormPath(well.id, header.reportDate)}>
          {t("ddr.consolidated.edit")}
        </Link>
        {picker}
      </div>
      <article className="morning-report" aria-labelledby="morning-report-title">
        <header>
          <div>
            <p>{root?.user?.orgName}</p>
            <h1 id="morning-report-title">{t("ddr.consolidated.title")}</h1>
            <p>
              <strong>{well.name}</strong> · {well.fieldName} / {well.padName}
            </p>
          </div>
          <dl className="report-meta">
            {meta.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </header>
        {SECTIONS.filter((section) => values[section.id]).map((section) => (
          <section key={section.id} aria-labelledby={`morning-${section.id}`}>
            <h2 id={`morning-${section.id}`}>{t(section.labelKey)}</h2>
            <SectionReview
              section={section}
              value={values[section.id]!}
              lookups={lookups}
              compact
            />
          </section>
        ))}
        <div className="signatures">
          <div>
            {t("ddr.consolidated.preparedBy")}: {header.createdBy ?? ""}
          </div>
          <div>
            {t("ddr.consolidated.approvedBy")}: {header.approvedBy ?? ""}
          </div>
        </div>
      </article>
    </div>
  );
}
