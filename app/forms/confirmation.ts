/**
 * A post that cannot be undone (a removal, an approval) carries `confirmed=yes` once the person
 * has said so: in a dialog with JavaScript, on a confirmation step without it. A post without it
 * is answered with that step instead of being carried out.
 */
export const CONFIRMED_FIELD = "confirmed";

/** What the confirmation step re-posts: the original fields, with the confirmation added. */
export interface PendingConfirmation {
  fields: Record<string, string>;
}

/** The fields of a post still to be confirmed, or null when it was confirmed. */
export function pendingConfirmation(formData: FormData): PendingConfirmation | null {
  if (formData.get(CONFIRMED_FIELD) === "yes") return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (name !== CONFIRMED_FIELD && typeof value === "string") fields[name] = value.slice(0, 500);
  }
  return { fields };
}
