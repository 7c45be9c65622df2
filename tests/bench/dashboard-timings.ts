/**
 * The dashboards' benchmark well: one well of 365 daily reports at the density of issue 7
 * (≈ 8,000 time-log rows, 1,500 survey stations, 40 bit runs, 10,000 cost lines), then the
 * series build time per tile type and the size of each series as Arrow IPC against JSON.
 * Run by tests/bench/dashboards.mjs with tsx; prints one JSON line.
 *
 *   DATA_DIR=… tsx --import ./tests/bench/css-stub.mjs tests/bench/dashboard-timings.ts densify
 *   DATA_DIR=… tsx --import ./tests/bench/css-stub.mjs tests/bench/dashboard-timings.ts series <runs>
 */
import { gzipSync } from "node:zlib";

import { tableToIPC } from "apache-arrow";
import { sql, type Kysely } from "kysely";

import { buildSeries } from "~/dashboards/series.server";
import { WELL_TILE_TYPES } from "~/dashboards/tile-types";
import { setEngine } from "~/db/db.server";
import { migrateToLatest, openEngine } from "~/db/engine.server";
import type { Database } from "~/db/schema";
import { Privilege } from "~/auth/privileges";
import { unitSystemFromStandard } from "~/domain/units/systems";

const [mode = "series", runsArgument = "7"] = process.argv.slice(2);
const engine = await openEngine({ dataDir: process.env.DATA_DIR });
await migrateToLatest(engine.db);
setEngine(Promise.resolve(engine));

try {
  const db = engine.db;
  const well = await db
    .selectFrom("wells")
    .select(["id", "org_id", "name"])
    .where("name", "=", "BM-001")
    .executeTakeFirst();
  if (!well) throw new Error("no BM-001 well: seed with npm run seed -- --wells 1 --days 365");
  if (mode === "densify") {
    await densify(db, well.id);
    await sql`analyze`.execute(db);
    console.log(JSON.stringify({ well: well.name, ...(await counts(db, well.id)) }));
  } else {
    const runs = Number(runsArgument);
    const user = await viewer(db, well.org_id);
    const scope = {
      orgId: well.org_id,
      wellId: well.id,
      system: unitSystemFromStandard(user.unit_standard),
    };
    // One pass over every tile type first: the code they share (query building, Arrow) is
    // compiled once per process, and that cost belongs to none of them.
    for (const type of WELL_TILE_TYPES) await buildSeries(type, scope).catch(() => undefined);
    const tiles = [];
    for (const type of WELL_TILE_TYPES) {
      try {
        await buildSeries(type, scope);
        const times: number[] = [];
        let table = await buildSeries(type, scope);
        for (let i = 0; i < runs; i++) {
          const started = performance.now();
          table = await buildSeries(type, scope);
          times.push(performance.now() - started);
        }
        // Both as they would travel, gzipped; JSON writes every number at full double precision,
        // as Arrow holds it.
        const arrowBytes = gzipSync(tableToIPC(table, "stream")).byteLength;
        const jsonBytes = gzipSync(
          JSON.stringify(table.toArray().map((row) => row.toJSON())),
        ).byteLength;
        tiles.push({ type, rows: table.numRows, times, arrowBytes, jsonBytes });
      } catch (error) {
        tiles.push({ type, error: error instanceof Error ? error.message : String(error) });
      }
    }
    console.log(
      JSON.stringify({
        well: well.name,
        wellId: well.id,
        user: user.username,
        ...(await counts(db, well.id)),
        tiles,
      }),
    );
  }
} finally {
  await engine.close();
}

/** A user of the organisation who may see dashboards (privilege 14). */
async function viewer(db: Kysely<Database>, orgId: number) {
  const user = await db
    .selectFrom("users as u")
    .innerJoin("memberships as m", "m.user_id", "u.id")
    .innerJoin("roles as r", "r.id", "m.role_id")
    .select(["u.username", "u.unit_standard"])
    .where("m.org_id", "=", orgId)
    .where(sql<boolean>`${Privilege.Dashboards} = any(r.privileges)`)
    .orderBy(sql`u.username = 'manager'`, "desc")
    .orderBy("u.id")
    .executeTakeFirst();
  if (!user) throw new Error("no user with the dashboards privilege in the well's organisation");
  return user;
}

async function counts(db: Kysely<Database>, wellId: number) {
  const count = async (table: "reports" | "time_log_rows" | "survey_stations" | "cost_lines") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(db.fn.countAll<number>().as("n"))
          .where("well_id", "=", wellId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const bits = await db
    .selectFrom("bit_runs")
    .select(sql<number>`count(distinct bit_no)`.as("n"))
    .where("well_id", "=", wellId)
    .executeTakeFirstOrThrow();
  return {
    reports: await count("reports"),
    timeLogRows: await count("time_log_rows"),
    surveyStations: await count("survey_stations"),
    bitRuns: Number(bits.n),
    costLines: await count("cost_lines"),
  };
}

/**
 * The generator writes a plain program (≈ 2,000 time-log rows, 150 stations, 24 bits, 5,500
 * cost lines for 365 days); the well is denser. Rows are split where a busier rig would
 * have logged more: each operation in four equal parts (the day still tiles 24 h), survey
 * stations every tenth of the way between the generator's (the trajectory interpolated), the
 * longest bit runs split in two (the second half a re-run of a new bit from where the first
 * stopped) and the largest cost lines in two exact halves (cents kept). Run once per data folder.
 */
async function densify(db: Kysely<Database>, wellId: number) {
  await db.transaction().execute(async (tx) => {
    // The split rows are added after the originals, which are then removed.
    const last = await sql<{ id: number }>`
      select max(id) as id from time_log_rows where well_id = ${wellId}`.execute(tx);
    const originals = last.rows[0]!.id;
    await sql`
      insert into time_log_rows (org_id, report_id, well_id, report_date, row_no, from_time,
        to_time, duration, phase, iadc_code, sub_code, activity_category, md_from, md_to, is_npt,
        npt_code, description)
      select t.org_id, t.report_id, t.well_id, t.report_date, (t.row_no - 1) * 4 + k + 1,
        t.from_time + make_interval(secs => k * t.duration / 4),
        case when k = 3 then t.to_time else t.from_time + make_interval(secs => (k + 1) * t.duration / 4) end,
        t.duration / 4, t.phase, t.iadc_code, t.sub_code, t.activity_category,
        t.md_from + (t.md_to - t.md_from) * k / 4, t.md_from + (t.md_to - t.md_from) * (k + 1) / 4,
        t.is_npt, t.npt_code, t.description
      from time_log_rows t cross join generate_series(0, 3) as k
      where t.well_id = ${wellId}`.execute(tx);
    await sql`delete from time_log_rows where well_id = ${wellId} and id <= ${originals}`.execute(
      tx,
    );

    await sql`
      insert into survey_stations (org_id, report_id, well_id, report_date, row_no, md,
        inclination, azimuth, tool_type, tvd, ns, ew, vertical_section, dls)
      select b.org_id, b.report_id, b.well_id, b.report_date, 0,
        a.md + (b.md - a.md) * k / 10.0, a.inclination + (b.inclination - a.inclination) * k / 10.0,
        a.azimuth + (b.azimuth - a.azimuth) * k / 10.0, b.tool_type,
        a.tvd + (b.tvd - a.tvd) * k / 10.0, a.ns + (b.ns - a.ns) * k / 10.0,
        a.ew + (b.ew - a.ew) * k / 10.0,
        a.vertical_section + (b.vertical_section - a.vertical_section) * k / 10.0, b.dls
      from (select s.*, lag(id) over (order by md) as previous_id
            from survey_stations s where well_id = ${wellId}) b
      join survey_stations a on a.id = b.previous_id
      cross join generate_series(1, 9) as k`.execute(tx);
    await sql`
      update survey_stations s set row_no = n.row_no
      from (select id, row_number() over (partition by report_id order by md) as row_no
            from survey_stations where well_id = ${wellId}) n
      where s.id = n.id`.execute(tx);

    const bits = await sql<{ bit_no: string; serial_no: string; reports: number }>`
      select bit_no, serial_no, count(*)::int as reports from bit_runs where well_id = ${wellId}
      group by bit_no, serial_no having count(*) >= 2 order by count(*) desc, bit_no`.execute(tx);
    const have = await sql<{ n: number }>`
      select count(distinct bit_no)::int as n from bit_runs where well_id = ${wellId}`.execute(tx);
    let next = have.rows[0]!.n;
    for (const bit of bits.rows.slice(0, Math.max(0, 40 - next))) {
      next += 1;
      await sql`
        with ordered as (
          select id, report_date, depth_in, depth_out,
            row_number() over (order by report_date) as n
          from bit_runs where well_id = ${wellId} and bit_no = ${bit.bit_no}
            and serial_no = ${bit.serial_no}),
        first_half as (
          select max(coalesce(depth_out, depth_in)) as reached from ordered
          where n <= ${Math.floor(bit.reports / 2)})
        update bit_runs r set bit_no = ${String(next)}, serial_no = r.serial_no || 'R',
          depth_in = greatest(r.depth_in, (select reached from first_half))
        from ordered o where o.id = r.id and o.n > ${Math.floor(bit.reports / 2)}`.execute(tx);
    }

    const costLines = await sql<{ n: number }>`
      select count(*)::int as n from cost_lines where well_id = ${wellId}`.execute(tx);
    const extra = Math.max(0, 10_000 - costLines.rows[0]!.n);
    await sql`
      with largest as (
        select id from cost_lines where well_id = ${wellId} and amount >= 0.02
        order by amount desc, id limit ${extra}),
      halves as (
        update cost_lines c set amount = round(c.amount / 2, 2),
          quantity = c.quantity / 2
        from largest l where l.id = c.id
        returning c.*, c.amount as half)
      insert into cost_lines (org_id, report_id, well_id, cost_date, cost_item_id,
        contract_bundle_id, phase, description, vendor, quantity, unit, unit_price, amount,
        afe_line, is_carry_over)
      select h.org_id, h.report_id, h.well_id, h.cost_date, h.cost_item_id, h.contract_bundle_id,
        h.phase, h.description, h.vendor, h.quantity, h.unit, h.unit_price,
        o.amount - h.half, h.afe_line, h.is_carry_over
      from halves h join cost_lines o on o.id = h.id`.execute(tx);
  });
}
