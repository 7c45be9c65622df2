/**
 * The list of daily drilling reports shared by the database and report screens: filters that
 * reload the list 500 ms after the last change (a plain GET form without JavaScript), the
 * spec's row numbering, status, depth, cost and NPT per report.
 */
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { useFilterSubmit } from "~/components/filter-submit";
import { tableRowNumber } from "~/domain/formatting/table-row-number";
import { formatUsd, parseMoney } from "~/domain/money/decimal";
import { REPORT_STATES } from "~/domain/reports/lifecycle";
import { formatDate } from "~/i18n/i18n";
import { formatQuantity } from "~/units/format";
import { useUnits } from "~/units/use-units";

export interface DdrListRow {
  id: number;
  wellId: number;
  wellName: string;
  reportNo: number;
  reportDate: string;
  status: string;
  mdAtReport: number | null;
  dailyCost: string | null;
  cumulativeCost: string;
  nptTime: number | null;
  submittedBy?: string | null;
}

export interface DdrListProps {
  query: {
    wellId?: number | null;
    from?: string | null;
    to?: string | null;
    status?: string | null;
  };
  wells: { id: number; name: string }[];
  page: { rows: DdrListRow[]; total: number; page: number; pageSize: number };
  /** Where a row opens. */
  openHref: (row: DdrListRow) => string;
  exportHref: string;
  /** Depth, cost and NPT belong to the DDR; other kinds list who submitted them. */
  columns?: "ddr" | "activity";
}

export function DdrList({
  query,
  wells,
  page,
  openHref,
  exportHref,
  columns = "ddr",
}: DdrListProps) {
  const ddr = columns === "ddr";
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const location = useLocation();
  const { form, submitSoon } = useFilterSubmit();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const pageLink = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(n));
    return `${location.pathname}?${params.toString()}`;
  };
  const money = (amount: string | null) => (amount === null ? "" : formatUsd(parseMoney(amount)));

  return (
    <>
      <Form
        ref={form}
        method="get"
        role="search"
        aria-label={t("ddr.list.filters")}
        className="list-filters card"
        onChange={(event) => submitSoon(event.currentTarget)}
      >
        <div className="field">
          <label htmlFor="filter-well">{t("ddr.list.well")}</label>
          <select id="filter-well" name="well" defaultValue={query.wellId ?? ""}>
            <option value="">{t("ddr.list.allWells")}</option>
            {wells.map((well) => (
              <option key={well.id} value={well.id}>
                {well.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-from">{t("ddr.list.from")}</label>
          <input id="filter-from" type="date" name="from" defaultValue={query.from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="filter-to">{t("ddr.list.to")}</label>
          <input id="filter-to" type="date" name="to" defaultValue={query.to ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="filter-status">{t("ddr.list.status")}</label>
          <select id="filter-status" name="status" defaultValue={query.status ?? ""}>
            <option value="">{t("ddr.list.anyStatus")}</option>
            {REPORT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`ddr.status.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t("ddr.list.apply")}
        </button>
      </Form>

      <div className="list-toolbar">
        <span>{t("ddr.list.count", { count: page.total })}</span>
        <a className="button" href={exportHref} download>
          {t("ddr.list.exportList")}
        </a>
      </div>

      <div className="card table-scroll" tabIndex={0}>
        <table className="list-table">
          <thead>
            <tr>
              <th scope="col">{t("ddr.list.no")}</th>
              <th scope="col">{t("ddr.list.well")}</th>
              <th scope="col">{t("ddr.list.reportNo")}</th>
              <th scope="col">{t("ddr.list.date")}</th>
              <th scope="col">{t("ddr.list.status")}</th>
              {ddr ? (
                <>
                  <th scope="col">{t("ddr.list.md")}</th>
                  <th scope="col">{t("ddr.list.dailyCost")}</th>
                  <th scope="col">{t("ddr.list.cumulativeCost")}</th>
                  <th scope="col">{t("ddr.list.nptHours")}</th>
                </>
              ) : (
                <th scope="col">{t("activity.list.submittedBy")}</th>
              )}
              <th scope="col">
                <span className="visually-hidden">{t("ddr.list.open")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.length === 0 ? (
              <tr>
                <td colSpan={ddr ? 10 : 7}>{t("ddr.list.empty")}</td>
              </tr>
            ) : (
              page.rows.map((row, index) => (
                <tr key={row.id}>
                  <td>{tableRowNumber(page.page, page.pageSize, index)}</td>
                  <td>{row.wellName}</td>
                  <td>#{row.reportNo}</td>
                  <td>{formatDate(row.reportDate, language)}</td>
                  <td>
                    <span className={`status-badge status-${row.status}`}>
                      {t(`ddr.status.${row.status}`)}
                    </span>
                  </td>
                  {ddr ? (
                    <>
                      <td className="number">
                        {formatQuantity("length", row.mdAtReport, system, language)}
                      </td>
                      <td className="number">{money(row.dailyCost)}</td>
                      <td className="number">{money(row.cumulativeCost)}</td>
                      <td className="number">
                        {formatQuantity("duration", row.nptTime, system, language)}
                      </td>
                    </>
                  ) : (
                    <td>{row.submittedBy ?? ""}</td>
                  )}
                  <td>
                    <Link
                      to={openHref(row)}
                      aria-label={`${t("ddr.list.open")} ${row.wellName} #${row.reportNo}`}
                    >
                      {t("ddr.list.open")}
                    </Link>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {page.total > page.pageSize ? (
        <nav className="pager" aria-label={t("ddr.list.pagination")}>
          {page.page > 1 ? (
            <Link to={pageLink(page.page - 1)} rel="prev" preventScrollReset>
              {t("ddr.list.previous")}
            </Link>
          ) : (
            <span aria-disabled="true">{t("ddr.list.previous")}</span>
          )}
          <span>{t("ddr.list.page", { page: page.page, pages })}</span>
          {page.page < pages ? (
            <Link to={pageLink(page.page + 1)} rel="next" preventScrollReset>
              {t("ddr.list.next")}
            </Link>
          ) : (
            <span aria-disabled="true">{t("ddr.list.next")}</span>
          )}
        </nav>
      ) : null}
    </>
  );
}
