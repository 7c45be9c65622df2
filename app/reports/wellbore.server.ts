/**
 * The wellbore schematic of a well on a day, drawn on the server: the casing strings of its
 * casing reports up to that day (submitted or approved, and the one being read), the cement of
 * its cement reports, and the hole and depth of its latest DDR.
 */
import { parseHTML } from "linkedom";

import type { CurrentUser } from "~/auth/current-user";
import { drawWellboreSchematic } from "~/charts/wellbore-schematic";
import { inPageMarkup, type InPageMarkup } from "~/document/markup-data";
import { getDb } from "~/db/db.server";
import {
  casingStringOf,
  cementColumnOf,
  type CasingString,
  type CementColumn,
  type WellboreModel,
} from "~/domain/activity/wellbore";
import { unitSystemFromStandard, type Language, type UnitSystem } from "~/domain/units/systems";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";

export async function wellboreModel(
  orgId: number,
  wellId: number,
  reportDate: string,
  /** A report shown whatever its state (the casing report being read). */
  includeReportId?: number,
): Promise<WellboreModel> {
  const db = await getDb();
  const rows = await db
    .selectFrom("reports as r")
    .innerJoin("report_sections as s", "s.report_id", "r.id")
    .select(["r.id", "r.kind", "r.report_no", "s.section_id", "s.data"])
    .where("r.org_id", "=", orgId)
    .where("r.well_id", "=", wellId)
    .where("r.report_date", "<=", reportDate)
    .where((eb) =>
      eb.or([
        eb("r.kind", "=", "casing").and("s.section_id", "=", "casingRun"),
        eb("r.kind", "=", "cement").and("s.section_id", "=", "cementJob"),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb("r.status", "in", ["submitted", "approved"]),
        eb("r.id", "=", includeReportId ?? -1),
      ]),
    )
    .orderBy("r.report_date")
    .orderBy("r.report_no")
    .execute();
  const strings: CasingString[] = [];
  const cement: CementColumn[] = [];
  for (const row of rows) {
    const value = row.data as Record<string, unknown>;
    if (row.kind === "casing") {
      const string = casingStringOf(row.report_no, value);
      if (string) strings.push(string);
    } else {
      const column = cementColumnOf(value);
      if (column) cement.push(column);
    }
  }
  const ddr = await db
    .selectFrom("reports as r")
    .innerJoin("report_sections as s", "s.report_id", "r.id")
    .select("s.data")
    .where("r.org_id", "=", orgId)
    .where("r.well_id", "=", wellId)
    .where("r.kind", "=", "ddr")
    .where("r.report_date", "<=", reportDate)
    .where("s.section_id", "=", "general")
    .orderBy("r.report_date", "desc")
    .limit(1)
    .executeTakeFirst();
  const general = (ddr?.data ?? {}) as Record<string, unknown>;
  const md = typeof general.mdAtReport === "number" ? general.mdAtReport : null;
  const size = typeof general.holeSize === "number" ? general.holeSize : null;
  return {
    strings,
    cement,
    openHole: md !== null && size !== null ? { size, md } : null,
    bitDepth: md,
  };
}

/** The schematic's SVG markup; null when nothing is known of the well's depth yet. */
export async function wellboreSchematicSvg(
  orgId: number,
  wellId: number,
  reportDate: string,
  options: {
    includeReportId?: number;
    t: (key: string, params?: Record<string, unknown>) => string;
    system: UnitSystem;
    language: Language;
  },
): Promise<string | null> {
  const model = await wellboreModel(orgId, wellId, reportDate, options.includeReportId);
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  return drawWellboreSchematic(model, document as unknown as Document, options);
}

/**
 * The schematic as a page carries it, in the viewer's units and language: on the casing and
 * cement reports, the printable DDR and the drilling-program dashboard. Null before anything is
 * known of the well's depth.
 */
export async function wellboreSchematicFor(
  user: Pick<CurrentUser, "orgId" | "unitStandard" | "language">,
  wellId: number,
  reportDate: string,
  includeReportId?: number,
): Promise<InPageMarkup | null> {
  const language = languageOf(user);
  const system = unitSystemFromStandard(user.unitStandard);
  const svg = await wellboreSchematicSvg(user.orgId, wellId, reportDate, {
    ...(includeReportId === undefined ? {} : { includeReportId }),
    t: translator(language),
    system,
    language,
  });
  if (!svg) return null;
  const id = `schematic-${wellId}-${reportDate}${includeReportId ? `-${includeReportId}` : ""}`;
  return inPageMarkup(id, svg, `wellbore:${wellId}:${reportDate}:${system}:${language}`);
}
