/**
 * The planner database's AFE view: one well's AFE against actual, by phase, by contract category, its versions and lines.
 */
import { useTranslation } from "~/i18n/use-translation";
import { type ReactNode } from "react";
import { useUnits } from "~/units/use-units";

import { AfeVersionsTable, versionLabel } from "../afe-versions-table";
import { CategoryFigures, FigureDefinitions, PhaseFigures } from "../cost-figures";
import { ListTable, useRecordColumns } from "../list-frame";
import { afeLine } from "../records";
import {
  FilterForm,
  FilterSelect,
  FilterText,
  Money,
  Percent,
  PhaseName,
  Variance,
  usePhaseOptions,
} from "../ui";
import { days } from "../view-models";
import { type ViewData } from "./view-data";

export function AfeView({ data }: { data: ViewData<"afe"> }) {
  const { t } = useTranslation();
  const phaseOptions = usePhaseOptions();
  const { query, well, detail, versions, lines } = data;
  const filtered = Boolean(query.q || query.phase || query.bundleId || query.afeId);
  const { language } = useUnits();
  const lineColumns = useRecordColumns<NonNullable<typeof lines>["rows"][number]>(afeLine, {
    version: (line) =>
      `${versionLabel(t, line.versionNo)}${line.status === "draft" ? ` (${t("planner.status.draft")})` : ""}`,
    code: (line) => line.code,
    phase: (line) => <PhaseName phase={line.phase} />,
    bundle: (line) => line.bundleName ?? "",
    description: (line) => line.description,
    quantity: {
      cell: (line) => (line.quantity === null ? "" : `${Number(line.quantity)} ${line.unit ?? ""}`),
      num: true,
    },
    unitPrice: (line) => <Money amount={line.unitPrice} />,
    amount: (line) => <Money amount={line.amount} />,
  });
  return (
    <section aria-labelledby="afe-heading">
      <FilterForm hidden={{ view: "afe" }} label={t("planner.filter.label")}>
        <FilterSelect
          name="well"
          label={t("planner.filter.well")}
          value={well?.id ?? null}
          options={data.wells.map((w) => ({ value: w.id, label: w.name }))}
          anyLabel={well ? undefined : t("planner.filter.chooseWell")}
        />
        <FilterSelect
          name="phase"
          label={t("planner.filter.phase")}
          value={query.phase}
          options={phaseOptions}
          anyLabel=""
        />
        <FilterSelect
          name="bundle"
          label={t("planner.filter.bundle")}
          value={query.bundleId}
          options={data.bundles.map((b) => ({ value: b.id, label: b.name }))}
          anyLabel=""
        />
        <FilterSelect
          name="version"
          label={t("planner.filter.version")}
          value={query.afeId}
          options={versions.map((v) => ({ value: v.id, label: versionLabel(t, v.versionNo) }))}
          anyLabel=""
        />
        <FilterText defaultValue={query.q} label={t("planner.filter.lineText")} />
      </FilterForm>

      {!well || !detail ? (
        <p className="hint" id="afe-heading">
          {t("planner.database.noWell")}
        </p>
      ) : (
        <>
          <h2 id="afe-heading">{t("planner.figures.title", { well: well.name })}</h2>
          <p className="hint">
            {t("planner.figures.timeline", {
              planned: days(detail.plannedSeconds, language),
              // Whole report dates: a count, never "51.0".
              reports: Math.round(detail.elapsedSeconds / 86_400),
            })}
          </p>
          <dl className="planner-summary" aria-label={t("planner.figures.summary")}>
            <SummaryFigure label={t("planner.columns.afe")}>
              <Money amount={detail.total.afe} />
            </SummaryFigure>
            <SummaryFigure label={t("planner.columns.actual")}>
              <Money amount={detail.total.actual} />
            </SummaryFigure>
            <SummaryFigure label={t("planner.columns.committed")}>
              <Money amount={detail.total.committed} />
            </SummaryFigure>
            <SummaryFigure label={t("planner.columns.variance")}>
              <Variance amount={detail.total.variance} />
            </SummaryFigure>
            <SummaryFigure label={t("planner.columns.variancePercent")}>
              <Percent value={detail.total.variancePercent} />
            </SummaryFigure>
            <SummaryFigure label={t("planner.columns.forecast")}>
              <Money amount={detail.total.forecast} />
            </SummaryFigure>
            <SummaryFigure label={t("planner.columns.forecastVariance")}>
              <Variance amount={detail.total.forecastVariance} />
            </SummaryFigure>
          </dl>
          <FigureDefinitions />
          <PhaseFigures detail={detail} />
          <CategoryFigures detail={detail} />

          <AfeVersionsTable versions={versions} showCreatedBy />

          {lines ? (
            <>
              <ListTable
                caption={t("planner.figures.lines")}
                paged={lines}
                columns={lineColumns}
                filtered={filtered}
              />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

function SummaryFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
