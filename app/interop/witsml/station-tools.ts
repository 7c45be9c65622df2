/**
 * Survey tools between WITSML's free-text `typeSurveyTool` / `typeTrajStation` and the DDR's
 * station types (lookup list `stationType`).
 */
export type StationTool = "MWD" | "gyro" | "MSS" | "MMS" | "INC";

/** What we write on export, read back to the same code on import. */
export const WITSML_TOOL_NAME: Record<StationTool, string> = {
  MWD: "magnetic MWD",
  gyro: "gyroscopic MWD",
  MSS: "magnetic single-shot",
  MMS: "magnetic multiple-shot",
  INC: "inclination only",
};

function classify(text: string): StationTool | null {
  const lower = text.toLowerCase();
  if (lower === "") return null;
  if (lower.includes("gyro")) return "gyro";
  if (lower.includes("incl")) return "INC";
  if (lower.includes("single")) return "MSS";
  if (lower.includes("multi")) return "MMS";
  if (lower.includes("mwd")) return "MWD";
  return null;
}

/** The station type a file names; MWD (the usual tool) when it names none we know. */
export function stationToolFrom(
  surveyTool: string,
  stationType: string,
): { code: StationTool; assumed: boolean } {
  const code = classify(surveyTool) ?? classify(stationType);
  return code ? { code, assumed: false } : { code: "MWD", assumed: true };
}

export function isStationTool(value: unknown): value is StationTool {
  return typeof value === "string" && value in WITSML_TOOL_NAME;
}
