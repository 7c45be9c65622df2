/**
 * The figures behind the cost charts, as the planner database shows them: AFE, actual, committed,
 * variance and forecast at completion per contract category or per phase, with totals to the
 * cent, and what each figure includes. One piece for the planner database and the cost
 * dashboards, so both say the same thing.
 */
import { useTranslation } from "~/i18n/use-translation";

import { FiguresTable } from "./figures-table";
import type { CategoryRowView, FiguresView, PhaseRowView } from "./view-models";

export interface CostFiguresData {
  total: FiguresView;
  byPhase: PhaseRowView[];
  byCategory: CategoryRowView[];
}

/** What AFE, actual, committed, variance and forecast include (actual counts drafts too). */
export function FigureDefinitions({ open = false }: { open?: boolean }) {
  const { t } = useTranslation();
  return (
    <details className="planner-definitions" open={open}>
      <summary>{t("planner.figures.definitionsTitle")}</summary>
      <ul>
        <li>{t("planner.figures.definitions.afe")}</li>
        <li>{t("planner.figures.definitions.actual")}</li>
        <li>{t("planner.figures.definitions.committed")}</li>
        <li>{t("planner.figures.definitions.variance")}</li>
        <li>{t("planner.figures.definitions.forecast")}</li>
      </ul>
    </details>
  );
}

export function CategoryFigures({ detail }: { detail: CostFiguresData }) {
  const { t } = useTranslation();
  return (
    <FiguresTable
      caption={t("planner.figures.byCategory")}
      labelHeader={t("planner.columns.bundle")}
      rows={detail.byCategory.map((row) => ({
        key: String(row.bundleId),
        label: row.bundleName ?? t("planner.figures.noBundle"),
        figures: row,
      }))}
      total={detail.total}
    />
  );
}

export function PhaseFigures({ detail }: { detail: CostFiguresData }) {
  const { t } = useTranslation();
  return (
    <FiguresTable
      caption={t("planner.figures.byPhase")}
      labelHeader={t("planner.columns.phase")}
      rows={detail.byPhase.map((row) => ({
        key: row.phase ?? "",
        label:
          row.phase === null
            ? t("planner.phases.none")
            : t(`planner.phases.${row.phase}`, { defaultValue: row.phase }),
        figures: row,
      }))}
      total={detail.total}
    />
  );
}

/** Beside a cost dashboard's charts: the table its charts draw, and what "actual" includes. */
export function DashboardCostFigures({
  detail,
  by,
}: {
  detail: CostFiguresData | null;
  by: "category" | "phase";
}) {
  const { t } = useTranslation();
  return (
    <section className="dashboard-figures" aria-labelledby="dashboard-figures-title">
      <h2 id="dashboard-figures-title">{t("dashboards.figures.title")}</h2>
      <p className="hint">{t("planner.figures.definitions.actual")}</p>
      {detail === null ? (
        <p className="hint">{t("planner.figures.nothing")}</p>
      ) : by === "category" ? (
        <CategoryFigures detail={detail} />
      ) : (
        <PhaseFigures detail={detail} />
      )}
      <FigureDefinitions />
    </section>
  );
}
