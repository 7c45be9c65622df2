import { tableRowNumber } from "~/domain/formatting/table-row-number";

/** Rows per page of the account lists. */
export const PAGE_SIZE = 10;

export interface PageWindow {
  page: number;
  pageSize: number;
  pageCount: number;
  offset: number;
  total: number;
}

/** One page of a list, its rows numbered as the spec numbers them. */
export interface PagedRows<Row> {
  rows: Row[];
  /** The spec's "No." of each row (table-row-number.ts). */
  numbers: number[];
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
}

/** Where a page starts; a page past the end shows the last one instead of an empty table. */
export function pageWindow(page: number, total: number, pageSize = PAGE_SIZE): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageSize, pageCount, offset: (current - 1) * pageSize, total };
}

/** The "No." of each row on a page (spec section 9). */
export function rowNumbers(window: { page: number; pageSize: number }, rows: number): number[] {
  return Array.from({ length: rows }, (_, index) =>
    tableRowNumber(window.page, window.pageSize, index),
  );
}
