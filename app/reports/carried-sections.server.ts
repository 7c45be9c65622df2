/**
 * What a new report carries over from the previous one is stored on it as its own sections,
 * marked as carried until a person saves them (docs/decisions/023-carried-over-values-are-stored.md):
 * so the report holds what its form shows, submitting and approving keep it, and the next day
 * carries it on again.
 */

import type { Tx } from "~/db/schema";
import type { CarryOver } from "~/domain/reports/carry-over";
import { computeSavedSection } from "~/sections/compute";
import { compactSection } from "~/sections/schema";
import type { StoredSectionValue } from "~/sections/vocabulary";

import { SECTIONS, buildContext, getWellSummary, type DdrActor } from "./ddr-read.server";
import { writeSection } from "./section-storage.server";

interface NewReport {
  id: number;
  wellId: number;
  reportDate: string;
}

/**
 * Stores each carried section the report does not hold yet, with its computed values worked out
 * for the report's own day (a recurring cost line is dated today). Returns the sections stored.
 */
export async function storeCarriedSections(
  tx: Tx,
  actor: DdrActor,
  report: NewReport,
  carried: CarryOver | null,
  alreadyStored: ReadonlySet<string>,
): Promise<string[]> {
  if (!carried) return [];
  let values: Record<string, StoredSectionValue> = {};
  for (const section of SECTIONS) {
    const value = carried.sections[section.id];
    if (value && !alreadyStored.has(section.id))
      values[section.id] = compactSection(section, value).value;
  }
  const ids = Object.keys(values);
  if (ids.length === 0) return [];
  const well = await getWellSummary(actor.orgId, report.wellId, tx);
  // Twice: the context reads figures the sections compute (the BHA's total length, the tie-in).
  for (let pass = 0; pass < 2; pass++) {
    const context = await buildContext(
      tx,
      actor.orgId,
      report,
      well?.spudDate ?? null,
      Object.fromEntries(Object.entries(values).map(([id, value]) => [id, { value }])),
    );
    values = Object.fromEntries(
      SECTIONS.filter((section) => values[section.id]).map((section) => [
        section.id,
        computeSavedSection(section, values[section.id]!, context),
      ]),
    );
  }
  const keys = {
    orgId: actor.orgId,
    reportId: report.id,
    wellId: report.wellId,
    reportDate: report.reportDate,
  };
  for (const section of SECTIONS) {
    const value = values[section.id];
    if (value) await writeSection(tx, section, value, keys, 0, actor.id, true);
  }
  return ids;
}
