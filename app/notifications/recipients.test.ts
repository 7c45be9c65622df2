import { describe, expect, it } from "vitest";

import { Privilege } from "~/auth/privileges";

import { DEFAULT_PREFERENCE, notificationMessage } from "./kinds";
import {
  afeApprovalRecipients,
  plannersOf,
  preferenceFor,
  recipientsOf,
  reportWritersOf,
} from "./recipients";

const AUTHOR = 1;
const MANAGER = 2;
const ADMIN = 3;
const PLANNER = 4;
const people = [
  { id: AUTHOR, approves: false },
  { id: MANAGER, approves: true },
  { id: ADMIN, approves: true },
  { id: PLANNER, approves: false },
];

describe("who is told of a report's step", () => {
  it("tells every approver of a submission, never the author", () => {
    expect(recipientsOf("submit", AUTHOR, AUTHOR, people)).toEqual([
      { userId: MANAGER, kind: "submitted" },
      { userId: ADMIN, kind: "submitted" },
    ]);
    // An approver who submits their own report is not told of it.
    expect(recipientsOf("submit", MANAGER, MANAGER, people)).toEqual([
      { userId: ADMIN, kind: "submitted" },
    ]);
  });

  it("tells the author of an approval or a return, not when they decided themselves", () => {
    expect(recipientsOf("approve", MANAGER, AUTHOR, people)).toEqual([
      { userId: AUTHOR, kind: "approved" },
    ]);
    expect(recipientsOf("return", MANAGER, AUTHOR, people)).toEqual([
      { userId: AUTHOR, kind: "returned" },
    ]);
    expect(recipientsOf("approve", ADMIN, ADMIN, people)).toEqual([]);
  });

  it("tells nobody outside the organisation's people", () => {
    expect(recipientsOf("return", MANAGER, 99, people)).toEqual([]);
    expect(recipientsOf("approve", MANAGER, null, people)).toEqual([]);
  });
});

describe("how a user is told", () => {
  it("follows the user's choice for the kind, else the default", () => {
    const chosen = new Map([[`${AUTHOR}:returned`, { inApp: false, byMail: true }]]);
    expect(preferenceFor(chosen, AUTHOR, "returned")).toEqual({ inApp: false, byMail: true });
    expect(preferenceFor(chosen, AUTHOR, "approved")).toEqual(DEFAULT_PREFERENCE);
  });

  it("names the report by number and date, and carries the return's comment", () => {
    const message = notificationMessage(
      {
        kind: "returned",
        reportKind: "ddr",
        reportNo: 12,
        reportDate: "2026-06-02",
        wellName: "Alpha-1",
        actorName: "Sari",
        comment: "Fix the mud check.",
        href: "/",
      },
      "en",
    );
    expect(message).toEqual({
      key: "notifications.message.returned",
      values: {
        report: "#12 (06/02/2026)",
        well: "Alpha-1",
        actor: "Sari",
        comment: "Fix the mud check.",
        version: "12",
        date: "06/02/2026",
        over: "",
        threshold: "",
      },
    });
  });

  it("writes the report's day as the reader's screens do, not as it is stored", () => {
    const returned = {
      kind: "returned" as const,
      reportKind: "ddr",
      reportNo: 55,
      reportDate: "2026-11-28",
      wellName: "KR-A2",
      actorName: "Claire Morgan",
      comment: "MD does not match the time log.",
      href: "/",
    };
    expect(notificationMessage(returned, "en").values.report).toBe("#55 (11/28/2026)");
    expect(notificationMessage(returned, "id").values.report).toBe("#55 (28/11/2026)");
    const reminder = { ...returned, kind: "reminder" as const, reportNo: null };
    expect(notificationMessage(reminder, "id").values.date).toBe("28/11/2026");
  });

  it("says whether a reminded report was never started or is not submitted", () => {
    const reminder = {
      kind: "reminder" as const,
      reportKind: "ddr",
      reportNo: null,
      reportDate: "2026-06-02",
      wellName: "Alpha-1",
      actorName: "",
      href: "/",
    };
    expect(notificationMessage({ ...reminder, missing: "notCreated" }, "en").key).toBe(
      "notifications.message.reminder",
    );
    expect(notificationMessage({ ...reminder, missing: "notSubmitted" }, "id").key).toBe(
      "notifications.message.reminderNotSubmitted",
    );
  });

  it("writes the percentages over the AFE as the reader writes numbers", () => {
    const over = {
      kind: "overAfe" as const,
      reportKind: "afe",
      reportNo: null,
      reportDate: "2026-06-02",
      wellName: "Alpha-1",
      actorName: "Sari",
      overPercent: "1250.5",
      thresholdPercent: "7.25",
      href: "/",
    };
    const en = notificationMessage(over, "en").values;
    const id = notificationMessage(over, "id").values;
    expect([en.over, en.threshold]).toEqual(["1,250.5", "7.25"]);
    expect([id.over, id.threshold]).toEqual(["1.250,5", "7,25"]);
  });
});

describe("who is told of AFEs and missing reports", () => {
  const people = [
    { id: 1, privileges: [Privilege.PlannerDatabase, Privilege.PlannerForm] }, // planner
    { id: 2, privileges: [Privilege.PlannerDatabase, Privilege.ApprovalForm] }, // manager
    { id: 3, privileges: [Privilege.DailyDrillingReportForm] }, // engineer
    { id: 4, privileges: [Privilege.PlannerForm] }, // builds AFEs, no planner database
  ];

  it("tells an approved supplement to its builder and the planners, never the approver", () => {
    expect(afeApprovalRecipients(4, 2, people)).toEqual([4, 1]);
    expect(afeApprovalRecipients(1, 2, people)).toEqual([1]);
    // A builder who left the organisation is not told.
    expect(afeApprovalRecipients(99, 2, people)).toEqual([1]);
  });

  it("tells the cost over the AFE to the planners, and a missing report to its writers", () => {
    expect(plannersOf(people)).toEqual([1, 2]);
    expect(reportWritersOf(people)).toEqual([3]);
  });
});
