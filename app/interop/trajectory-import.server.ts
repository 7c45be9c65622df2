/**
 * A WITSML trajectory into a DDR's surveys section: read, judged by the section's own schema
 * (the form's), shown as a preview, then saved through the report's section save with the
 * version the preview was made from: all of it or nothing.
 */
import { getDb } from "~/db/db.server";
import { auditChange } from "~/identity/audit.server";
import { isEditable, loadDdr, saveDdrSection, type DdrActor } from "~/reports/ddr.server";
import { ddrSection } from "~/sections";
import { sectionSchema } from "~/sections/schema";
import type { StoredRow } from "~/sections/vocabulary";

import type { PagePreview, TrajectoryPreview } from "./trajectory-preview";
import type { WitsmlError } from "./witsml/problems";
import { differenceFromFile, POSITION_TOLERANCE_METRES } from "./witsml/trajectory-check";
import { readTrajectory } from "./witsml/trajectory-read";
import { savedStations, surveySectionFromStations } from "./witsml/survey-section";

/** Larger files are refused before they are read (a day's surveys are a few kilobytes). */
export const MAX_WITSML_BYTES = 5 * 1024 * 1024;

export type TrajectoryImportResult =
  | { ok: true; preview: TrajectoryPreview }
  | { ok: false; reason: "notFound" | "notEditable" }
  | { ok: false; reason: "unreadable"; errors: WitsmlError[] }
  /** The section schema refused the stations: translation keys with params, per station line. */
  | { ok: false; reason: "refused"; problems: { message: string; line: number | null }[] };

const surveys = ddrSection("surveys")!;

/** Reads and judges a file against a report; nothing is saved. */
export async function previewTrajectoryImport(
  actor: DdrActor,
  reportId: number,
  text: string,
): Promise<TrajectoryImportResult> {
  const document = await loadDdr(actor.orgId, reportId);
  if (!document) return { ok: false, reason: "notFound" };
  if (!isEditable(document.header.status)) return { ok: false, reason: "notEditable" };
  const read = readTrajectory(text);
  if (!read.ok) return { ok: false, reason: "unreadable", errors: read.errors };
  const { trajectory } = read;

  const saved = document.saved.surveys ?? null;
  const existing = saved?.value ?? null;
  const built = surveySectionFromStations(trajectory.stations, existing, trajectory.vsAzimuth);
  const warnings = [...trajectory.warnings, ...built.warnings];

  const parsed = sectionSchema(surveys, {
    system: "apimix",
    language: "en",
    context: document.context,
    lookups: document.lookups,
  }).safeParse(built.formValue);
  if (!parsed.success) {
    return {
      ok: false,
      reason: "refused",
      problems: parsed.error.issues.map((issue) => {
        const [table, row] = issue.path;
        const station =
          table === "stations" && typeof row === "number" ? built.stations[row] : null;
        return { message: issue.message, line: station?.line ?? null };
      }),
    };
  }
  // Compared with what the report will hold, worked out from its own tie-in: a file that agrees
  // with itself from a deeper tie-in still differs from that.
  const stations = (parsed.data.stations as StoredRow[] | undefined) ?? [];
  const check = differenceFromFile(built.stations, stations);
  if (check.compared > 0 && check.largestDifference > POSITION_TOLERANCE_METRES) {
    warnings.push({
      code: "positionsDiffer",
      element: "",
      line: 0,
      params: { difference: Number(check.largestDifference.toFixed(2)) },
    });
  }
  const before = savedStations(existing);
  const mds = before.map((row) => row.md).filter((md): md is number => typeof md === "number");
  return {
    ok: true,
    preview: {
      version: trajectory.version,
      name: trajectory.name,
      wellName: trajectory.wellName,
      stations,
      warnings,
      replaced: {
        count: before.length,
        fromMd: mds.length > 0 ? Math.min(...mds) : null,
        toMd: mds.length > 0 ? Math.max(...mds) : null,
      },
      vsAzimuthFrom: built.vsAzimuthFrom,
      sectionVersion: saved?.version ?? 0,
      sectionValue: parsed.data,
    },
  };
}

export function previewForPage(preview: TrajectoryPreview): PagePreview {
  return {
    version: preview.version,
    name: preview.name,
    wellName: preview.wellName,
    stations: preview.stations,
    warnings: preview.warnings,
    replaced: preview.replaced,
    vsAzimuthFrom: preview.vsAzimuthFrom,
    sectionVersion: preview.sectionVersion,
  };
}

export type TrajectorySaveResult =
  | { ok: true; stations: number; version: number }
  | { ok: false; reason: "conflict" }
  | Exclude<TrajectoryImportResult, { ok: true }>;

/**
 * The confirmed import: the file read and judged again (what is saved is what was previewed,
 * never a value posted back), saved only if the section is still at the previewed version.
 */
export async function importTrajectory(
  actor: DdrActor,
  reportId: number,
  text: string,
  expectedVersion: number,
): Promise<TrajectorySaveResult> {
  const judged = await previewTrajectoryImport(actor, reportId, text);
  if (!judged.ok) return judged;
  const { preview } = judged;
  if (preview.sectionVersion !== expectedVersion) return { ok: false, reason: "conflict" };
  const saved = await saveDdrSection(
    actor,
    reportId,
    surveys,
    preview.sectionValue,
    expectedVersion,
  );
  if (!saved.ok) return { ok: false, reason: saved.reason };
  await auditChange(await getDb(), actor, "import-witsml", "report", reportId, {
    object: "trajectory",
    version: preview.version,
    stations: preview.stations.length,
    sectionVersion: saved.version,
  });
  return { ok: true, stations: preview.stations.length, version: saved.version };
}
