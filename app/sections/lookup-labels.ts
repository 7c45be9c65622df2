/**
 * A lookup list's choices as the browser shows them: a label in the reader's language. Kept
 * apart from the standard values (lookup-lists.ts), so a page that prints labels does not
 * download every list's seeds.
 */
import type { Language } from "~/domain/units/systems";

import type { LookupListName } from "./lookup-lists";

/** One choice of a list, as a form shows it. */
export interface LookupOption {
  code: string;
  /** The English label (the only one of the planner's records, which have one name). */
  label: string;
  /** The Indonesian label of a lookup value; "" when the organisation has given none. */
  labelIndonesian?: string;
}

/**
 * The label a person reading in `language` sees for a choice: their language's, else the other
 * one (an administrator may have filled in only one), else the code.
 */
export function optionLabel(
  option: Pick<LookupOption, "code" | "label" | "labelIndonesian">,
  language: Language,
): string {
  const english = option.label.trim();
  const indonesian = (option.labelIndonesian ?? "").trim();
  const [first, second] = language === "id" ? [indonesian, english] : [english, indonesian];
  return first || second || option.code;
}

/** The label of a stored code in `language`; the code itself when the list no longer has it. */
export function codeLabel(
  options: readonly LookupOption[] | undefined,
  code: string,
  language: Language,
): string {
  const option = options?.find((candidate) => candidate.code === code);
  return option ? optionLabel(option, language) : code;
}

/** Every list's active choices for one organisation; references carry planner record ids. */
export type LookupOptions = Partial<
  Record<LookupListName | "costItem" | "contractBundle", LookupOption[]>
>;
