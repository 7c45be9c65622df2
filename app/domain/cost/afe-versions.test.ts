import { describe, expect, it } from "vitest";

import { afeKindOf, isAfeEditable, isAuthorised, nextAfeVersion } from "./afe-versions";

describe("AFE versions", () => {
  it("starts with the original", () => {
    expect(nextAfeVersion([])).toEqual({ ok: true, versionNo: 1, kind: "original" });
  });

  it("adds supplements after the approved versions", () => {
    expect(nextAfeVersion([{ versionNo: 1, status: "approved" }])).toEqual({
      ok: true,
      versionNo: 2,
      kind: "supplement",
    });
    expect(
      nextAfeVersion([
        { versionNo: 2, status: "approved" },
        { versionNo: 1, status: "approved" },
      ]),
    ).toEqual({ ok: true, versionNo: 3, kind: "supplement" });
  });

  it("allows one draft at a time, so a supplement waits for the original's approval", () => {
    expect(nextAfeVersion([{ versionNo: 1, status: "draft" }])).toEqual({
      ok: false,
      reason: "draftExists",
    });
    expect(
      nextAfeVersion([
        { versionNo: 1, status: "approved" },
        { versionNo: 2, status: "draft" },
      ]),
    ).toEqual({ ok: false, reason: "draftExists" });
  });

  it("locks approved versions and counts only them", () => {
    expect(isAfeEditable("draft")).toBe(true);
    expect(isAfeEditable("approved")).toBe(false);
    expect(isAuthorised("approved")).toBe(true);
    expect(isAuthorised("draft")).toBe(false);
    expect(afeKindOf(1)).toBe("original");
    expect(afeKindOf(4)).toBe("supplement");
  });
});
