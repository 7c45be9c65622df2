/**
 * The field dashboards' series on the benchmark field (npm run seed -- --wells 50 --days 365 puts
 * its wells in one field): build time per field tile type, rows, Arrow bytes, and the size of
 * each chart drawn on the server. Run by tests/bench/dashboards.mjs with tsx; prints one JSON line.
 *
 *   DATA_DIR=… tsx --import ./tests/bench/css-stub.mjs tests/bench/field-timings.ts <runs>
 */
import { tableToIPC } from "apache-arrow";
import { sql } from "kysely";

import { renderChartSvg } from "~/charts/render.server";
import { chartSize } from "~/dashboards/layout";
import { buildSeries } from "~/dashboards/series.server";
import { FIELD_TILE_TYPES } from "~/dashboards/tile-types";
import { setEngine } from "~/db/db.server";
import { migrateToLatest, openEngine } from "~/db/engine.server";
import { translator } from "~/i18n/resources.server";

import { ensureStatistics } from "./statistics";

const runs = Number(process.argv[2] ?? 7);
const engine = await openEngine({ dataDir: process.env.DATA_DIR });
await migrateToLatest(engine.db);
await ensureStatistics(engine.db);
setEngine(Promise.resolve(engine));

try {
  const db = engine.db;
  // The benchmark field: the field of BM-001, with every benchmark well.
  const { rows } = await sql<{ id: number; org_id: number; field: string; wells: number }>`
    select w.id, w.org_id, f.name as field,
      (select count(*)::int from wells w2 join pads p2 on p2.id = w2.pad_id
       where p2.field_id = f.id) as wells
    from wells w join pads p on p.id = w.pad_id join fields f on f.id = p.field_id
    where w.name = 'BM-001'`.execute(db);
  const well = rows[0];
  if (!well) throw new Error("no BM-001 well: seed with npm run seed -- --wells 50 --days 365");
  const scope = { orgId: well.org_id, wellId: well.id, system: "api" as const };
  // One pass first: code shared by every builder is compiled once per process.
  for (const type of FIELD_TILE_TYPES) await buildSeries(type, scope);
  const t = translator("en");
  const tiles = [];
  for (const type of FIELD_TILE_TYPES) {
    const times: number[] = [];
    let table = await buildSeries(type, scope);
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      table = await buildSeries(type, scope);
      times.push(performance.now() - started);
    }
    const size = chartSize({ w: 12, h: 9 });
    const drawStarted = performance.now();
    const svg = renderChartSvg(type, table, { t, system: "api", language: "en", ...size });
    tiles.push({
      type,
      rows: table.numRows,
      times,
      arrowBytes: tableToIPC(table, "stream").byteLength,
      svgBytes: svg?.length ?? 0,
      drawMs: performance.now() - drawStarted,
    });
  }
  const reports = await sql<{ n: number }>`
    select count(*)::int as n from reports r join wells w on w.id = r.well_id
    join pads p on p.id = w.pad_id
    where p.field_id = (select p2.field_id from wells w2 join pads p2 on p2.id = w2.pad_id
      where w2.id = ${well.id})`.execute(db);
  console.log(
    JSON.stringify({
      field: well.field,
      wells: well.wells,
      wellId: well.id,
      reports: reports.rows[0]!.n,
      tiles,
    }),
  );
} finally {
  await engine.close();
}
