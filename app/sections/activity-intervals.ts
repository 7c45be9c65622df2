/** Rows of an activity or subsurface report's table that record an interval of the hole. */
import type { SectionIssue } from "./vocabulary";

/** An issue on each row whose bottom MD is above its top MD, next to the bottom. */
export function bottomsAboveTops(
  rows: readonly { topMd: number | null; bottomMd: number | null }[],
  table: string,
): SectionIssue[] {
  const issues: SectionIssue[] = [];
  rows.forEach((row, rowIndex) => {
    if (row.topMd !== null && row.bottomMd !== null && row.bottomMd < row.topMd) {
      issues.push({ table, rowIndex, field: "bottomMd", code: "activity.problems.bottomAboveTop" });
    }
  });
  return issues;
}
