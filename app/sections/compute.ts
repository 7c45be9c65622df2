/**
 * A section's computed figures: worked out from its stored value and the day's context, with a
 * fault in a computation told apart from data the computation cannot use yet.
 */
import {
  NotComputableYet,
  type AnySection,
  type SectionContext,
  type StoredSectionValue,
} from "./vocabulary";

/** A section's computation failed for another reason than data it cannot use yet: a fault. */
export class SectionComputationFailed extends Error {
  constructor(
    readonly sectionId: string,
    cause: unknown,
  ) {
    super(
      `The figures of section "${sectionId}" could not be worked out: ${
        cause instanceof Error ? cause.message : String(cause)
      }`,
      { cause },
    );
    this.name = "SectionComputationFailed";
  }
}

/** Shown when a computation fails: nothing is saved, what was typed stays in the form. */
export const COMPUTATION_FAILED = "ddr.editor.computationFailed";

/**
 * Fills the computed values. A computation that cannot use the data yet (NotComputableYet: the
 * rules will say why) leaves them empty; any other failure is logged and thrown as
 * SectionComputationFailed, so a fault never turns into figures silently missing.
 */
export function computeSection(
  section: AnySection,
  value: StoredSectionValue,
  context: SectionContext,
): StoredSectionValue {
  if (!section.compute) return value;
  try {
    return section.compute(value as never, context) as StoredSectionValue;
  } catch (error) {
    if (error instanceof NotComputableYet) return value;
    console.error(`The figures of section "${section.id}" could not be worked out:`, error);
    throw new SectionComputationFailed(section.id, error);
  }
}

/**
 * For showing a saved section: its figures worked out again for today's context, or, when that
 * fails (logged by computeSection), the figures stored with it when it was saved.
 */
export function computeSavedSection(
  section: AnySection,
  value: StoredSectionValue,
  context: SectionContext,
): StoredSectionValue {
  try {
    return computeSection(section, value, context);
  } catch (error) {
    if (error instanceof SectionComputationFailed) return value;
    throw error;
  }
}
