import { getDb } from "~/db/db.server";
import { isUniqueViolation } from "~/db/records.server";
import type { Tx } from "~/db/schema";

import { refused, type WriteResult } from "./results";

type Refusal = Extract<WriteResult, { ok: false }>;

/** Answers a broken unique index (a taken name or e-mail) as a refusal of its field, or null. */
export type DuplicateAnswer = (error: unknown) => Refusal | null;

/** The one unique index a record has: its name within its scope. */
export function takenName(key: string): DuplicateAnswer {
  return (error) => (isUniqueViolation(error) ? refused(key, "name") : null);
}

/**
 * One identity write in its own transaction. A duplicate that only the database sees (two people
 * saving the same name at once) comes back as the field's message, never as a server error.
 */
export async function identityWrite<T>(
  duplicate: DuplicateAnswer,
  work: (tx: Tx) => Promise<WriteResult<T>>,
): Promise<WriteResult<T>> {
  const db = await getDb();
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    const answer = duplicate(error);
    if (answer) return answer;
    throw error;
  }
}

/**
 * The form was opened on an older version of the record than the one now stored, or does not say
 * which it was opened on (the schemas refuse that first; this keeps any other caller honest).
 */
export function isStale(seen: number | undefined, current: number): boolean {
  return seen !== current;
}
