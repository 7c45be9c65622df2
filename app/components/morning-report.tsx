/**
 * The whole daily drilling report on one read-only page, laid out like the paper morning report
 * and printable: the consolidated report, and what the approver reads before deciding.
 */
import { useTranslation } from "~/i18n/use-translation";

import { formatUsd, parseMoney } from "~/domain/money/decimal";
import { formatDate, formatNumber } from "~/i18n/i18n";
import { useRootData } from "~/root";
import { DDR_SECTIONS } from "~/sections";
import type { LookupOptions } from "~/sections/lookup-lists";
import type { AnySection, StoredSectionValue } from "~/sections/vocabulary";
import { formatQuantity } from "~/units/format";
import { useUnits } from "~/units/use-units";

import { SectionReview } from "./section-review";

const SECTIONS = DDR_SECTIONS as readonly AnySection[];

export interface MorningReportDocument {
  header: {
    reportNo: number;
    reportDate: string;
    status: string;
    createdBy: string | null;
    approvedBy: string | null;
    carryOver: { fromReportNo: number } | null;
  };
  well: { name: string; rig: string | null; fieldName: string; padName: string };
  saved: Record<string, { carried: boolean }>;
  values: Record<string, StoredSectionValue>;
  lookups: LookupOptions;
}

export function MorningReport({
  document,
  nested = false,
}: {
  document: MorningReportDocument;
  /** Inside a page with its own title: the report's headings are one level down. */
  nested?: boolean;
}) {
  const Title = nested ? "h2" : "h1";
  const SectionTitle = nested ? "h3" : "h2";
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const root = useRootData();
  const { header, well, values, lookups, saved } = document;
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
    <article className="morning-report" aria-labelledby="morning-report-title">
      <header>
        <div>
          <p>{root?.user?.orgName}</p>
          <Title id="morning-report-title" className="report-title">
            {t("ddr.consolidated.title")}
          </Title>
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
          <SectionTitle id={`morning-${section.id}`} className="section-title">
            {t(section.labelKey)}
          </SectionTitle>
          {saved[section.id]?.carried && header.carryOver ? (
            <p className="hint carried-note">
              {t("ddr.consolidated.asCarried", { reportNo: header.carryOver.fromReportNo })}
            </p>
          ) : null}
          <SectionReview section={section} value={values[section.id]!} lookups={lookups} compact />
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
  );
}
