import { useTranslation } from "~/i18n/use-translation";

import { Money, Percent, Variance } from "./figure-cells";
import type { ListColumn } from "./list-frame";
import { NothingRow } from "./nothing-row";
import { FIGURE_COLUMNS, type FiguresView } from "./view-models";

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
            <NothingRow columns={9}>{t("planner.figures.nothing")}</NothingRow>
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

/** The figures as list columns: their headers, and each row's figures to the cent. */
export function useFigureColumns<Row extends FiguresView>(): ListColumn<Row>[] {
  const { t } = useTranslation();
  return FIGURE_COLUMNS.map(({ key, show }) => ({
    key,
    header: t(`planner.columns.${key}`),
    num: true,
    cell: (row: Row) => <Figure show={show} value={row[key]} />,
  }));
}

function Figure({ show, value }: { show: string; value: string | number | null }) {
  if (show === "percent") return <Percent value={value as number | null} />;
  if (show === "variance") return <Variance amount={value as string} />;
  return <Money amount={value as string} />;
}

function FigureHeaders() {
  const { t } = useTranslation();
  return (
    <>
      {FIGURE_COLUMNS.map(({ key }) => (
        <th scope="col" key={key}>
          {t(`planner.columns.${key}`)}
        </th>
      ))}
    </>
  );
}

function FigureCells({ figures }: { figures: FiguresView }) {
  return (
    <>
      {FIGURE_COLUMNS.map(({ key, show }) => (
        <td className="num" key={key}>
          <Figure show={show} value={figures[key]} />
        </td>
      ))}
    </>
  );
}
