import { describe, expect, it } from "vitest";
import {
  REPORT_ACTIONS,
  REPORT_STATES,
  availableActions,
  isEditable,
  isReportState,
  transition,
  type ReportAction,
  type ReportState,
} from "./lifecycle";

describe("report lifecycle", () => {
  it("walks draft → submitted → returned → draft → submitted → approved", () => {
    expect(transition("draft", "submit")).toEqual({ ok: true, state: "submitted" });
    expect(transition("submitted", "return", { comment: "Mud check missing" })).toEqual({
      ok: true,
      state: "returned",
    });
    expect(transition("returned", "edit")).toEqual({ ok: true, state: "draft" });
    expect(transition("submitted", "approve")).toEqual({ ok: true, state: "approved" });
  });

  it("requires a comment to return a report", () => {
    for (const comment of [undefined, null, "", "   "]) {
      expect(transition("submitted", "return", { comment })).toEqual({
        ok: false,
        code: "lifecycle.commentRequired",
      });
    }
  });

  it("lets only an admin reopen an approved report", () => {
    expect(transition("approved", "reopen")).toEqual({ ok: false, code: "lifecycle.adminOnly" });
    expect(transition("approved", "reopen", { isAdmin: true })).toEqual({
      ok: true,
      state: "draft",
    });
  });

  it("refuses every other transition", () => {
    const legal = new Set([
      "draft:submit",
      "submitted:approve",
      "submitted:return",
      "returned:edit",
      "approved:reopen",
    ]);
    for (const state of REPORT_STATES) {
      for (const action of REPORT_ACTIONS) {
        if (legal.has(`${state}:${action}`)) continue;
        expect(transition(state, action, { comment: "why", isAdmin: true })).toEqual({
          ok: false,
          code: "lifecycle.illegal",
        });
      }
    }
  });

  it("refuses an illegal move before asking for a comment", () => {
    expect(transition("draft", "return")).toEqual({ ok: false, code: "lifecycle.illegal" });
  });

  it("lists the actions a user can take", () => {
    const cases: [ReportState, boolean, ReportAction[]][] = [
      ["draft", false, ["submit"]],
      ["submitted", false, ["approve", "return"]],
      ["returned", false, ["edit"]],
      ["approved", false, []],
      ["approved", true, ["reopen"]],
    ];
    for (const [state, isAdmin, actions] of cases) {
      expect(availableActions(state, isAdmin)).toEqual(actions);
    }
  });

  it("lets the author edit drafts and returned reports only", () => {
    expect(REPORT_STATES.filter(isEditable)).toEqual(["draft", "returned"]);
  });

  it("recognises states read from the database", () => {
    expect(isReportState("approved")).toBe(true);
    expect(isReportState("deleted")).toBe(false);
    expect(isReportState(null)).toBe(false);
  });
});
