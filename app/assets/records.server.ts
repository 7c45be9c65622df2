import type { Kysely, Transaction } from "kysely";

import type { Database } from "~/db/schema";

/** Who is writing: every asset query is scoped by their organisation. */
export interface AssetActor {
  id: number;
  orgId: number;
}

export type SaveResult =
  | { ok: true; id: number }
  | {
      ok: false;
      /** notFound: not in the actor's organisation (the route answers 404). */
      error: "notFound" | "conflict" | "duplicateName" | "duplicateUwi" | "parentNotFound";
    };

export type RemoveResult =
  | { ok: true; name: string }
  | { ok: false; error: "notFound" | "hasPads" | "hasWells" | "hasReports" | "inUse" };

export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListQuery {
  /** Filter text, matched anywhere in the names and numbers the list shows. */
  q?: string;
  page?: number;
  fieldId?: number;
  padId?: number;
}

/** A LIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function startsWithPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** PostgreSQL's SQLSTATE and constraint of a failed statement, from either engine's error. */
function databaseError(error: unknown): { code?: string; constraint?: string } {
  if (typeof error !== "object" || error === null) return {};
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return {
    code: typeof code === "string" ? code : undefined,
    constraint: typeof constraint === "string" ? constraint : undefined,
  };
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const found = databaseError(error);
  return found.code === "23505" && found.constraint === constraint;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return databaseError(error).code === "23503";
}

/** Whether any report (daily drilling, activity or subsurface) was written for the well. */
export async function wellHasReports(
  db: Kysely<Database> | Transaction<Database>,
  wellId: number,
): Promise<boolean> {
  const report = await db
    .selectFrom("reports")
    .select("id")
    .where("well_id", "=", wellId)
    .limit(1)
    .executeTakeFirst();
  return report !== undefined;
}

/** The number of a list page, clamped to the pages that exist. */
export function clampPage(page: number | undefined, total: number, pageSize: number): number {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (!page || !Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), last);
}
