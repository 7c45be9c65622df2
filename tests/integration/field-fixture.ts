import type { Kysely } from "kysely";
import { expect } from "vitest";

import { createField } from "~/assets/fields.server";
import { createPad } from "~/assets/pads.server";
import { createWell } from "~/assets/wells.server";
import type { Database } from "~/db/schema";
import { addFreeLine, approveAfeVersion, createAfeVersion } from "~/planner/afe.server";

import { GENERAL, createReport, saveSection, signIn } from "./ddr-helpers";

/*
 * A fixed set of wells across two organisations, written the way users write them: assets through
 * the asset services, daily reports through the DDR form (in metres: the engineers work in the
 * metric unit system), an AFE through the planner. The field series tests work their expected
 * figures out from these inputs.
 *
 * Demo Energy, "Test Field": FT-A (spud 1 Mar, 3 reports), FT-B (spud 10 Mar, 2 reports), FT-C
 * (planned, no reports). "Second Test Field": FT-D (spud 1 Apr, 2 reports). Other Operator,
 * "Rival Field": RV-1 (spud 1 Mar, 1 report) — never to appear in Demo Energy's series.
 */

export interface FieldFixture {
  orgId: number;
  otherOrgId: number;
  wells: { A: number; B: number; C: number; D: number; RV: number };
  /** The Demo Energy engineer's session, for editing reports in tests. */
  engineer: string;
}

interface Row {
  from: string;
  to: string;
  phase: string;
  iadc: string;
  md?: [number, number];
  npt?: string;
}

interface Day {
  date: string;
  md: number;
  cost: { amount: string; phase: string }[];
  timeLog: Row[];
  parameters?: {
    from: number;
    to: number;
    wob: number;
    rpm: number;
    flow: number;
    /** Motor rpm on top of the surface's (a motor run). */
    motor?: number;
    rop?: number;
  };
  bits?: { rigDayRate?: string; bits: Record<string, string>[] };
  holeSections?: Record<string, string>[];
}

export function timeLogValues(rows: Row[]) {
  return {
    rows: rows.map((row) => ({
      fromTime: row.from,
      toTime: row.to,
      phase: row.phase,
      iadcCode: row.iadc,
      activityCategory: row.npt ? "downtime" : "planned",
      ...(row.npt ? { isNpt: "on", nptCode: row.npt } : {}),
      ...(row.md ? { mdFrom: String(row.md[0]), mdTo: String(row.md[1]) } : {}),
      description: row.npt ? `Lost time: ${row.npt}` : `Code ${row.iadc}`,
    })),
  };
}

/** Depths from top to bottom and dates from start to end; an open section has no bottom or end yet. */
interface SectionSpan {
  md: [number, number?];
  dates: [string, string?];
}

/** A hole section row as the form posts it. */
function holeSection(
  [sectionName, sectionType, holeSize]: [string, string, string],
  planned: SectionSpan,
  actual: SectionSpan,
): Record<string, string> {
  const row: Record<string, string> = { sectionName, sectionType, holeSize };
  const put = (key: string, value: number | string | undefined) => {
    if (value !== undefined) row[key] = String(value);
  };
  put("plannedTopMd", planned.md[0]);
  put("plannedBottomMd", planned.md[1]);
  put("actualTopMd", actual.md[0]);
  put("actualBottomMd", actual.md[1]);
  put("plannedStart", planned.dates[0]);
  put("plannedEnd", planned.dates[1]);
  put("actualStart", actual.dates[0]);
  put("actualEnd", actual.dates[1]);
  return row;
}

/** Each well's bit No. 1: a 12¼ in PDC of type A from the top, with its serial and its run. */
const firstBit = (serialNo: string, run: Record<string, string>) => ({
  bitNo: "1",
  size: "12.25",
  make: "X",
  type: "PDC-A",
  serialNo,
  depthIn: "0",
  ...run,
});

export const A_DAYS: Day[] = [
  {
    date: "2026-03-01",
    md: 100,
    cost: [{ amount: "50000.00", phase: "surface" }],
    timeLog: [
      { from: "00:00", to: "12:00", phase: "surface", iadc: "2", md: [0, 100] },
      { from: "12:00", to: "18:00", phase: "surface", iadc: "6" },
      { from: "18:00", to: "24:00", phase: "surface", iadc: "8", md: [100, 100], npt: "WOW" },
    ],
    parameters: { from: 0, to: 100, wob: 100, rpm: 120, flow: 3000, rop: 20 },
  },
  {
    date: "2026-03-02",
    md: 250,
    cost: [{ amount: "60000.00", phase: "surface" }],
    timeLog: [
      { from: "00:00", to: "16:00", phase: "surface", iadc: "2", md: [100, 250] },
      { from: "16:00", to: "24:00", phase: "surface", iadc: "12" },
    ],
    parameters: { from: 100, to: 250, wob: 120, rpm: 120, flow: 3000, rop: 10 },
  },
  {
    date: "2026-03-03",
    md: 400,
    cost: [{ amount: "70000.00", phase: "intermediate-1" }],
    timeLog: [
      { from: "00:00", to: "10:00", phase: "intermediate-1", iadc: "2", md: [250, 400] },
      {
        from: "10:00",
        to: "14:00",
        phase: "intermediate-1",
        iadc: "8",
        md: [400, 400],
        npt: "EQ-RIG",
      },
      { from: "14:00", to: "24:00", phase: "intermediate-1", iadc: "6" },
    ],
    parameters: { from: 250, to: 400, wob: 150, rpm: 100, flow: 2400 },
    bits: {
      rigDayRate: "24000",
      bits: [firstBit("A1", { depthOut: "400", hours: "20", tripTime: "5", bitCost: "20000" })],
    },
    holeSections: [
      holeSection(
        ["17½ in", "surface", "17.5"],
        { md: [0, 260], dates: ["2026-03-01", "2026-03-02"] },
        { md: [0, 250], dates: ["2026-03-01", "2026-03-02"] },
      ),
      holeSection(
        ["12¼ in", "intermediate", "12.25"],
        { md: [260, 900], dates: ["2026-03-03", "2026-03-06"] },
        { md: [250], dates: ["2026-03-03"] },
      ),
    ],
  },
];

export const B_DAYS: Day[] = [
  {
    date: "2026-03-10",
    md: 200,
    cost: [{ amount: "40000.00", phase: "surface" }],
    timeLog: [
      { from: "00:00", to: "20:00", phase: "surface", iadc: "2", md: [0, 200] },
      { from: "20:00", to: "24:00", phase: "surface", iadc: "8", md: [200, 200], npt: "WOW" },
    ],
    parameters: { from: 0, to: 200, wob: 90, rpm: 110, flow: 2800, rop: 25 },
  },
  {
    date: "2026-03-11",
    md: 300,
    cost: [{ amount: "50000.00", phase: "surface" }],
    timeLog: [
      { from: "00:00", to: "10:00", phase: "surface", iadc: "2", md: [200, 300] },
      { from: "10:00", to: "24:00", phase: "surface", iadc: "8", md: [300, 300], npt: "EQ-DH" },
    ],
    parameters: { from: 200, to: 300, wob: 110, rpm: 110, flow: 2800, motor: 150, rop: 5 },
    // A bit still in the hole: its run to date reaches the report's depth.
    bits: {
      bits: [firstBit("B1", { hours: "10" })],
    },
    holeSections: [
      holeSection(
        ["17½ in", "surface", "17.5"],
        { md: [0, 350], dates: ["2026-03-10", "2026-03-13"] },
        { md: [0], dates: ["2026-03-10"] },
      ),
    ],
  },
];

export const D_DAYS: Day[] = [
  {
    date: "2026-04-01",
    md: 150,
    cost: [{ amount: "30000.00", phase: "surface" }],
    timeLog: [{ from: "00:00", to: "24:00", phase: "surface", iadc: "2", md: [0, 150] }],
  },
  {
    date: "2026-04-02",
    md: 200,
    cost: [{ amount: "30000.00", phase: "surface" }],
    timeLog: [
      { from: "00:00", to: "12:00", phase: "surface", iadc: "2", md: [150, 200] },
      { from: "12:00", to: "24:00", phase: "surface", iadc: "8", md: [200, 200], npt: "LOSS" },
    ],
    bits: {
      rigDayRate: "24000",
      bits: [
        {
          bitNo: "1",
          size: "17.5",
          make: "Y",
          type: "TC-1",
          serialNo: "D1",
          depthIn: "0",
          depthOut: "200",
          hours: "25",
          tripTime: "5",
          bitCost: "10000",
        },
      ],
    },
  },
];

const RV_DAYS: Day[] = [
  {
    date: "2026-03-01",
    md: 500,
    cost: [{ amount: "99000.00", phase: "surface" }],
    timeLog: [
      { from: "00:00", to: "24:00", phase: "surface", iadc: "8", md: [500, 500], npt: "WOW" },
    ],
  },
];

async function actorOf(db: Kysely<Database>, username: string) {
  const user = await db
    .selectFrom("users as u")
    .innerJoin("memberships as m", "m.user_id", "u.id")
    .select(["u.id", "m.org_id as orgId", "u.full_name as fullName"])
    .where("u.username", "=", username)
    .executeTakeFirstOrThrow();
  return user;
}

/** A field with a pad of its own and its wells, through the asset services. */
async function fieldWithWells(
  actor: { id: number; orgId: number },
  field: string,
  wells: { name: string; spudDate: string | null; status: "drilling" | "planned" }[],
): Promise<number[]> {
  const created = await createField(actor, {
    name: field,
    location: null,
    concession: null,
    remarks: null,
    version: undefined,
  });
  if (!created.ok) throw new Error(`field ${field}: ${JSON.stringify(created)}`);
  const pad = await createPad(actor, {
    fieldId: created.id,
    name: `${field} pad`,
    latitude: null,
    longitude: null,
    remarks: null,
    version: undefined,
  });
  if (!pad.ok) throw new Error(`pad of ${field}: ${JSON.stringify(pad)}`);
  const ids: number[] = [];
  for (const well of wells) {
    const made = await createWell(actor, {
      padId: pad.id,
      name: well.name,
      uwi: null,
      wellType: "geothermal",
      status: well.status,
      surfaceLatitude: null,
      surfaceLongitude: null,
      groundElevation: null,
      rotaryTableElevation: null,
      spudDate: well.spudDate,
      releaseDate: null,
      plannedTd: 2500,
      rig: "Rig T-1",
      remarks: null,
      version: undefined,
    });
    if (!made.ok) throw new Error(`well ${well.name}: ${JSON.stringify(made)}`);
    ids.push(made.id);
  }
  return ids;
}

/** Each day's DDR through the form: created, then its sections saved as an engineer types them. */
async function writeReports(cookie: string, wellId: number, days: Day[]) {
  for (const day of days) {
    const created = await createReport(cookie, wellId, day.date);
    expect(created.status, `create ${day.date}`).toBe(302);
    const saves: [string, Record<string, unknown>][] = [
      ["general", { ...GENERAL, holeSize: "12.25", mdAtReport: String(day.md) }],
      ["timeLog", timeLogValues(day.timeLog)],
      [
        "cost",
        {
          lines: day.cost.map((line) => ({
            description: `Day cost ${day.date}`,
            phase: line.phase,
            amount: line.amount,
          })),
        },
      ],
    ];
    if (day.parameters) {
      const p = day.parameters;
      saves.push([
        "drillingParameters",
        {
          intervals: [
            {
              mdFrom: String(p.from),
              mdTo: String(p.to),
              wobMax: String(p.wob),
              rpmSurface: String(p.rpm),
              flowRate: String(p.flow),
              ...(p.motor === undefined ? {} : { rpmMotor: String(p.motor) }),
              ...(p.rop === undefined ? {} : { rop: String(p.rop) }),
            },
          ],
        },
      ]);
    }
    if (day.bits) saves.push(["bitData", day.bits]);
    if (day.holeSections) saves.push(["holeSections", { sections: day.holeSections }]);
    for (const [section, values] of saves) {
      const saved = await saveSection(cookie, wellId, day.date, section, values);
      expect(saved.status, `${section} of ${day.date}: ${await saved.clone().text()}`).toBe(302);
    }
  }
}

/** Signs the engineers in (metric units) and writes the whole set. */
export async function buildFieldFixture(db: Kysely<Database>): Promise<FieldFixture> {
  const admin = await actorOf(db, "admin");
  const otherAdmin = await actorOf(db, "other-admin");
  const [A, B, C] = await fieldWithWells(admin, "Test Field", [
    { name: "FT-A", spudDate: "2026-03-01", status: "drilling" },
    { name: "FT-B", spudDate: "2026-03-10", status: "drilling" },
    { name: "FT-C", spudDate: null, status: "planned" },
  ]);
  const [D] = await fieldWithWells(admin, "Second Test Field", [
    { name: "FT-D", spudDate: "2026-04-01", status: "drilling" },
  ]);
  const [RV] = await fieldWithWells(otherAdmin, "Rival Field", [
    { name: "RV-1", spudDate: "2026-03-01", status: "drilling" },
  ]);
  await db
    .updateTable("users")
    .set({ unit_standard: 2 })
    .where("username", "in", ["engineer", "other-engineer"])
    .execute();
  const engineer = await signIn("engineer");
  await writeReports(engineer, A!, A_DAYS);
  await writeReports(engineer, B!, B_DAYS);
  await writeReports(engineer, D!, D_DAYS);
  await writeReports(await signIn("other-engineer"), RV!, RV_DAYS);

  // FT-A's approved AFE: $150,000 for the surface hole.
  const planner = await actorOf(db, "planner");
  const afe = await createAfeVersion(db, planner, {
    wellId: A!,
    reference: "AFE-FT-A",
    reason: null,
  });
  if (!afe.ok) throw new Error(`AFE: ${JSON.stringify(afe)}`);
  const line = await addFreeLine(db, planner, {
    afeId: afe.id,
    phase: "surface",
    contractBundleId: null,
    costItemId: null,
    description: "Surface hole",
    quantity: null,
    unitPrice: null,
    amount: "150000.00",
  });
  if (!line.ok) throw new Error(`AFE line: ${JSON.stringify(line)}`);
  const { version } = await db
    .selectFrom("afes")
    .select("version")
    .where("id", "=", afe.id)
    .executeTakeFirstOrThrow();
  // Approved by someone other than its builder (decision 040).
  const approver = await actorOf(db, "admin");
  const approved = await approveAfeVersion(db, approver, { id: afe.id, version });
  if (!approved.ok) throw new Error(`AFE approval: ${JSON.stringify(approved)}`);

  return {
    orgId: admin.orgId,
    otherOrgId: otherAdmin.orgId,
    wells: { A: A!, B: B!, C: C!, D: D!, RV: RV! },
    engineer,
  };
}
