/**
 * What stops a report from being submitted (DOMAIN.md §6): a section it needs is not saved, or
 * holds only what was carried over from the day before (today's depth, narrative and crew are a
 * person's to confirm), or a saved section no longer passes its rules against today's context
 * (the previous report may have changed since), or the BHA names a bit the bit data does not
 * have.
 */
import { COMPUTATION_FAILED, computeSection, SectionComputationFailed } from "./compute";
import type { AnySection, SectionContext, StoredRow, StoredSectionValue } from "./vocabulary";

export interface SubmitProblem {
  sectionId: string;
  /** Translation key. */
  code: string;
  params?: Record<string, string | number>;
}

export function submitProblems(
  sections: readonly AnySection[],
  saved: Partial<Record<string, StoredSectionValue>>,
  context: SectionContext,
  /** Sections that hold only what was carried over; nobody has saved them on this report. */
  carriedOnly: ReadonlySet<string> = new Set(),
): SubmitProblem[] {
  const problems: SubmitProblem[] = [];
  for (const section of sections) {
    const value = saved[section.id];
    if (!value) {
      if (section.requiredForSubmit) {
        problems.push({ sectionId: section.id, code: "ddr.editor.missingSection" });
      }
      continue;
    }
    if (section.requiredForSubmit && carriedOnly.has(section.id)) {
      problems.push({ sectionId: section.id, code: "ddr.editor.carriedNotChecked" });
      continue;
    }
    let computed: StoredSectionValue;
    try {
      computed = computeSection(section, value, context);
    } catch (error) {
      if (!(error instanceof SectionComputationFailed)) throw error;
      problems.push({ sectionId: section.id, code: COMPUTATION_FAILED });
      continue;
    }
    const seen = new Set<string>();
    const issues = [
      ...(section.earlyRules?.(computed as never, context) ?? []),
      ...(section.rules?.(computed as never, context) ?? []),
    ];
    for (const issue of issues) {
      // One line per kind of problem is enough to find it; the section shows each row.
      if (seen.has(issue.code)) continue;
      seen.add(issue.code);
      problems.push({ sectionId: section.id, code: issue.code, params: issue.params });
    }
  }
  const bha = saved.bha;
  const bits = saved.bitData?.bits as StoredRow[] | undefined;
  const bhaBit = typeof bha?.bitNo === "string" ? bha.bitNo : null;
  if (bhaBit && bits && !bits.some((bit) => bit.bitNo === bhaBit)) {
    problems.push({
      sectionId: "bha",
      code: "ddr.editor.bitNotInBitData",
      params: { bitNo: bhaBit },
    });
  }
  return problems;
}
