import { readFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { KG_PER_M3_PER_PPG, METRES_PER_FOOT } from "~/domain/units/units";

import {
  createFixtureWell,
  FILLED,
  FIXTURE_DATE,
  FIXTURE_FILE,
} from "../fixtures/libreoffice/ddr-fixture";
import { useDemoDatabase } from "../support/test-db";

import { createReport, signIn } from "./ddr-helpers";
import { savedSection, upload } from "./spreadsheet-helpers";

// A template filled and saved by LibreOffice Calc (tests/fixtures/libreoffice/README.md says how
// it was made): Calc writes its own styles, shared strings, plain defined names and calculated
// formula results; the upload reads it like Excel's.

let engine: Engine & { label: string };

beforeAll(async () => {
  engine = await useDemoDatabase();
});
afterAll(async () => {
  await engine.close();
});

describe("a template saved by LibreOffice Calc", () => {
  it("is read like one saved by Excel", async () => {
    const wellId = await createFixtureWell(engine.db);
    const cookie = await signIn("engineer");
    expect((await createReport(cookie, wellId, FIXTURE_DATE)).status).toBe(302);
    const report = await engine.db
      .selectFrom("reports")
      .select("id")
      .where("well_id", "=", wellId)
      .executeTakeFirstOrThrow();
    const bytes = readFileSync(
      path.join(import.meta.dirname, "../fixtures/libreoffice", FIXTURE_FILE),
    );
    const result = await upload(cookie, wellId, FIXTURE_DATE, new Uint8Array(bytes).slice().buffer);
    expect(result.status, JSON.stringify(result.body)).toBe(200);

    const general = (await savedSection(engine.db, report.id, "general"))!.value;
    expect(general.mdAtReport).toBeCloseTo(
      FILLED.general["MD at report time"] * METRES_PER_FOOT,
      9,
    );
    expect(general.rigName).toBe("Rig LO-1");
    expect(general.wellbore).toBe("OH");
    const check = await engine.db
      .selectFrom("mud_checks")
      .select(["check_time", "mud_type", "density", "solids_pct", "ph"])
      .where("report_id", "=", report.id)
      .executeTakeFirstOrThrow();
    expect(check.check_time.slice(0, 5)).toBe("06:00");
    expect(check.mud_type).toBe("WBM");
    expect(check.density).toBeCloseTo(10.2 * KG_PER_M3_PER_PPG, 6);
    expect(check.solids_pct).toBeCloseTo(7.9, 9);
    expect(check.ph).toBeCloseTo(9, 9);
  });
});
