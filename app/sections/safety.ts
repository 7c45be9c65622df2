import { daysBetween } from "~/domain/reports/report-days";

import { textOf } from "./carry-declarations";
import { defineSection, defineTable, field, type SectionIssue } from "./vocabulary";

/**
 * Safety and incidents, DOMAIN.md §2: BOP tests, drills, observation cards and meetings, the
 * day's incidents, and days without a lost-time injury (reset by an LTI).
 */
export const safety = defineSection({
  id: "safety",
  fields: [
    field.integer("daysWithoutLti", { computed: true, feeds: ["nextDay"] }),
    field.date("lastBopTestDate", { required: true, carry: true }),
    field.date("nextBopTestDue", { carry: true }),
    field.integer("stopCards", { min: 0, max: 10_000 }),
    field.integer("safetyMeetings", { min: 0, max: 1000 }),
  ],
  tables: [
    defineTable({
      name: "drills",
      maxRows: 20,
      columns: [
        field.lookup("drillType", "drillType", { required: true }),
        field.time("drillTime"),
        field.quantity("responseTime", "duration", { min: 0, max: 24 * 3600 }),
      ],
    }),
    defineTable({
      name: "incidents",
      maxRows: 20,
      columns: [
        field.lookup("incidentType", "incidentType", { required: true }),
        field.lookup("severity", "severity", { required: true }),
        field.time("incidentTime", { required: true }),
        field.text("description", { required: true, maxLength: 2000 }),
        field.quantity("lostTime", "duration", { min: 0, max: 365 * 24 * 3600 }),
      ],
    }),
  ],
  carryOver: {
    // The BOP test dates carry once a test is on record; drills and incidents are the day's own.
    when: ({ value }) => Boolean(textOf(value.lastBopTestDate)),
    item: {
      key: "safety",
      params: (carried) => {
        const date = textOf(carried?.lastBopTestDate);
        return date ? { date } : null;
      },
    },
  },
  rules(value, context) {
    const issues: SectionIssue[] = [];
    if (value.lastBopTestDate !== null && value.lastBopTestDate > context.reportDate) {
      issues.push({ field: "lastBopTestDate", code: "ddr.problems.bopTestAfterReport" });
    }
    if (
      value.lastBopTestDate !== null &&
      value.nextBopTestDue !== null &&
      value.nextBopTestDue < value.lastBopTestDate
    ) {
      issues.push({ field: "nextBopTestDue", code: "ddr.problems.endBeforeStart" });
    }
    return issues;
  },
  compute(value, context) {
    const lti = value.incidents.some((incident) => incident.incidentType === "LTI");
    const previous = context.previous;
    const elapsed = previous
      ? Math.max(1, daysBetween(previous.reportDate, context.reportDate))
      : 1;
    const before = previous?.daysWithoutLti ?? 0;
    return { ...value, daysWithoutLti: lti ? 0 : before + elapsed };
  },
});
