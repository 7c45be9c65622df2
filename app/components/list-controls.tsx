import { Form, Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { useFilterSubmit } from "./filter-submit";

/**
 * A GET form with one filter box. With JavaScript the list follows the typing (debounced);
 * without it the Filter button submits. Other query parameters (e.g. the tab) are kept; the page
 * goes back to 1.
 */
export function FilterForm({
  label,
  name = "q",
  keep = [],
}: {
  label: string;
  name?: string;
  /** Query parameters to carry over, e.g. ["tab"]. */
  keep?: string[];
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { form, submitSoon } = useFilterSubmit();
  const inputId = `filter-${name}`;
  return (
    <Form ref={form} method="get" role="search" className="filter-form">
      {keep.map((param) => {
        const value = searchParams.get(param);
        return value === null ? null : (
          <input key={param} type="hidden" name={param} value={value} />
        );
      })}
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        name={name}
        defaultValue={searchParams.get(name) ?? ""}
        placeholder={t("accounts.list.filterPlaceholder")}
        autoComplete="off"
        onChange={(event) => submitSoon(event.currentTarget.form)}
      />
      <button type="submit" className="button">
        {t("accounts.list.filter")}
      </button>
    </Form>
  );
}

export interface PageInfo {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

/** Previous / next links that keep the other query parameters; works without JavaScript. */
export function Pagination({ window, param = "page" }: { window: PageInfo; param?: string }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  if (window.total === 0) return null;
  const href = (page: number) => {
    const next = new URLSearchParams(searchParams);
    next.set(param, String(page));
    return `?${next.toString()}`;
  };
  const from = (window.page - 1) * window.pageSize + 1;
  const to = Math.min(window.total, window.page * window.pageSize);
  return (
    <nav className="pagination" aria-label={t("accounts.list.pagination")}>
      <span className="hint">{t("accounts.list.showing", { from, to, total: window.total })}</span>
      {window.page > 1 ? (
        <Link className="button" to={href(window.page - 1)} preventScrollReset>
          {t("accounts.list.previous")}
        </Link>
      ) : (
        <span className="button" aria-disabled="true">
          {t("accounts.list.previous")}
        </span>
      )}
      <span>{t("accounts.list.pageOf", { page: window.page, pages: window.pageCount })}</span>
      {window.page < window.pageCount ? (
        <Link className="button" to={href(window.page + 1)} preventScrollReset>
          {t("accounts.list.next")}
        </Link>
      ) : (
        <span className="button" aria-disabled="true">
          {t("accounts.list.next")}
        </span>
      )}
    </nav>
  );
}

/** Says why a list is empty: nothing matches, or it could not be loaded (spec section 8). */
export function ListStatus({ failed, empty }: { failed: boolean; empty: boolean }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <p className="form-error" role="alert">
        {t("accounts.list.loadFailed")}
      </p>
    );
  }
  if (empty) return <p className="hint">{t("accounts.list.empty")}</p>;
  return null;
}
