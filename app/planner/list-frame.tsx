/**
 * The frame every planner list is drawn in, once: the add form above it, the filter bar, a
 * refused row action's message, the table under its caption with the spec's row numbers, the row
 * that says whether the filter hid everything, and the pager. A tab or view says only what is
 * its own: its caption, its filters and its columns, whose headers come from the record's
 * declaration (records.ts).
 */
import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { columnsIn, type RecordDeclaration } from "~/sections/records";

import { RemoveForm } from "./confirm-forms";
import { withParams } from "./query";
import type { PlannerIntent } from "./schemas";
import { EmptyRow, FilterForm, FilterSelect, FilterText, Pager, RowFormErrors } from "./ui";
import type { PagedRows } from "./view-models";

/** A column of a list on screen: its header and what each row shows in it. */
export interface ListColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures are right-aligned. */
  num?: boolean;
  /** The cell names its row for a screen reader (a row header). */
  rowHeader?: boolean;
}

type Cells<Row> = Record<
  string,
  | ((row: Row) => ReactNode)
  | { cell: (row: Row) => ReactNode; num?: boolean; rowHeader?: boolean; header?: string }
>;

/**
 * A record's screen columns, in the declaration's order, with the declared headers; `cells` says
 * what a row shows in each (the row number is the frame's own). `keys` picks and orders a few.
 */
export function useRecordColumns<Row>(
  record: RecordDeclaration,
  cells: Cells<Row>,
  keys?: readonly string[],
): ListColumn<Row>[] {
  const { t } = useTranslation();
  const declared = columnsIn(record, "screen").filter((column) => column.key !== "no");
  const chosen = keys
    ? keys.map((key) => declared.find((column) => column.key === key)!)
    : declared;
  return chosen.map((column) => {
    const given = cells[column.key];
    if (!given) throw new Error(`No cell for the ${record.id} list's ${column.key} column`);
    const spec = typeof given === "function" ? { cell: given } : given;
    return {
      key: column.key,
      header: t(column.labelKey, column.labelParams),
      num: column.money,
      ...spec,
    };
  });
}

/** A filter of a list: a choice among the records it may be narrowed to. */
export interface ListFilterSelect {
  name: string;
  label: string;
  value: number | string | null;
  options: { value: string | number; label: string }[];
}

export function ListFrame<Row>({
  caption,
  hidden,
  selects = [],
  text,
  paged,
  columns,
  filtered,
  rowErrors = false,
  rowProps,
  rowKey,
  className,
  children,
}: {
  caption: string;
  /** What the filter keeps of the address (the tab or view). */
  hidden: Record<string, string>;
  selects?: ListFilterSelect[];
  /** The filter text and, when the list searches something else than names, its label. */
  text: { value: string; label?: string };
  paged: PagedRows<Row>;
  columns: ListColumn<Row>[];
  filtered: boolean;
  /** The list's rows have their own forms (rename, remove): a refused one is said above. */
  rowErrors?: boolean;
  rowProps?: (row: Row) => Record<string, string | undefined>;
  rowKey?: (row: Row) => number;
  className?: string;
  /** What stands above the list: its add or edit form. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {children}
      <FilterForm hidden={hidden} label={t("planner.filter.label")}>
        {selects.map((select) => (
          <FilterSelect key={select.name} {...select} anyLabel="" />
        ))}
        <FilterText defaultValue={text.value} label={text.label} />
      </FilterForm>
      {rowErrors ? <RowFormErrors prefix="row:" /> : null}
      <ListTable
        caption={caption}
        paged={paged}
        columns={columns}
        filtered={filtered}
        rowProps={rowProps}
        rowKey={rowKey}
        className={className}
      />
    </>
  );
}

/** A list's table under its caption, numbered as the spec says, and its pager. */
export function ListTable<Row>({
  caption,
  paged,
  columns,
  filtered,
  rowProps,
  rowKey = (row) => (row as { id: number }).id,
  className = "planner-table",
}: {
  caption: string;
  paged: PagedRows<Row>;
  columns: ListColumn<Row>[];
  filtered: boolean;
  rowProps?: (row: Row) => Record<string, string | undefined>;
  rowKey?: (row: Row) => number;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="table-scroll" tabIndex={0}>
        <table className={className}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("planner.columns.number")}</th>
              {columns.map((column) => (
                <th scope="col" key={column.key}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {paged.rows.length === 0 ? (
              <EmptyRow columns={columns.length + 1} filtered={filtered} />
            ) : (
              paged.rows.map((row, index) => (
                <tr key={rowKey(row)} {...rowProps?.(row)}>
                  <td className="num">{paged.numbers[index]}</td>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th scope="row" key={column.key}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.key} className={column.num ? "num" : undefined}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager paged={paged} label={t("planner.pages.label")} />
    </>
  );
}

/** A row's actions: open it for editing in the form above, and remove it (asked first). */
export function RowActions({
  id,
  version,
  name,
  removeIntent,
}: {
  id: number;
  version: number;
  name: string;
  removeIntent: PlannerIntent;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="row-actions">
      <Link
        className="button small"
        to={withParams(location.search, {
          edit: id,
          page: new URLSearchParams(location.search).get("page"),
        })}
        preventScrollReset
      >
        <span aria-hidden="true">{t("planner.actions.edit")}</span>
        <span className="visually-hidden">{t("planner.actions.editNamed", { name })}</span>
      </Link>
      <RemoveForm intent={removeIntent} id={id} version={version} label={name} />
    </div>
  );
}
