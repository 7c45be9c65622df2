/**
 * Daily drilling reports for the demo wells, and extra wells with reports for benchmarks
 * (`npm run seed -- --wells N --days D`). Demo data is written only when asked: by the first
 * start of the embedded database, by SEED_DEMO=1, or by the seed command.
 */

import type { WellType } from "~/demo/generator/catalogue";
import { addDays } from "~/demo/generator/ddr-generator";
import { daysBetween } from "~/domain/reports/report-days";

import { writeDemoReports } from "./reports.server";
import type { Db } from "~/db/schema";

/** Demo wells without a release date plan this long: 60 d at 2,000 m to 120 d at 4,500 m. */
export function programDays(plannedTd: number): number {
  return Math.max(60, Math.min(120, Math.round(60 + ((plannedTd - 2000) * 60) / 2500)));
}

function generatorWellType(wellType: string): WellType {
  return wellType === "geothermal" ? "geothermal" : "oil";
}

const clampTd = (td: number | null) => Math.max(1000, Math.min(7000, td ?? 3000));

/** Who writes and who approves an organisation's demo reports, and the names they carry. */
async function demoPeople(db: Db, orgId: number) {
  const members = await db
    .selectFrom("memberships as m")
    .innerJoin("roles as r", "r.id", "m.role_id")
    .innerJoin("users as u", "u.id", "m.user_id")
    .innerJoin("organisations as o", "o.id", "m.org_id")
    .select(["m.user_id", "r.name", "u.full_name", "o.name as organisation"])
    .where("m.org_id", "=", orgId)
    .orderBy("m.user_id")
    .execute();
  const withRole = (name: string) => members.find((member) => member.name === name);
  const author = withRole("Engineer") ?? withRole("Administrator") ?? members[0];
  const approver = withRole("Manager") ?? withRole("Administrator") ?? members[0];
  return {
    authorId: author?.user_id ?? null,
    approverId: approver?.user_id ?? null,
    names: { operator: members[0]?.organisation, engineer: author?.full_name },
  };
}

export interface SeedReportsResult {
  wells: number;
  reports: number;
  rows: number;
}

/**
 * Reports for every demo well that has been spudded and has none yet: a released well from spud
 * to release, a well still drilling up to the day before `asOf` (so today's report is the
 * engineer's to write), a suspended one for the part drilled before it was stopped.
 */
export async function seedDemoReports(
  db: Db,
  options: { organisations: readonly string[]; asOf?: string },
): Promise<SeedReportsResult> {
  const asOf = options.asOf ?? new Date().toISOString().slice(0, 10);
  const result: SeedReportsResult = { wells: 0, reports: 0, rows: 0 };
  for (const organisation of options.organisations) {
    const org = await db
      .selectFrom("organisations")
      .select("id")
      .where("name", "=", organisation)
      .executeTakeFirst();
    if (!org) continue;
    const wells = await db
      .selectFrom("wells")
      .select(["id", "name", "well_type", "status", "spud_date", "release_date", "planned_td"])
      .where("org_id", "=", org.id)
      .where("spud_date", "is not", null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom("reports").select("id").whereRef("reports.well_id", "=", "wells.id"),
          ),
        ),
      )
      .orderBy("id")
      .execute();
    const people = await demoPeople(db, org.id);
    for (const well of wells) {
      const spudDate = well.spud_date!;
      const plannedTd = clampTd(well.planned_td);
      const released = well.release_date !== null;
      const days = released
        ? Math.max(20, daysBetween(spudDate, well.release_date!) + 1)
        : programDays(plannedTd);
      let count = days;
      if (!released) {
        const untilYesterday = daysBetween(spudDate, asOf);
        count =
          well.status === "suspended"
            ? Math.min(Math.round(days * 0.55), untilYesterday)
            : Math.min(days - 5, untilYesterday);
      }
      if (count < 1) continue;
      const written = await writeDemoReports(db, {
        orgId: org.id,
        wellId: well.id,
        generator: {
          spudDate,
          days,
          wellType: generatorWellType(well.well_type),
          plannedTd,
          seed: `${organisation}/${well.name}`,
        },
        count,
        ...people,
      });
      result.wells += 1;
      result.reports += written.reports;
      result.rows += written.rows;
    }
  }
  return result;
}

const BENCHMARK_FIELD = "Benchmark Field";
const BENCHMARK_PAD = "Pad BM";

/**
 * Adds `wells` wells of `days` reports each to `organisation`, in a field of their own,
 * numbered after any benchmark wells already there: odd ones released, even ones still drilling.
 * `beforeReports` runs once the wells exist and before their reports are written (the planner's
 * AFEs, which cost lines refer to).
 */
export async function seedBenchmarkWells(
  db: Db,
  options: {
    organisation: string;
    wells: number;
    days: number;
    beforeReports?: () => Promise<unknown>;
    onWell?: (name: string, ms: number) => void;
  },
): Promise<SeedReportsResult> {
  const org = await db
    .selectFrom("organisations")
    .select("id")
    .where("name", "=", options.organisation)
    .executeTakeFirstOrThrow();
  const people = await demoPeople(db, org.id);
  const padId = await benchmarkPad(db, org.id);
  const existing = await db
    .selectFrom("wells")
    .select(db.fn.countAll<number>().as("count"))
    .where("pad_id", "=", padId)
    .executeTakeFirstOrThrow();

  const planned = [];
  for (let i = 0; i < options.wells; i++) {
    const number = Number(existing.count) + i + 1;
    const name = `BM-${String(number).padStart(3, "0")}`;
    // Staggered a week apart so field dashboards see overlapping wells.
    const spudDate = addDays("2025-01-06", (number - 1) * 7);
    const wellType: WellType = number % 3 === 0 ? "oil" : "geothermal";
    // Every other well is still drilling: its program runs past the days written, so its
    // latest reports are drafts at depth, as on a live field.
    const drilling = number % 2 === 0;
    const plannedTd = Math.round(
      Math.max(2000, Math.min(4500, 2000 + ((options.days - 60) * 2500) / 60)) *
        (0.92 + ((number * 37) % 17) / 100),
    );
    const { id: wellId } = await db
      .insertInto("wells")
      .values({
        org_id: org.id,
        pad_id: padId,
        name,
        uwi: `BM-${String(number).padStart(6, "0")}`,
        well_type: wellType,
        status: drilling ? "drilling" : "completed",
        surface_latitude: -7.3 + number * 0.0002,
        surface_longitude: 107.7,
        ground_elevation: 1200,
        rotary_table_elevation: 1209.5,
        spud_date: spudDate,
        release_date: drilling ? null : addDays(spudDate, options.days - 1),
        planned_td: plannedTd,
        rig: `Rig BM-${(number % 4) + 1}`,
        remarks: "Benchmark well",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    planned.push({ wellId, name, spudDate, wellType, drilling, plannedTd: clampTd(plannedTd) });
  }
  await options.beforeReports?.();

  const result: SeedReportsResult = { wells: 0, reports: 0, rows: 0 };
  for (const well of planned) {
    const started = performance.now();
    const written = await writeDemoReports(db, {
      orgId: org.id,
      wellId: well.wellId,
      generator: {
        spudDate: well.spudDate,
        days: well.drilling ? Math.min(730, Math.round(options.days * 1.15) + 1) : options.days,
        wellType: well.wellType,
        plannedTd: well.plannedTd,
        // The demo wells' seed pattern, so the planner's AFE of a released well plans the same well.
        seed: `${options.organisation}/${well.name}`,
      },
      count: options.days,
      ...people,
    });
    result.wells += 1;
    result.reports += written.reports;
    result.rows += written.rows;
    options.onWell?.(well.name, performance.now() - started);
  }
  return result;
}

async function benchmarkPad(db: Db, orgId: number): Promise<number> {
  const pad = await db
    .selectFrom("pads as p")
    .innerJoin("fields as f", "f.id", "p.field_id")
    .select("p.id")
    .where("f.org_id", "=", orgId)
    .where("f.name", "=", BENCHMARK_FIELD)
    .where("p.name", "=", BENCHMARK_PAD)
    .executeTakeFirst();
  if (pad) return pad.id;
  const field = await db
    .insertInto("fields")
    .values({
      org_id: orgId,
      name: BENCHMARK_FIELD,
      location: "Benchmark data set",
      concession: null,
      remarks: "Wells made by npm run seed for benchmarks",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const created = await db
    .insertInto("pads")
    .values({
      org_id: orgId,
      field_id: field.id,
      name: BENCHMARK_PAD,
      latitude: -7.3,
      longitude: 107.7,
      remarks: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return created.id;
}
