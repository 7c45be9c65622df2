/**
 * What an approver needs beyond the report itself: the reports waiting for them, and on a report
 * sent back before, what they said then and which sections the author saved since.
 */
import { getDb } from "~/db/db.server";
import { DDR_SECTIONS } from "~/sections";

import { listWaitingForApproval, type DdrRow } from "./ddr-lists.server";
import type { DdrDocument } from "./report-load.server";

export interface EarlierReturn {
  by: string | null;
  at: string;
  comment: string;
}

export interface ReReview {
  /** Every time the report was returned, oldest first, with the approver's comment. */
  returns: EarlierReturn[];
  /** Sections saved after the last return, in the report's order. */
  savedSinceReturn: { sectionId: string; version: number; savedAt: string }[];
}

/** The earlier returns of a report and what changed since the last; null when never returned. */
export async function reReviewOf(orgId: number, document: DdrDocument): Promise<ReReview | null> {
  const db = await getDb();
  const rows = await db
    .selectFrom("audit_log as a")
    .leftJoin("users as u", "u.id", "a.user_id")
    .select(["a.at", "a.detail", "u.full_name"])
    .where("a.org_id", "=", orgId)
    .where("a.record_type", "=", "report")
    .where("a.record_id", "=", String(document.header.id))
    .where("a.action", "=", "return")
    .orderBy("a.id")
    .execute();
  if (rows.length === 0) return null;
  const returns = rows.map((row) => ({
    by: row.full_name,
    at: new Date(row.at).toISOString(),
    comment: String((row.detail as { comment?: unknown } | null)?.comment ?? ""),
  }));
  const lastReturn = returns[returns.length - 1]!.at;
  const savedSinceReturn = DDR_SECTIONS.flatMap((section) => {
    const saved = document.saved[section.id];
    return saved && !saved.carried && saved.savedAt > lastReturn
      ? [{ sectionId: section.id, version: saved.version, savedAt: saved.savedAt }]
      : [];
  });
  return { returns, savedSinceReturn };
}

/** The reports waiting for a decision on the home page: the first few, and how many in all. */
export async function waitingSummary(
  orgId: number,
  shown = 8,
): Promise<{ reports: DdrRow[]; total: number }> {
  const all = await listWaitingForApproval(orgId);
  return { reports: all.slice(0, shown), total: all.length };
}
