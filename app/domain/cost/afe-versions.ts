/**
 * AFE versions of one well: the original AFE (version 1) and supplements (2, 3, …) that add to
 * it. A version is built as a draft and becomes part of the authorised budget when someone with
 * the planner form privilege approves it; an approved version is locked. One draft at a time,
 * so a supplement can only follow an authorised original.
 */
export type AfeStatus = "draft" | "approved";
export type AfeKind = "original" | "supplement";

export interface AfeVersionState {
  versionNo: number;
  status: AfeStatus;
}

export type NextVersion =
  { ok: true; versionNo: number; kind: AfeKind } | { ok: false; reason: "draftExists" };

export function nextAfeVersion(existing: readonly AfeVersionState[]): NextVersion {
  if (existing.some((version) => version.status === "draft")) {
    return { ok: false, reason: "draftExists" };
  }
  if (existing.length === 0) return { ok: true, versionNo: 1, kind: "original" };
  const highest = Math.max(...existing.map((version) => version.versionNo));
  return { ok: true, versionNo: highest + 1, kind: "supplement" };
}

export function afeKindOf(versionNo: number): AfeKind {
  return versionNo === 1 ? "original" : "supplement";
}

/** Lines may change, and the version may be removed, only while it is a draft. */
export function isAfeEditable(status: AfeStatus): boolean {
  return status === "draft";
}

/** Only approved versions count towards the authorised budget. */
export function isAuthorised(status: AfeStatus): boolean {
  return status === "approved";
}
