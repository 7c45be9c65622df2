/**
 * The frame the account lists are drawn in, once: the panel with its heading, the filter bar,
 * whether the list failed or is empty, the table with the spec's row numbers and the pager. A
 * list says only what is its own: its heading, its filter label and its columns.
 */
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { rowNumbers } from "~/identity/paging";

import { FilterForm, ListStatus, Pagination, type PageInfo } from "./list-controls";

/** A column of an account list: its header and what each row shows in it. */
export interface ManageColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A fuller text a pointer shows over the cell. */
  title?: (row: Row) => string;
}

export function ManageList<Row extends { id: number }>({
  heading,
  filterLabel,
  keep,
  rows,
  window,
  failed,
  columns,
  selected,
}: {
  /** The panel's own heading, which also names it; a list that is the page's only one has none. */
  heading?: { id: string; text: string };
  filterLabel: string;
  /** Query parameters the filter keeps (the tab the list stands on). */
  keep?: string[];
  rows: Row[];
  window: PageInfo;
  failed: boolean;
  columns: ManageColumn<Row>[];
  /** The row being edited or removed is shown selected. */
  selected?: (row: Row) => boolean;
}) {
  const { t } = useTranslation();
  const numbers = rowNumbers(window, rows.length);
  return (
    <section className="panel" aria-labelledby={heading?.id}>
      {heading ? <h2 id={heading.id}>{heading.text}</h2> : null}
      <FilterForm label={filterLabel} keep={keep} />
      <ListStatus failed={failed} empty={rows.length === 0} />
      {rows.length > 0 ? (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("accounts.list.number")}</th>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.id} className={selected?.(row) ? "selected" : undefined}>
                  <td className="number">{numbers[index]}</td>
                  {columns.map((column) => (
                    <td key={column.key} title={column.title?.(row)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination window={window} />
    </section>
  );
}

/** The Yes / No badge of a list's Active column. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${active ? "ok" : "off"}`}>
      {active ? t("accounts.list.yes") : t("accounts.list.no")}
    </span>
  );
}
