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
  problems: { section: string; message: string }[];
}
