/** Rows of an activity report's table that say when something happened, checked as the day's periods. */
import { endsBeforeStart } from "~/domain/activity/time-log-cover";

import type { SectionIssue } from "./vocabulary";

/** An issue on each row whose end comes before its start in the reporting day. */
export function periodsEndingEarly(
  rows: readonly { startTime: string | null; endTime: string | null }[],
  table: string,
  dayStart: string,
  endField = "endTime",
): SectionIssue[] {
  const issues: SectionIssue[] = [];
  rows.forEach((row, rowIndex) => {
    if (endsBeforeStart(row.startTime, row.endTime, dayStart)) {
      issues.push({ table, rowIndex, field: endField, code: "activity.problems.endBeforeStart" });
    }
  });
  return issues;
}
