/**
 * What the WITSML readers say about a file: errors stop an import, warnings are shown in the
 * preview. Each names the element and where it is; the message is a translation key under
 * `interop.problem.<code>` so the page says it in the user's language.
 */
export type WitsmlErrorCode =
  | "notXml"
  | "notWitsml"
  | "notDailyReport"
  | "wrongNamespace"
  | "severalObjects"
  | "noStations"
  | "missingUom"
  | "unknownUom"
  | "invalidNumber"
  | "outOfRange"
  | "tooManyStations"
  | "noReportDate"
  | "badTime"
  | "mixedVersions"
  | "dayTwice"
  | "bitsWithoutOpsReport"
  | "bitDayUnknown"
  | "bitDayMissing";

export type WitsmlWarningCode =
  | "stationSkipped"
  | "duplicateMd"
  | "outOfOrder"
  | "gap"
  | "toolAssumed"
  | "positionsDiffer"
  | "aboveTieIn"
  | "versionAssumed"
  | "unknownCode"
  | "overlap";

export interface WitsmlProblem<C extends string = WitsmlErrorCode | WitsmlWarningCode> {
  code: C;
  /** The element the problem is about, as the file names it ("" for the whole file). */
  element: string;
  /** Line of the element's start tag (1-based); 0 when the problem is about the whole file. */
  line: number;
  params?: Record<string, string | number>;
  /** The document it is in, when several were read together (their lines alone are ambiguous). */
  file?: string;
}

export type WitsmlError = WitsmlProblem<WitsmlErrorCode>;
export type WitsmlWarning = WitsmlProblem<WitsmlWarningCode>;

export const WITSML_141_NAMESPACE = "http://www.witsml.org/schemas/1series";
export const WITSML_20_NAMESPACE = "http://www.energistics.org/energyml/data/witsmlv2";
export const EML_21_NAMESPACE = "http://www.energistics.org/energyml/data/commonv2";

export const WITSML_VERSIONS = ["2.0", "1.4.1.1"] as const;
export type WitsmlVersion = (typeof WITSML_VERSIONS)[number];

/** The parameters that are depths or distances in metres, shown in the reader's unit. */
const LENGTH_PARAMS: Partial<Record<WitsmlErrorCode | WitsmlWarningCode, readonly string[]>> = {
  duplicateMd: ["md"],
  gap: ["from", "to"],
  positionsDiffer: ["difference"],
  aboveTieIn: ["md"],
};

/** A length in metres as the reader reads it, with its unit ("8,029.13 ft", "2.447,28 m"). */
export type LengthText = (metres: number) => string;

/** Translation key and parameters of a problem, for `t(key, params)`. */
export function problemMessage(
  problem: WitsmlProblem,
  lengthText: LengthText,
): {
  key: string;
  params: Record<string, string | number>;
} {
  const params: Record<string, string | number> = {
    element: problem.element,
    line: problem.line,
    ...problem.params,
  };
  for (const name of LENGTH_PARAMS[problem.code as WitsmlErrorCode | WitsmlWarningCode] ?? []) {
    const value = params[name];
    if (typeof value === "number") params[name] = lengthText(value);
  }
  // The XML parser's own words end in a full stop of their own; the message adds one.
  if (typeof params.reason === "string") params.reason = params.reason.replace(/[\s.]+$/, "");
  return { key: `interop.problem.${problem.code}`, params };
}

/** A problem in words: its message, after the name of its document when several were read. */
export function problemText(
  t: (key: string, params?: Record<string, string | number>) => string,
  problem: WitsmlProblem,
  lengthText: LengthText,
): string {
  const { key, params } = problemMessage(problem, lengthText);
  const text = t(key, params);
  return problem.file ? `${problem.file}: ${text}` : text;
}
