/**
 * The "No." column of paged tables, product spec §9:
 * (current page × page size) − (page size − 1) + row index, page 1-based, row index 0-based,
 * so page 2 of 10-row pages starts at 11.
 */
export function tableRowNumber(currentPage: number, pageSize: number, rowIndex: number): number {
  return currentPage * pageSize - (pageSize - 1) + rowIndex;
}
