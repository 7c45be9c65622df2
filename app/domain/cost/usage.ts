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
  /** How many records the label stands for (the cost lines of one report); 1 when absent. */
  count?: number;
}

export interface UsageGroup {
  kind: UsageKind;
  count: number;
  /** The first names, in the order given. */
  names: string[];
  /** How many more there are beyond `names`. */
  more: number;
}

const KIND_ORDER: readonly UsageKind[] = ["costItem", "activityCost", "afeLine", "costLine"];

export function groupUsages(usages: readonly Usage[], namesPerKind = 5): UsageGroup[] {
  return KIND_ORDER.flatMap((kind) => {
    const labels = [...new Set(usages.filter((usage) => usage.kind === kind).map((u) => u.label))];
    if (labels.length === 0) return [];
    const count = usages
      .filter((usage) => usage.kind === kind)
      .reduce((sum, usage) => sum + (usage.count ?? 1), 0);
    const names = labels.slice(0, namesPerKind);
    return [{ kind, count, names, more: Math.max(0, labels.length - names.length) }];
  });
}
