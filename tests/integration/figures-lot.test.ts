import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { fromSI } from "~/domain/units/units";
import { translator } from "~/i18n/resources.server";
import { loadDdr } from "~/reports/ddr.server";
import { formatFieldValue } from "~/sections/display";
import { lotFit } from "~/sections/lot-fit";
import type { FieldDeclaration } from "~/sections/vocabulary";

import { useDemoDatabase } from "../support/test-db";

import { UNIT_SYSTEMS } from "./figures-helpers";

let engine: Engine & { label: string };
let tests: { well: string; date: string; orgId: number; value: Record<string, unknown> }[];

beforeAll(async () => {
  engine = await useDemoDatabase();
  const { rows } = await sql<{ well: string; date: string; org_id: number; id: number }>`
    select w.name as well, r.report_date::text as date, r.org_id, r.id
    from report_sections s join reports r on r.id = s.report_id join wells w on w.id = r.well_id
    where s.section_id = 'lotFit' order by w.name, r.report_date`.execute(engine.db);
  tests = [];
  for (const row of rows) {
    const document = (await loadDdr(row.org_id, row.id))!;
    tests.push({
      well: row.well,
      date: row.date,
      orgId: row.org_id,
      value: document.values.lotFit!,
    });
  }
});

afterAll(async () => {
  await engine.close();
});

const field = (name: string) => lotFit.fields.find((f) => f.name === name)! as FieldDeclaration;
const shown = (name: string, value: unknown, system: (typeof UNIT_SYSTEMS)[number]) =>
  formatFieldValue(field(name), value as number, {
    system,
    language: "en",
    t: translator("en"),
  });

describe("LOT/FIT equivalent mud weight", () => {
  it("shows what the well-control sheet gives, on every demo test, in every unit system", async () => {
    expect(tests.filter((test) => test.orgId === tests[0]!.orgId)).toHaveLength(15);
    let differsFromExact = 0;
    for (const test of tests) {
      const { value } = test;
      const label = `${test.well} ${test.date}`;
      // The engineer's sheet, from the inputs the page shows: MW + P / (0.052 × TVD).
      const mw = fromSI("density", value.mudDensity as number, "api");
      const pressure = fromSI("pressure", value.surfacePressure as number, "api");
      const tvd = fromSI("length", value.shoeTvd as number, "api");
      const sheet = mw + pressure / (0.052 * tvd);
      // The page shows two decimals (no trailing zero): the sheet's figure to the hundredth.
      expect(Number(shown("sheetEmw", value.sheetEmw, "api")), label).toBe(
        Number(sheet.toFixed(2)),
      );
      expect(Number(shown("sheetEmw", value.sheetEmw, "gde")), label).toBe(
        Number(sheet.toFixed(2)),
      );
      const metric = fromSI("density", value.sheetEmw as number, "apimix");
      expect(metric, label).toBeCloseTo(sheet * 119.826427, 6);
      // The limit: the sheet's EMW rounded down to 0.1 ppg.
      const limit = Math.floor(Number(sheet.toFixed(6)) * 10) / 10;
      expect(shown("emwLimit", value.emwLimit, "api"), label).toBe(String(limit));
      // In kg/m³ the limit reads rounded down too: never above the 0.1 ppg it stands for.
      expect(Number(shown("emwLimit", value.emwLimit, "apimix").replace(/,/g, "")), label).toBe(
        Math.floor(limit * 119.826427 + 1e-9),
      );
      // MAASP at the test's mud weight: (limit − MW) × 0.052 × TVD.
      expect(fromSI("pressure", value.maasp as number, "api"), label).toBeCloseTo(
        (limit - mw) * 0.052 * tvd,
        6,
      );
      // The exact EMW is kept: P/(g·TVD) with standard gravity.
      expect(value.emwResult as number, label).toBeCloseTo(
        (value.mudDensity as number) +
          (value.surfacePressure as number) / (9.80665 * (value.shoeTvd as number)),
        9,
      );
      if (shown("emwResult", value.emwResult, "api") !== shown("sheetEmw", value.sheetEmw, "api"))
        differsFromExact += 1;
      for (const system of UNIT_SYSTEMS) {
        for (const name of ["sheetEmw", "emwLimit", "maasp", "emwResult"]) {
          expect(shown(name, value[name], system), `${label} ${name} ${system}`).toMatch(
            /^[\d.,]+$/,
          );
        }
      }
    }
    // The tests where the exact figure reads 0.01 ppg above the sheet's.
    expect(differsFromExact).toBeGreaterThan(0);
  });

  it("reads 15.25 ppg for KR-A1's FIT of 2026-02-23, limit 15.2, not the exact 15.26", () => {
    const test = tests.find((t) => t.well === "KR-A1" && t.date === "2026-02-23")!;
    expect(shown("sheetEmw", test.value.sheetEmw, "api")).toBe("15.25");
    expect(shown("emwLimit", test.value.emwLimit, "api")).toBe("15.2");
    expect(shown("emwResult", test.value.emwResult, "api")).toBe("15.26");
    // Metric densities read to 1 kg/m³ (decision 024).
    expect(shown("sheetEmw", test.value.sheetEmw, "apimix")).toBe("1,828");
  });
});
