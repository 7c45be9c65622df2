import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { parseMoney } from "~/domain/money/decimal";
import { ddrWitsml } from "~/interop/ddr-export.server";
import { bhaFromSections, readTubular } from "~/interop/witsml/bha-tubular";
import { importDdrs, previewDdrImport } from "~/interop/ddr-import.server";
import type { DrillReportExtras, DrillReportHse } from "~/interop/witsml/ddr-extras-model";
import { extrasFromSections } from "~/interop/witsml/ddr-extras-mapping";
import { drillReport20, opsReport141 } from "~/interop/witsml/drill-report-write";
import { HSE_DAY, HSE_DAY_WITHOUT_LTI_FIGURE } from "~/interop/witsml/hse-fixtures";
import { readXmlTree } from "~/interop/witsml/xml-tree";
import { findDdr, loadDdr } from "~/reports/ddr.server";

import { nextDay } from "../support/dates";
import { demoActor, useDemoDatabase } from "../support/test-db";
import { exportedDay, wellWithApproved } from "./witsml-helpers";

// Bits, costs and HSE through the database: what an import of our own export stores in the bit
// data, cost and safety sections reads back as the same values, and an approved report's export
// carries the sections it holds.

let engine: Engine & { label: string };
let actor: { id: number; orgId: number };

beforeAll(async () => {
  engine = await useDemoDatabase();
  actor = await demoActor(engine, "engineer");
});

afterAll(async () => {
  await engine.close();
});

const extras = (depth: number, hseDay: DrillReportHse): DrillReportExtras => ({
  bits: [
    {
      bitNo: "B-91",
      size: 0.2159,
      make: "Smith",
      type: "PDC",
      serialNo: "SN-4471",
      iadcCode: "M323",
      nozzles: "5x12",
      depthIn: depth - 150,
      depthOut: depth,
      hours: 19.25 * 3600,
      tripTime: 6.5 * 3600,
      dull: {
        inner: 1,
        outer: 2,
        dull: "WT",
        location: "S",
        bearing: "X",
        gauge: "I",
        other: "CT",
        reason: "BHA",
      },
      cost: "31250.5",
    },
  ],
  costLines: [
    {
      description: "Cement & additives",
      vendor: "Cement Co",
      quantity: 120,
      unit: "sack",
      unitPrice: "18.75",
      amount: "2250",
      afeLine: "3.4",
      isCarryOver: false,
    },
  ],
  // A copy: the import test moves its BOP test dates to the day it imports.
  hse: { ...hseDay },
});

const cents = (value: string | null) => (value === null ? null : parseMoney(value));

describe("WITSML bits, costs and HSE into a daily report and back", () => {
  // Each day after the well's latest report, the second going on from the first.
  for (const [name, hseDay] of [
    ["a kick drill, a near miss and a days-without-LTI figure", HSE_DAY],
    [
      "a trip drill, an untimed H2S drill and no days-without-LTI figure",
      HSE_DAY_WITHOUT_LTI_FIGURE,
    ],
  ] as const) {
    it(`imports our own 2.0 and 1.4.1.1 exports of a day with ${name} into its sections with every value unchanged`, async () => {
      const { document, wellId, after } = await wellWithApproved(actor);
      const date = nextDay(after, 30);
      const base = exportedDay(document, date);
      const sent = extras(base.md ?? 2000, hseDay);
      sent.hse!.lastBopTest = nextDay(after, 25);
      sent.hse!.nextBopTest = nextDay(after, 39);
      const data = { ...base, ...sent };
      // A day without the figure sends none, rather than an empty or zero one.
      expect(opsReport141(data).includes("<daysIncFree")).toBe(hseDay.daysWithoutLti !== null);

      // 2.0 carries the bits; 1.4.1.1 the costs and HSE. The same day takes both, one after the other.
      for (const text of [drillReport20(data), opsReport141(data)]) {
        expect(readXmlTree(text).ok).toBe(true);
        const preview = await previewDdrImport(actor, wellId, [text]);
        if (!preview.ok) throw new Error(JSON.stringify(preview));
        expect(preview.days[0]!.problems).toEqual([]);
        const saved = await importDdrs(actor, wellId, [text], preview.revision);
        expect(saved).toEqual({ ok: true, days: 1, firstDate: date });
      }
      const header = (await findDdr(actor.orgId, wellId, date))!;
      const stored = (await loadDdr(actor.orgId, header.id))!;
      expect(Object.keys(stored.saved)).toEqual(
        expect.arrayContaining(["bitData", "cost", "safety"]),
      );
      const back = extrasFromSections(stored.values);

      expect(back.bits).toHaveLength(1);
      const { cost: bitCost, size, ...bit } = back.bits[0]!;
      const { cost: sentCost, size: sentSize, ...sentBit } = sent.bits[0]!;
      expect(bit).toEqual(sentBit);
      // The import is judged as the form would be, its diameters typed in inches: 8½ in comes
      // back as 8.5 × 0.0254 m, the same length to the last bit of a double.
      expect(size).toBeCloseTo(sentSize!, 15);
      expect(cents(bitCost)).toBe(cents(sentCost));

      expect(back.costLines).toHaveLength(1);
      const { unitPrice, amount, ...line } = back.costLines[0]!;
      const { unitPrice: sentPrice, amount: sentAmount, ...sentLine } = sent.costLines[0]!;
      expect(line).toEqual(sentLine);
      expect([cents(unitPrice), cents(amount)]).toEqual([cents(sentPrice), cents(sentAmount)]);

      const { daysWithoutLti, ...hse } = back.hse!;
      expect(hse).toEqual({
        lastBopTest: sent.hse!.lastBopTest,
        nextBopTest: sent.hse!.nextBopTest,
        stopCards: sent.hse!.stopCards,
        safetyMeetings: sent.hse!.safetyMeetings,
        drills: sent.hse!.drills,
        incidents: sent.hse!.incidents,
      });
      // A first-aid case is no lost-time injury: the count goes on from the day before, whatever
      // figure the file gives or leaves out.
      expect(daysWithoutLti).toBeGreaterThan(0);
    });
  }

  it("imports our own 1.4.1.1 export, the opsReport with the tubulars of its bits, with every bit field unchanged", async () => {
    const { approvedId, wellId, after, document } = await wellWithApproved(actor);
    const approved = (await loadDdr(actor.orgId, approvedId))!;
    const held = extrasFromSections(approved.values).bits;
    expect(held.length).toBeGreaterThan(0);
    const tubulars = await ddrWitsml(actor.orgId, approvedId, "1.4.1.1", "bha");
    if (!tubulars.ok) throw new Error("no export");
    expect(readXmlTree(tubulars.xml).ok).toBe(true);
    // The approved report's bits as another day's (the approved day cannot be written to), with
    // the opsReport of that day as the export writes it, going on from the well's latest report.
    const date = nextDay(after, 31);
    const ops = opsReport141(exportedDay(document, date));
    const texts = [ops, tubulars.xml.split(approved.header.reportDate).join(date)];
    const preview = await previewDdrImport(actor, wellId, texts);
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(preview.days[0]!.problems).toEqual([]);
    expect(preview.days[0]!.sections).toContain("bitData");
    expect(await importDdrs(actor, wellId, texts, preview.revision)).toEqual({
      ok: true,
      days: 1,
      firstDate: date,
    });
    const header = (await findDdr(actor.orgId, wellId, date))!;
    const back = extrasFromSections((await loadDdr(actor.orgId, header.id))!.values).bits;
    expect(back).toHaveLength(held.length);
    back.forEach(({ size, cost, ...bit }, index) => {
      const { size: sentSize, cost: sentCost, ...sent } = held[index]!;
      expect(bit).toEqual(sent);
      // Through the form's inches, to the last bit of a double; money to the cent.
      if (sentSize === null) expect(size).toBeNull();
      else expect(size).toBeCloseTo(sentSize, 12);
      expect(cents(cost)).toBe(cents(sentCost));
    });
  });

  it("exports an approved report's bits in 2.0 and its costs and HSE in 1.4.1.1", async () => {
    const { approvedId } = await wellWithApproved(actor);
    const approved = (await loadDdr(actor.orgId, approvedId))!;
    const held = extrasFromSections(approved.values);
    const v20 = await ddrWitsml(actor.orgId, approvedId, "2.0");
    const v141 = await ddrWitsml(actor.orgId, approvedId, "1.4.1.1");
    if (!v20.ok || !v141.ok) throw new Error("no export");
    const count = (xml: string, name: string) => xml.split(`<${name} `).length - 1;
    expect(count(v20.xml, "BitRecord")).toBe(held.bits.length);
    expect(count(v141.xml, "dayCost")).toBe(held.costLines.length);
    expect(v141.xml.includes("<hse>")).toBe(held.hse !== null);
    expect(v20.xml).not.toContain("<dayCost");
    expect(v141.xml).not.toContain("<BitRecord");
  });

  it("exports an approved report's BHA as a tubular in both versions, every component read back", async () => {
    const { approvedId } = await wellWithApproved(actor);
    const approved = (await loadDdr(actor.orgId, approvedId))!;
    const held = bhaFromSections(approved.values);
    for (const version of ["2.0", "1.4.1.1"] as const) {
      const file = await ddrWitsml(actor.orgId, approvedId, version, "bha");
      if (!held) {
        // Without components a day has no BHA; 1.4.1.1 still gives its bits' tubulars.
        const bitsOnly =
          version === "1.4.1.1" && extrasFromSections(approved.values).bits.length > 0;
        expect(file.ok).toBe(bitsOnly);
        continue;
      }
      if (!file.ok) throw new Error("no export");
      expect(file.filename).toContain("-BHA-");
      const read = readTubular(file.xml);
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      expect(read.bha.components.map((c) => [c.item, c.serialNo])).toEqual(
        held.components.map((c) => [c.item, c.serialNo]),
      );
      // 1.4.1.1 keeps the day's bit records in the tubular; 2.0 in the DrillReport.
      const bits = extrasFromSections(approved.values).bits.map((bit) => bit.bitNo);
      expect((read.bha.bits ?? []).map((bit) => bit.bitNo)).toEqual(
        version === "1.4.1.1" ? bits : [],
      );
      // Numbers are written with ten decimals: a stored 0.07619999999999999 m is 0.0762 m.
      read.bha.components.forEach((component, index) => {
        const sent = held.components[index]!;
        for (const key of ["od", "id", "length"] as const) {
          if (sent[key] === null) expect(component[key]).toBeNull();
          else expect(component[key]).toBeCloseTo(sent[key], 9);
        }
        if (sent.weight === null) expect(component.weight).toBeNull();
        else expect(component.weight).toBeCloseTo(sent.weight, 5);
      });
    }
  });
});
