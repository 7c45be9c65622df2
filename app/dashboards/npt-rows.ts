/**
 * The figures of a time-log row behind an NPT bar, as its reader writes them: hours in the
 * language's own decimal mark (in Indonesian, "6.50" would read as six hundred and fifty) and the
 * phase by its label in the organisation's list, not its stored code.
 */
import type { Language } from "~/domain/units/systems";
import { formatNumber } from "~/i18n/i18n";
import { codeLabel, type LookupOption } from "~/sections/lookup-labels";

export function nptRowCells(
  row: { duration: number; phase: string },
  phases: readonly LookupOption[] | undefined,
  language: Language,
): { hours: string; phase: string } {
  return {
    hours: formatNumber(row.duration / 3600, language, 2),
    phase: codeLabel(phases, row.phase, language),
  };
}
