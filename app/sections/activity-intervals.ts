/** An activity or subsurface report's intervals of the hole: the section's own, or its rows'. */
import { field, type SectionIssue } from "./vocabulary";

/**
 * An interval's top and bottom MD, within the deepest hole Drillbook takes. `required` says which
 * ends a row must have: a show or an alteration is placed by its top, a core or a cemented zone
 * needs both, a logging tool's interval neither.
 */
export const topAndBottomMd = (required: "none" | "top" | "both") =>
  [
    field.quantity("topMd", "length", { required: required !== "none", min: 0, max: 15_000 }),
    field.quantity("bottomMd", "length", { required: required === "both", min: 0, max: 15_000 }),
  ] as const;

interface Interval {
  topMd: number | null;
  bottomMd: number | null;
}

/** The message of a bottom MD above its top MD, for a section whose own rule is stricter. */
export const BOTTOM_ABOVE_TOP = "activity.problems.bottomAboveTop";

const bottomIsAboveTop = ({ topMd, bottomMd }: Interval) =>
  topMd !== null && bottomMd !== null && bottomMd < topMd;

/** The section's own interval with its bottom MD above its top MD: said next to the bottom. */
export function bottomAboveTop(value: Interval): SectionIssue[] {
  return bottomIsAboveTop(value) ? [{ field: "bottomMd", code: BOTTOM_ABOVE_TOP }] : [];
}

/** An issue on each row whose bottom MD is above its top MD, next to the bottom. */
export function bottomsAboveTops(rows: readonly Interval[], table: string): SectionIssue[] {
  const issues: SectionIssue[] = [];
  rows.forEach((row, rowIndex) => {
    if (bottomIsAboveTop(row)) {
      issues.push({ table, rowIndex, field: "bottomMd", code: BOTTOM_ABOVE_TOP });
    }
  });
  return issues;
}
