/**
 * The one shape of a report list in the API: the organisation's reports of some kinds, newest
 * first, filtered by well and status, a page at a time behind an opaque cursor; and the query
 * that asks for it, read or answered with a problem.
 */
import type { z } from "zod";

import { getDb } from "~/db/db.server";
import type { ReportKind, ReportStatus } from "~/db/tables/reports";

import { problem } from "./problem";
import { fieldProblems, type listReportsQuery } from "./schemas";

/** The cursor is the last id of a page, opaque to clients. */
export function encodeCursor(id: number): string {
  return Buffer.from(`r${id}`).toString("base64url");
}

function decodeCursor(cursor: string): number | null {
  const text = Buffer.from(cursor, "base64url").toString();
  if (!text.startsWith("r")) return null;
  const id = Number(text.slice(1));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

type PageQuery = z.infer<typeof listReportsQuery>;

/**
 * A list's query parameters read by its schema, the cursor turned into the id to list before;
 * a bad parameter or a cursor this API did not give out is a 400 problem (thrown).
 */
export function readPageQuery<T extends PageQuery>(
  request: Request,
  schema: z.ZodType<T>,
): Omit<T, "cursor"> & { before?: number } {
  const query = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    throw problem("bad-request", "Check the query parameters.", {
      extensions: { errors: fieldProblems(query.error, "/query") },
    });
  }
  const { cursor, ...rest } = query.data;
  if (cursor === undefined) return rest;
  const before = decodeCursor(cursor);
  if (before === null) throw problem("bad-request", "The cursor is not one this API gave out.");
  return { ...rest, before };
}

export interface ReportListFilters {
  wellId?: number;
  status?: ReportStatus;
  before?: number;
}

/** A page of the organisation's reports of these kinds, newest first. */
export async function listReportPage(
  orgId: number,
  kinds: readonly ReportKind[],
  filters: ReportListFilters,
  limit: number,
) {
  const db = await getDb();
  let query = db
    .selectFrom("reports as r")
    .innerJoin("wells as w", "w.id", "r.well_id")
    .select([
      "r.id",
      "r.kind",
      "r.well_id",
      "w.name as well_name",
      "r.report_no",
      "r.report_date",
      "r.status",
      "r.version",
      "r.md_at_report",
      "r.updated_at",
    ])
    .where("r.org_id", "=", orgId)
    .where("r.kind", "in", kinds);
  if (filters.wellId !== undefined) query = query.where("r.well_id", "=", filters.wellId);
  if (filters.status !== undefined) query = query.where("r.status", "=", filters.status);
  if (filters.before !== undefined) query = query.where("r.id", "<", filters.before);
  const rows = await query
    .orderBy("r.id", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      wellId: row.well_id,
      wellName: row.well_name,
      reportNo: row.report_no,
      reportDate: String(row.report_date).slice(0, 10),
      status: row.status,
      version: row.version,
      mdAtReport: row.md_at_report,
      updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
    })),
    nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!.id) : null,
  };
}
