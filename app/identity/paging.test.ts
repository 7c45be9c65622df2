import { describe, expect, it } from "vitest";

import { parsePage } from "~/forms/input";

import { pageWindow, rowNumbers } from "./paging";

describe("account list paging", () => {
  it("reads only positive whole page numbers", () => {
    expect(parsePage("3")).toBe(3);
    for (const bad of [null, "", "0", "-2", "abc", "1.5", "99999999"]) {
      expect(parsePage(bad)).toBe(1);
    }
  });

  it("clamps a page past the end to the last page", () => {
    expect(pageWindow(9, 25, 10)).toEqual({
      page: 3,
      pageSize: 10,
      pageCount: 3,
      offset: 20,
      total: 25,
    });
    expect(pageWindow(4, 0, 10).page).toBe(1);
  });

  it("numbers rows the spec's way: page 2 of 10-row pages starts at 11", () => {
    expect(rowNumbers(pageWindow(2, 25, 10), 3)).toEqual([11, 12, 13]);
  });
});
