/**
 * Bit nozzles as drillers write them: "3x12" (three 12/32 in nozzles), several sets separated
 * by commas, plus signs or spaces ("3x12, 2x13"); "/32" after a size is allowed.
 */
import type { NozzleSet } from "./bit-run";

const NOZZLE_SET = /(\d+)\s*[x×X*]\s*(\d+)(?:\s*\/\s*32)?/g;
const SEPARATORS = /^[\s,;+]*$/;

/** The nozzle sets written in `text`; null when it cannot be read. An empty text is no nozzles. */
export function parseNozzles(text: string): NozzleSet[] | null {
  const sets: NozzleSet[] = [];
  const rest = text.replace(NOZZLE_SET, (_match, count: string, size: string) => {
    sets.push({ count: Number(count), size32nds: Number(size) });
    return " ";
  });
  if (!SEPARATORS.test(rest)) return null;
  // 1–20 nozzles per set, 6/32 to 32/32 in: anything else is a typing slip.
  const sensible = sets.every(
    (set) => set.count >= 1 && set.count <= 20 && set.size32nds >= 6 && set.size32nds <= 32,
  );
  return sensible ? sets : null;
}

/** "3x12, 2x13": the way the sets are written back. */
export function formatNozzles(sets: readonly NozzleSet[]): string {
  return sets.map((set) => `${set.count}x${set.size32nds}`).join(", ");
}
