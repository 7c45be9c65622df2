import { useTranslation } from "react-i18next";

import { Money, Percent, Variance } from "./figure-cells";
import type { FiguresView } from "./view-models";

export interface FiguresRow {
  key: string;
  label: string;
  figures: FiguresView;
}

/** AFE, actual to date, committed, variance (amount and %) and forecast at completion. */
export function FiguresTable({
  caption,
  labelHeader,
  rows,
  total,
}: {
  caption: string;
  labelHeader: string;
  rows: FiguresRow[];
  total: FiguresView;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="planner-table figures">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <FigureHeaders />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={9} className="planner-empty">
                {t("planner.figures.nothing")}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <FigureCells figures={row.figures} />
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("planner.figures.total")}</th>
            <FigureCells figures={total} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function FigureHeaders() {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col">{t("planner.columns.afe")}</th>
      <th scope="col">{t("planner.columns.actual")}</th>
      <th scope="col">{t("planner.columns.committed")}</th>
      <th scope="col">{t("planner.columns.variance")}</th>
      <th scope="col">{t("planner.columns.variancePercent")}</th>
      <th scope="col">{t("planner.columns.remainingPlan")}</th>
      <th scope="col">{t("planner.columns.forecast")}</th>
      <th scope="col">{t("planner.columns.forecastVariance")}</th>
    </>
  );
}

export function FigureCells({ figures }: { figures: FiguresView }) {
  return (
    <>
      <td className="num">
        <Money amount={figures.afe} />
      </td>
      <td className="num">
        <Money amount={figures.actual} />
      </td>
      <td className="num">
        <Money amount={figures.committed} />
      </td>
      <td className="num">
        <Variance amount={figures.variance} />
      </td>
      <td className="num">
        <Percent value={figures.variancePercent} />
      </td>
      <td className="num">
        <Money amount={figures.remainingPlan} />
      </td>
      <td className="num">
        <Money amount={figures.forecast} />
      </td>
      <td className="num">
        <Variance amount={figures.forecastVariance} />
      </td>
    </>
  );
}
