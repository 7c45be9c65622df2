import { describe, expect, it } from "vitest";

import { Privilege } from "~/auth/privileges";

import { canOpen, pageHref, pages } from "./pages";

const MANAGER = [1, 3, 4, 5, 6, 7, 8, 13, 14];
const ENGINEER = [5, 6, 7, 10, 11, 12, 14];

describe("who may open a page", () => {
  it("lets a manager read reports and approve them, but not open the engineer's forms", () => {
    expect(canOpen(MANAGER, pages.dailyDrillingReportReport)).toBe(true);
    expect(canOpen(MANAGER, pages.approvalForm)).toBe(true);
    expect(canOpen(MANAGER, pages.consolidatedDailyDrillingReport)).toBe(false);
    expect(canOpen(MANAGER, pages.dailyDrillingReportForm)).toBe(false);
  });

  it("opens a chart point's report for anyone who writes or reads reports", () => {
    expect(canOpen(ENGINEER, pages.reportOfDay)).toBe(true);
    expect(canOpen(MANAGER, pages.reportOfDay)).toBe(true);
    expect(canOpen([Privilege.Dashboards], pages.reportOfDay)).toBe(false);
  });

  it("lets everyone signed in open the pages without a privilege", () => {
    expect(canOpen([], pages.home)).toBe(true);
  });
});

describe("a page's address", () => {
  it("carries its query without empty values, and a fragment", () => {
    expect(
      pageHref(
        pages.dailyDrillingReportForm,
        { well: 7, date: "2026-11-25", x: null },
        "section-general",
      ),
    ).toBe("/form/daily-drilling-report?well=7&date=2026-11-25#section-general");
    expect(pageHref(pages.approvalForm)).toBe("/form/approval-form");
  });
});
