/**
 * Bit runs of many wells grouped by hole size and bit type, the way a field's bit selection is
 * compared: total footage and on-bottom hours, ROP as footage over hours, and cost per metre
 * weighted by footage (the cost of the group's hole over its length). SI units.
 */
import { holeSizeInches } from "./hole-size";

export interface GroupedBitRun {
  /** Bit size, m. */
  size: number;
  /** The bit's type as the bit data names it; runs without one group together. */
  bitType: string;
  /** m drilled so far; null when unknown. */
  footage: number | null;
  /** On-bottom time, s; null when unknown. */
  hours: number | null;
  /** USD per metre of a pulled run; null when not worked out. */
  costPerMetre: number | null;
}

export interface BitGroupFigures {
  runs: number;
  /** m */
  footage: number;
  /** s, of the runs whose footage is known */
  hours: number;
  /** m/s; null without hours */
  rop: number | null;
  /** USD/m; null when no run of the group has a cost per metre */
  costPerMetre: number | null;
}

/** The group a run belongs to: its size to the eighth of an inch and its type. */
export function bitGroupKey(run: Pick<GroupedBitRun, "size" | "bitType">): string {
  return `${holeSizeInches(run.size)}|${run.bitType}`;
}

export function bitGroups(runs: readonly GroupedBitRun[]): Map<string, BitGroupFigures> {
  const sums = new Map<
    string,
    { runs: number; footage: number; hours: number; cost: number; costed: number }
  >();
  for (const run of runs) {
    const key = bitGroupKey(run);
    const sum = sums.get(key) ?? { runs: 0, footage: 0, hours: 0, cost: 0, costed: 0 };
    sum.runs += 1;
    if (run.footage !== null) {
      sum.footage += run.footage;
      if (run.hours !== null) sum.hours += run.hours;
      if (run.costPerMetre !== null) {
        sum.cost += run.costPerMetre * run.footage;
        sum.costed += run.footage;
      }
    }
    sums.set(key, sum);
  }
  const groups = new Map<string, BitGroupFigures>();
  for (const [key, sum] of sums) {
    groups.set(key, {
      runs: sum.runs,
      footage: sum.footage,
      hours: sum.hours,
      rop: sum.hours > 0 ? sum.footage / sum.hours : null,
      costPerMetre: sum.costed > 0 ? sum.cost / sum.costed : null,
    });
  }
  return groups;
}
