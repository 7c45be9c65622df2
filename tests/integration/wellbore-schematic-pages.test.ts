import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { loader as dashboardLoader } from "~/routes/_app.dashboard.$";
import { loader as ddrReportLoader } from "~/routes/_app.report.daily-drilling-report";

import { signIn } from "./ddr-helpers";
import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

let engine: Engine & { label: string };
let manager: string;

beforeAll(async () => {
  engine = await useDemoDatabase();
  manager = await signIn("manager");
});
afterAll(async () => {
  await engine.close();
});

type Schematic = { inPageMarkup: string } | null;

/** The shoe depths the schematic draws, shallow to deep. */
function shoesIn(svg: string): number[] {
  return [...svg.matchAll(/<g\b[^>]*class="casing-string"[^>]*>/g)].map((match) =>
    Number(/data-shoe-md="([\d.]+)"/.exec(match[0])![1]),
  );
}

/** The demo well's casing strings the driller has put his name to by a day: their tally shoes. */
async function casingShoesUpTo(wellId: number, date: string): Promise<number[]> {
  const rows = await engine.db
    .selectFrom("reports as r")
    .innerJoin("report_sections as s", "s.report_id", "r.id")
    .select(["s.data"])
    .where("r.well_id", "=", wellId)
    .where("r.kind", "=", "casing")
    .where("r.status", "in", ["submitted", "approved"])
    .where("r.report_date", "<=", date)
    .where("s.section_id", "=", "casingRun")
    .orderBy("r.report_date")
    .orderBy("r.report_no")
    .execute();
  return rows.map((row) => {
    const data = row.data as { linerTopMd?: number | null; tally: { length: number }[] };
    return data.tally.reduce((sum, joint) => sum + joint.length, data.linerTopMd ?? 0);
  });
}

async function wellWithCasing() {
  const casing = await engine.db
    .selectFrom("reports as r")
    .innerJoin("organisations as o", "o.id", "r.org_id")
    .select(["r.well_id", "r.report_date"])
    .where("o.name", "=", "Demo Energy")
    .where("r.kind", "=", "casing")
    .where("r.status", "in", ["submitted", "approved"])
    .orderBy("r.report_date", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  return { wellId: casing.well_id, casingDate: String(casing.report_date).slice(0, 10) };
}

describe("the wellbore schematic beyond the casing report", () => {
  it("is on the printable DDR with one string per casing report up to the report's day", async () => {
    const { wellId, casingDate } = await wellWithCasing();
    const ddrs = await engine.db
      .selectFrom("reports")
      .select(["id", "report_date"])
      .where("well_id", "=", wellId)
      .where("kind", "=", "ddr")
      .orderBy("report_date")
      .execute();
    const later = ddrs.find((ddr) => String(ddr.report_date).slice(0, 10) >= casingDate)!;
    const laterDate = String(later.report_date).slice(0, 10);
    const response = await call(ddrReportLoader, `/report/daily-drilling-report?id=${later.id}`, {
      cookie: manager,
    });
    expect(response.status).toBe(200);
    const data = (await response.json()) as { schematic: Schematic };
    const svg = data.schematic!.inPageMarkup;
    expect(svg).toContain("<svg");
    const expected = await casingShoesUpTo(wellId, laterDate);
    expect(expected.length).toBeGreaterThan(0);
    const drawn = shoesIn(svg);
    expect(drawn).toHaveLength(expected.length);
    drawn.forEach((shoe, index) => expect(shoe).toBeCloseTo(expected[index]!, 6));

    // The first day of the well has no string yet: what it draws is the hole alone.
    const first = ddrs[0]!;
    const early = (await (
      await call(ddrReportLoader, `/report/daily-drilling-report?id=${first.id}`, {
        cookie: manager,
      })
    ).json()) as { schematic: Schematic };
    const before = await casingShoesUpTo(wellId, String(first.report_date).slice(0, 10));
    expect(shoesIn(early.schematic?.inPageMarkup ?? "")).toHaveLength(before.length);
  });

  it("is a card on the drilling-program dashboard of the selected well, and not on the others", async () => {
    const { wellId } = await wellWithCasing();
    await engine.db
      .updateTable("users")
      .set({ selected_well_id: wellId })
      .where("username", "=", "manager")
      .execute();
    const program = await call(dashboardLoader, "/dashboard/drilling-program", {
      cookie: manager,
      params: { "*": "drilling-program" },
    });
    expect(program.status).toBe(200);
    const data = (await program.json()) as { schematic: Schematic };
    const expected = await casingShoesUpTo(wellId, "9999-12-31");
    const drawn = shoesIn(data.schematic!.inPageMarkup);
    expect(drawn).toHaveLength(expected.length);
    expect(Math.max(...drawn)).toBeCloseTo(Math.max(...expected), 6);
    expect(data.schematic!.inPageMarkup).toContain("Bit at");

    const other = await call(dashboardLoader, "/dashboard/drilling-progress/activity-breakdown", {
      cookie: manager,
      params: { "*": "drilling-progress/activity-breakdown" },
    });
    expect(((await other.json()) as { schematic: Schematic }).schematic).toBeNull();
  });
});
