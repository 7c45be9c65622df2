/**
 * Time-log rows and the drilling-activity reports that cover them: on the DDR's pages each
 * covered row links to its reports (for a reader who may open them), and an activity report
 * lists the rows of its day it covers.
 */
import { useTranslation } from "~/i18n/use-translation";

import type { ReportKind } from "~/db/tables/reports";
import { parseClockTime } from "~/domain/time-log/tiling";
import { pages } from "~/navigation/pages";

import { ActivityReportLink } from "./day-activities";
import { PageLink } from "./page-link";
import type { RowNote } from "./section-table";

interface Row {
  rowNo: number;
  fromTime: string;
  toTime: string;
  iadcCode: string;
  description: string;
}

interface Covering {
  id: number;
  kind: ReportKind;
  reportNo: number;
}

function RowCells({ row }: { row: Row }) {
  return (
    <>
      <td>{row.fromTime}</td>
      <td>{row.toTime}</td>
      <td>{row.iadcCode}</td>
      <td>{row.description}</td>
    </>
  );
}

function RowHeadings() {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col">{t("ddr.timeLog.fromTime")}</th>
      <th scope="col">{t("ddr.timeLog.toTime")}</th>
      <th scope="col">{t("ddr.timeLog.iadcCode")}</th>
      <th scope="col">{t("ddr.timeLog.description")}</th>
    </>
  );
}

/** The reports covering one time-log row, each a link for a reader who may open it. */
function CoveringLinks({ wellId, reports }: { wellId: number; reports: Covering[] }) {
  return (
    <>
      {reports.map((report, index) => (
        <span key={report.id}>
          {index > 0 ? ", " : null}
          <ActivityReportLink wellId={wellId} report={report} />
        </span>
      ))}
    </>
  );
}

/**
 * A time-log row as saved, to know a form row for one: its period, IADC code and description.
 * The database writes "06:00:00", the form "06:00": the same minute of the day.
 */
function savedRowKey(row: {
  fromTime?: unknown;
  toTime?: unknown;
  iadcCode?: unknown;
  description?: unknown;
}): string {
  const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  return [
    parseClockTime(text(row.fromTime)),
    parseClockTime(text(row.toTime)),
    text(row.iadcCode).trim(),
    text(row.description).trim(),
  ].join("\u0000");
}

/**
 * For the DDR form's own time log: a row opened as one the day's reports cover (a saved row:
 * the same period, IADC code and description) shows links to them under its number. A row not
 * saved yet shows none, even when a refused save gives it back with a covered row's period.
 */
export function coveringRowNote(
  wellId: number,
  entries: { row: Row; reports: Covering[] }[],
): RowNote | undefined {
  if (entries.length === 0) return undefined;
  const bySavedRow = new Map(entries.map(({ row, reports }) => [savedRowKey(row), reports]));
  return function CoveredRowLinks(initial) {
    const reports = bySavedRow.get(savedRowKey(initial));
    return reports ? <CoveredBy wellId={wellId} reports={reports} /> : null;
  };
}

function CoveredBy({ wellId, reports }: { wellId: number; reports: Covering[] }) {
  const { t } = useTranslation();
  return (
    <span className="row-covered">
      <span className="visually-hidden">{t("activity.timeLog.coveredBy")} </span>
      <CoveringLinks wellId={wellId} reports={reports} />
    </span>
  );
}

/** The DDR day's covered rows, each with links to the reports that cover it. */
export function CoveredTimeLog({
  wellId,
  entries,
}: {
  wellId: number;
  entries: { row: Row; reports: Covering[] }[];
}) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section className="card time-log-cover" aria-labelledby="time-log-cover">
      <h2 id="time-log-cover">{t("activity.timeLog.coveredTitle")}</h2>
      <div className="table-scroll" tabIndex={0}>
        <table className="review-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <RowHeadings />
              <th scope="col">{t("activity.timeLog.reports")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map(({ row, reports }) => (
              <tr key={row.rowNo}>
                <th scope="row">{row.rowNo}</th>
                <RowCells row={row} />
                <td>
                  <CoveringLinks wellId={wellId} reports={reports} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The rows of the report's day that an activity report covers. */
export function RowsCovered({
  rows,
  wellId,
  reportDate,
}: {
  rows: Row[];
  wellId: number;
  reportDate: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="card rows-covered" aria-labelledby="rows-covered">
      <h2 id="rows-covered">{t("activity.timeLog.title")}</h2>
      {rows.length === 0 ? (
        <p className="hint">{t("activity.timeLog.none")}</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="review-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <RowHeadings />
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.rowNo}>
                  <th scope="row">{row.rowNo}</th>
                  <RowCells row={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="hint">
        {t("activity.timeLog.hint")}{" "}
        <PageLink
          page={pages.consolidatedDailyDrillingReport}
          query={{ well: wellId, date: reportDate }}
        >
          {t("activity.timeLog.openDdr")}
        </PageLink>
      </p>
    </section>
  );
}
