import { inTimeOrder, rowHours, summariseHours, timeLogIssues } from "~/domain/time-log/tiling";
import { SECONDS_PER_HOUR } from "~/domain/units/units";

import { defineSection, defineTable, field, type SectionIssue } from "./vocabulary";

/**
 * Operations summary (time log), DOMAIN.md §2: the day's activities, which must tile the
 * reporting day exactly (no gap, no overlap, 24 h), with productive and NPT hours.
 */
export const timeLog = defineSection({
  id: "timeLog",
  requiredForSubmit: true,
  fields: [
    field.quantity("totalSeconds", "duration", { computed: true }),
    field.quantity("productiveSeconds", "duration", { computed: true }),
    field.quantity("nptSeconds", "duration", { computed: true }),
  ],
  tables: [
    defineTable({
      name: "rows",
      maxRows: 100,
      storedIn: "time_log_rows",
      columns: [
        field.time("fromTime", { required: true }),
        field.time("toTime", { required: true }),
        field.quantity("duration", "duration", { computed: true }),
        field.lookup("phase", "phase", { required: true }),
        field.lookup("iadcCode", "iadcCode", { required: true }),
        field.lookup("subCode", "iadcSubCode"),
        field.lookup("activityCategory", "activityCategory", { required: true }),
        field.quantity("mdFrom", "length", { min: 0, max: 15_000 }),
        field.quantity("mdTo", "length", { min: 0, max: 15_000 }),
        field.boolean("isNpt"),
        field.lookup("nptCode", "nptCode"),
        field.longText("description", { required: true, maxLength: 2000 }),
      ],
    }),
  ],
  // The tiling is judged with the other fields' errors, once every time can be read: an
  // unreadable time already says so, and a gap beside it would only repeat it.
  earlyRules(value, context) {
    if (value.rows.some((row) => row.fromTime === null || row.toTime === null)) return [];
    const rows = value.rows.map((row) => ({
      fromTime: row.fromTime ?? "",
      toTime: row.toTime ?? "",
    }));
    return timeLogIssues(rows, { dayStart: context.dayStart }).map((issue): SectionIssue =>
      issue.rowIndex === null
        ? { table: "rows", code: `ddr.issues.${issue.code}`, params: issue.params }
        : {
            table: "rows",
            rowIndex: issue.rowIndex,
            field: issue.field ?? undefined,
            code: `ddr.issues.${issue.code}`,
            params: issue.params,
          },
    );
  },
  rules(value) {
    const issues: SectionIssue[] = [];
    value.rows.forEach((row, rowIndex) => {
      if (row.isNpt && !row.nptCode) {
        issues.push({
          table: "rows",
          rowIndex,
          field: "nptCode",
          code: "ddr.problems.nptCodeRequired",
        });
      }
      // DOMAIN.md §2: isNpt is true exactly when the activity is downtime.
      if (row.activityCategory !== null && row.isNpt !== (row.activityCategory === "downtime")) {
        issues.push({
          table: "rows",
          rowIndex,
          field: "isNpt",
          code: "ddr.problems.nptMatchesCategory",
        });
      }
      if (row.mdFrom !== null && row.mdTo !== null && row.mdTo < row.mdFrom - 1e-6) {
        issues.push({
          table: "rows",
          rowIndex,
          field: "mdTo",
          code: "ddr.problems.bottomAboveTop",
        });
      }
    });
    return issues;
  },
  // A drilling engineer reads the day in time order, whatever order the rows were typed in.
  stored(value, context) {
    return { ...value, rows: inTimeOrder(value.rows, { dayStart: context.dayStart }) };
  },
  compute(value, context) {
    const options = { dayStart: context.dayStart };
    const rows = value.rows.map((row) => {
      const hours =
        row.fromTime && row.toTime
          ? rowHours({ fromTime: row.fromTime, toTime: row.toTime }, options)
          : null;
      return { ...row, duration: hours === null ? null : hours * SECONDS_PER_HOUR };
    });
    const summary = summariseHours(
      rows.map((row) => ({
        fromTime: row.fromTime ?? "",
        toTime: row.toTime ?? "",
        isNpt: row.isNpt,
      })),
      options,
    );
    return {
      ...value,
      rows,
      totalSeconds: summary.totalHours * SECONDS_PER_HOUR,
      productiveSeconds: summary.productiveHours * SECONDS_PER_HOUR,
      nptSeconds: summary.nptHours * SECONDS_PER_HOUR,
    };
  },
});
