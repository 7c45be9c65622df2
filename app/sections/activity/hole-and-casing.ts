import { field, type SectionIssue } from "../vocabulary";

/**
 * The hole size and the casing's outside diameter of a casing run or a cement job: both asked
 * for, each offered from its list of standard sizes.
 */
export const holeAndCasingSizes = <const Casing extends string>(casing: Casing) =>
  [
    field.quantity("holeSize", "diameter", {
      required: true,
      min: 0.05,
      max: 1.5,
      suggest: "holeSize",
    }),
    field.quantity(casing, "diameter", {
      required: true,
      min: 0.05,
      max: 1.5,
      suggest: "casingSize",
    }),
  ] as const;

/** A casing at least as wide as its hole cannot be run in it: said beside the casing. */
export function casingWiderThanHole(
  value: { holeSize: number | null },
  casing: string,
  casingOd: number | null,
): SectionIssue[] {
  return casingOd !== null && value.holeSize !== null && casingOd >= value.holeSize
    ? [{ field: casing, code: "activity.problems.casingWiderThanHole" }]
    : [];
}
