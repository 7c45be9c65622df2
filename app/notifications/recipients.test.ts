import { describe, expect, it } from "vitest";

import { DEFAULT_PREFERENCE, notificationMessage } from "./kinds";
import { preferenceFor, recipientsOf } from "./recipients";

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
    const message = notificationMessage({
      kind: "returned",
      reportKind: "ddr",
      reportNo: 12,
      reportDate: "2026-06-02",
      wellName: "Alpha-1",
      actorName: "Sari",
      comment: "Fix the mud check.",
      href: "/",
    });
    expect(message).toEqual({
      key: "notifications.message.returned",
      values: {
        report: "#12 (2026-06-02)",
        well: "Alpha-1",
        actor: "Sari",
        comment: "Fix the mud check.",
      },
    });
  });
});
