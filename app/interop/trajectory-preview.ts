/** What a WITSML trajectory import shows before it saves (shared by the service and the page). */
import type { StoredRow, StoredSectionValue } from "~/sections/vocabulary";

import type { WitsmlVersion, WitsmlWarning } from "./witsml/problems";

export interface TrajectoryPreview {
  version: WitsmlVersion;
  name: string | null;
  wellName: string | null;
  /** The section's stations after the import (SI, positions computed). */
  stations: StoredRow[];
  warnings: WitsmlWarning[];
  /** What is replaced: the stations the section holds now. */
  replaced: { count: number; fromMd: number | null; toMd: number | null };
  vsAzimuthFrom: "section" | "file" | "closure";
  /** The section version the preview was made from; the save checks it. */
  sectionVersion: number;
  /** The whole section as it will be stored. */
  sectionValue: StoredSectionValue;
}

/** What the page shows of a preview (the stored value stays on the server). */
export type PagePreview = Omit<TrajectoryPreview, "sectionValue">;

/** One day of a WITSML daily-report import, as the page shows it. */
export interface ImportDayView {
  reportDate: string;
  reportId: number | null;
  sections: string[];
  activities: number;
  problems: ImportDayProblem[];
}

/**
 * A problem of a day: the section and its message, and, for a value the file gave, where it
 * is: the record's element, its place among its kind and its line, and the value's element (or
 * the form field's label key when the file has no element for it).
 */
export interface ImportDayProblem {
  section: string;
  message: string;
  element?: string;
  position?: number;
  line?: number;
  field?: string | null;
  fieldLabel?: string | null;
  /** The document it is in, when several were imported together. */
  file?: string;
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * Where a day's problem is, in words ("activity 3 (line 42), md", or "activity 3 (ops.xml, line
 * 42), md" when several documents were imported); "" when it is about no value.
 */
export function dayProblemPlace(t: Translate, problem: ImportDayProblem): string {
  if (!problem.element) return "";
  const place = {
    element: problem.element,
    position: problem.position ?? 1,
    line: problem.line ?? 0,
  };
  const at = problem.file
    ? t("interop.ddr.problemAtFile", { ...place, file: problem.file })
    : t("interop.ddr.problemAt", place);
  const field = problem.field ?? (problem.fieldLabel ? t(problem.fieldLabel) : "");
  return field ? `${at}, ${field}` : at;
}
