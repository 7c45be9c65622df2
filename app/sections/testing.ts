/** The day the sections' own tests judge against: report 14 of a well spudded on 1 March. */
import { NO_DAY_FIGURES } from "./day-figures";
import { sectionSchema } from "./schema";
import { type AnySection, type SectionContext } from "./vocabulary";

export const TEST_CONTEXT: SectionContext = {
  reportDate: "2026-03-10",
  dayStart: "00:00",
  spudDate: "2026-03-01",
  firstReportDate: "2026-02-25",
  previous: {
    reportNo: 13,
    reportDate: "2026-03-09",
    wellbore: "OH",
    mdAtReport: 1000,
    cumulativeCost: "250000.00",
    daysWithoutLti: 40,
  },
  deepestStation: null,
  bhaTotals: null,
  bitInHoleSize: null,
  ...NO_DAY_FIGURES,
};

/** A section's form value read as the English form of that unit system reads it. */
export function parseSection(
  section: AnySection,
  value: unknown,
  system: "api" | "apimix" | "gde" = "api",
) {
  return sectionSchema(section, { system, language: "en", context: TEST_CONTEXT }).safeParse(value);
}

/** The messages a user would see, by the field they stand next to. */
export function errorsByPath(result: ReturnType<typeof parseSection>) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join(".");
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}
