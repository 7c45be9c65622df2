/** Every kind of report a rig writes: the daily drilling report, the activity reports and the subsurface report. */
export const REPORT_KINDS = [
  "ddr",
  "casing",
  "cement",
  "coring",
  "fishing",
  "logging",
  "kick",
  "well-test",
  "general-work",
  "subsurface",
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
