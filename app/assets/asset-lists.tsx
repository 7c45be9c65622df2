import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { useFilterSubmit } from "~/components/filter-submit";
import { tableRowNumber } from "~/domain/formatting/table-row-number";
import { unitLabel } from "~/domain/units/units";
import { formatDate } from "~/i18n/i18n";
import { formatQuantity } from "~/units/format";
import { useUnits } from "~/units/use-units";

import { formatCoordinate, formatWellTotalDays } from "./format";

// The field, pad and well tables of the home screen. Their rows arrive as the loaders shape
// them (see fields/pads/wells.server.ts); quantities are SI and shown in the user's units.

interface PageOf<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

interface WellRow {
  id: number;
  name: string;
  uwi: string | null;
  wellType: string;
  status: string;
  padId: number;
  padName: string;
  fieldName: string;
  rig: string | null;
  spudDate: string | null;
  plannedTd: number | null;
  totalDays: number | null;
}

interface PadRow {
  id: number;
  name: string;
  fieldId: number;
  fieldName: string;
  latitude: number | null;
  longitude: number | null;
  wellCount: number;
}

interface FieldRow {
  id: number;
  name: string;
  location: string | null;
  concession: string | null;
  padCount: number;
  wellCount: number;
}

/** The filter box: reloads the list 500 ms after typing stops; a button for no JavaScript. */
export function ListFilter({ q, hidden }: { q: string; hidden: Record<string, string> }) {
  const { t } = useTranslation();
  const { form, submitSoon } = useFilterSubmit();
  const input = useRef<HTMLInputElement>(null);
  // Another page (a search result, a tab) may change the filter; follow it unless typing. Not
  // on mount: the field then shows the filter already, or what was typed before hydration.
  const shownQ = useRef(q);
  useEffect(() => {
    if (shownQ.current === q) return;
    shownQ.current = q;
    if (input.current && document.activeElement !== input.current) input.current.value = q;
  }, [q]);
  return (
    <Form ref={form} method="get" className="list-filter" role="search">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="asset-filter">{t("assets.list.filterLabel")}</label>
      <input
        ref={input}
        id="asset-filter"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => submitSoon(event.currentTarget.form)}
      />
      <button type="submit" className="button">
        {t("assets.list.applyFilter")}
      </button>
    </Form>
  );
}

export function Pagination({ page }: { page: PageOf<unknown> }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (page.total === 0) return null;
  const from = (page.page - 1) * page.pageSize + 1;
  const to = Math.min(page.total, page.page * page.pageSize);
  const linkTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav className="pagination" aria-label={t("assets.list.pagination")}>
      <span>{t("assets.list.showing", { from, to, total: page.total })}</span>
      {page.page > 1 ? (
        <Link to={linkTo(page.page - 1)} preventScrollReset>
          {t("assets.list.previous")}
        </Link>
      ) : null}
      <span>{t("assets.list.pageOf", { page: page.page, pages })}</span>
      {page.page < pages ? (
        <Link to={linkTo(page.page + 1)} preventScrollReset>
          {t("assets.list.next")}
        </Link>
      ) : null}
    </nav>
  );
}

function EmptyRow({ columns }: { columns: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filtered = Boolean(params.get("q") || params.get("pad") || params.get("field"));
  return (
    <tr>
      <td colSpan={columns} className="empty">
        {filtered ? t("assets.list.noMatches") : t("assets.list.noRecords")}
      </td>
    </tr>
  );
}

/**
 * An asset list's table: the row number first, then the tab's columns (`number` ones aligned as
 * figures), the row's actions last; the rows below, or a line saying why there are none.
 */
function AssetTable({
  columns,
  empty,
  children,
}: {
  columns: { label: ReactNode; number?: boolean }[];
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="asset-table">
        <thead>
          <tr>
            <th scope="col">{t("assets.list.number")}</th>
            {columns.map((column, index) => (
              // The columns are fixed for the table's life: their place is their identity.
              <th key={index} scope="col" className={column.number ? "number" : undefined}>
                {column.label}
              </th>
            ))}
            <th scope="col">{t("assets.list.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {empty ? <EmptyRow columns={columns.length + 2} /> : null}
          {children}
        </tbody>
      </table>
    </div>
  );
}

function RowActions({
  tab,
  id,
  name,
  canManage,
}: {
  tab: "well" | "pad" | "field";
  id: number;
  name: string;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  if (!canManage) return null;
  return (
    <>
      <Link to={`/field/${tab}/${id}/edit`} aria-label={t("assets.actions.editNamed", { name })}>
        {t("assets.actions.edit")}
      </Link>
      <Link
        to={`/field/${tab}/${id}/remove`}
        className="danger-link"
        aria-label={t("assets.actions.removeNamed", { name })}
      >
        {t("assets.actions.remove")}
      </Link>
    </>
  );
}

export function WellTable({
  page,
  canManage,
  selectedId,
}: {
  page: PageOf<WellRow>;
  canManage: boolean;
  selectedId: number | null;
}) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const location = useLocation();
  return (
    <AssetTable
      columns={[
        {
          label: (
            <>
              {t("assets.columns.name")}
              <span className="sub-heading">{t("assets.columns.uwi")}</span>
            </>
          ),
        },
        { label: t("assets.columns.wellType") },
        { label: t("assets.columns.fieldPad") },
        { label: t("assets.columns.rig") },
        { label: t("assets.columns.spudDate") },
        { label: t("assets.columns.status") },
        { label: t("assets.columns.totalDays"), number: true },
        {
          label: (
            <>
              {t("assets.columns.plannedTd")} ({unitLabel("length", system)})
            </>
          ),
          number: true,
        },
      ]}
      empty={page.rows.length === 0}
    >
      {page.rows.map((well, index) => {
        const selected = well.id === selectedId;
        return (
          <tr key={well.id} aria-current={selected ? "true" : undefined}>
            <td>{tableRowNumber(page.page, page.pageSize, index)}</td>
            <th scope="row">
              {well.name}
              {well.uwi ? <span className="sub-line">{well.uwi}</span> : null}
            </th>
            <td>{t(`assets.wellTypes.${well.wellType}`)}</td>
            <td className="wrap">
              {well.fieldName} / <Link to={`/field/well?pad=${well.padId}`}>{well.padName}</Link>
            </td>
            <td>{well.rig}</td>
            <td>{formatDate(well.spudDate, language)}</td>
            <td>
              <span className={`status-pill status-${well.status}`}>
                {t(`assets.statuses.${well.status}`)}
              </span>
            </td>
            <td className="number">{formatWellTotalDays(well.totalDays, language)}</td>
            <td className="number">
              {formatQuantity("length", well.plannedTd, system, language, { withUnit: false })}
            </td>
            <td className="row-actions">
              {selected ? (
                <span className="selected-mark">{t("assets.actions.selected")}</span>
              ) : (
                <Form method="post" action="/field/well" className="select-well-form">
                  <input type="hidden" name="intent" value="select" />
                  <input type="hidden" name="wellId" value={well.id} />
                  <input
                    type="hidden"
                    name="redirectTo"
                    value={location.pathname + location.search}
                  />
                  <button
                    type="submit"
                    className="button small"
                    aria-label={t("assets.actions.selectNamed", { name: well.name })}
                  >
                    {t("assets.actions.select")}
                  </button>
                </Form>
              )}
              <RowActions tab="well" id={well.id} name={well.name} canManage={canManage} />
            </td>
          </tr>
        );
      })}
    </AssetTable>
  );
}

export function PadTable({ page, canManage }: { page: PageOf<PadRow>; canManage: boolean }) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  return (
    <AssetTable
      columns={[
        { label: t("assets.columns.name") },
        { label: t("assets.columns.field") },
        { label: t("assets.columns.latitude"), number: true },
        { label: t("assets.columns.longitude"), number: true },
        { label: t("assets.columns.wells"), number: true },
      ]}
      empty={page.rows.length === 0}
    >
      {page.rows.map((pad, index) => (
        <tr key={pad.id}>
          <td>{tableRowNumber(page.page, page.pageSize, index)}</td>
          <th scope="row">{pad.name}</th>
          <td>
            <Link to={`/field/pad?field=${pad.fieldId}`}>{pad.fieldName}</Link>
          </td>
          <td className="number">{formatCoordinate(pad.latitude, system, language)}</td>
          <td className="number">{formatCoordinate(pad.longitude, system, language)}</td>
          <td className="number">
            <Link to={`/field/well?pad=${pad.id}`}>{pad.wellCount}</Link>
          </td>
          <td className="row-actions">
            <RowActions tab="pad" id={pad.id} name={pad.name} canManage={canManage} />
          </td>
        </tr>
      ))}
    </AssetTable>
  );
}

export function FieldTable({ page, canManage }: { page: PageOf<FieldRow>; canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <AssetTable
      columns={[
        { label: t("assets.columns.name") },
        { label: t("assets.columns.location") },
        { label: t("assets.columns.concession") },
        { label: t("assets.columns.pads"), number: true },
        { label: t("assets.columns.wells"), number: true },
      ]}
      empty={page.rows.length === 0}
    >
      {page.rows.map((field, index) => (
        <tr key={field.id}>
          <td>{tableRowNumber(page.page, page.pageSize, index)}</td>
          <th scope="row">{field.name}</th>
          <td>{field.location}</td>
          <td>{field.concession}</td>
          <td className="number">
            <Link to={`/field/pad?field=${field.id}`}>{field.padCount}</Link>
          </td>
          <td className="number">{field.wellCount}</td>
          <td className="row-actions">
            <RowActions tab="field" id={field.id} name={field.name} canManage={canManage} />
          </td>
        </tr>
      ))}
    </AssetTable>
  );
}
