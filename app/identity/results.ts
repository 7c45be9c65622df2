/** What a write answers: done, or a translation key for a field (or the whole form). */
export type WriteResult<T = undefined> =
  { ok: true; value: T } | { ok: false; error: string; field?: string };

export function done(): WriteResult;
export function done<T>(value: T): WriteResult<T>;
export function done<T>(value?: T): WriteResult<T | undefined> {
  return { ok: true, value };
}

export function refused(
  error: string,
  field?: string,
): { ok: false; error: string; field?: string } {
  return field ? { ok: false, error, field } : { ok: false, error };
}

/** Someone saved the record after this form was opened (optimistic concurrency). */
export const CONFLICT = "accounts.conflict";
