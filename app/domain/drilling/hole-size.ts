/** Hole and bit sizes as drillers write them: inches with a vulgar fraction, e.g. "17½ in". */
import { METRES_PER_INCH } from "../units/units";

const EIGHTHS = ["", "⅛", "¼", "⅜", "½", "⅝", "¾", "⅞"];

/** Inches to the nearest eighth, from a size in metres (sizes are stored in SI). */
export function holeSizeInches(metres: number): number {
  return Math.round((metres / METRES_PER_INCH) * 8) / 8;
}

/**
 * "17½ in", "12¼ in", "8½ in", "26 in": the nearest eighth of an inch, the unit every system
 * shows hole sizes in.
 */
export function holeSizeLabel(metres: number): string {
  const eighths = Math.round((metres / METRES_PER_INCH) * 8);
  const whole = Math.floor(eighths / 8);
  const fraction = EIGHTHS[eighths % 8]!;
  return `${whole > 0 || fraction === "" ? whole : ""}${fraction} in`;
}
