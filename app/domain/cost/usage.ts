/**
 * Why a catalogue record cannot be removed: the records that use it, grouped by kind, so the
 * message can name them ("used by 2 cost items: Barite, Bentonite"). A handful of names per
 * kind is enough to find them; the rest is counted.
 */
export type UsageKind = "costItem" | "activityCost" | "afeLine" | "costLine";

export interface Usage {
  kind: UsageKind;
  /** How the user would recognise the using record, e.g. "Barite" or "Well A-1, DDR #12". */
  label: string;
  /** The day of the using record (a daily report's), YYYY-MM-DD: shown in the reader's format. */
  date?: string;
  /** How many records the label stands for (the cost lines of one report); 1 when absent. */
  count?: number;
}

/** One using record as the message names it: its label, and its day when it has one. */
export interface UsageName {
  label: string;
  date?: string;
}

export interface UsageGroup {
  kind: UsageKind;
  count: number;
  /** The first names, in the order given. */
  names: UsageName[];
  /** How many more there are beyond `names`. */
  more: number;
}

const KIND_ORDER: readonly UsageKind[] = ["costItem", "activityCost", "afeLine", "costLine"];

export function groupUsages(usages: readonly Usage[], namesPerKind = 5): UsageGroup[] {
  return KIND_ORDER.flatMap((kind) => {
    const ofKind = usages.filter((usage) => usage.kind === kind);
    // One name per distinct record: the label and its day together.
    const distinct = new Map<string, UsageName>();
    for (const { label, date } of ofKind) {
      const key = `${label}\u0000${date ?? ""}`;
      if (!distinct.has(key)) distinct.set(key, date === undefined ? { label } : { label, date });
    }
    if (distinct.size === 0) return [];
    const count = ofKind.reduce((sum, usage) => sum + (usage.count ?? 1), 0);
    const names = [...distinct.values()].slice(0, namesPerKind);
    return [{ kind, count, names, more: Math.max(0, distinct.size - names.length) }];
  });
}
