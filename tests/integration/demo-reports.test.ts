import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedBenchmarkWells } from "~/demo/wells.server";
import type { Engine } from "~/db/engine.server";
import { timeLogIssues } from "~/domain/time-log/tiling";
import { loadDdr } from "~/reports/ddr.server";
import { DDR_SECTIONS } from "~/sections";
import { submitProblems } from "~/sections/submit-check";
import type { AnySection, StoredSectionValue } from "~/sections/vocabulary";

import { useDemoDatabase } from "../support/test-db";

let engine: Engine & { label: string };
let orgId: number;

beforeAll(async () => {
  engine = await useDemoDatabase();
  const org = await engine.db
    .selectFrom("organisations")
    .select("id")
    .where("name", "=", "Demo Energy")
    .executeTakeFirstOrThrow();
  orgId = org.id;
});

afterAll(async () => {
  await engine.close();
});

async function wellId(name: string) {
  const well = await engine.db
    .selectFrom("wells")
    .select("id")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return well.id;
}

async function reportsOf(name: string) {
  return engine.db
    .selectFrom("reports")
    .selectAll()
    .where("well_id", "=", await wellId(name))
    .where("kind", "=", "ddr")
    .orderBy("report_no")
    .execute();
}

describe("demo daily drilling reports", () => {
  it("cover every spudded demo well, from spud, one per day", async () => {
    const wells = await engine.db
      .selectFrom("wells")
      .select(["id", "name", "spud_date", "release_date", "status"])
      .execute();
    for (const well of wells) {
      const reports = await reportsOf(well.name);
      if (well.spud_date === null) {
        expect(reports, well.name).toEqual([]);
        continue;
      }
      expect(reports.length, well.name).toBeGreaterThan(0);
      expect(reports[0]!.report_date).toBe(well.spud_date);
      reports.forEach((report, index) => expect(report.report_no).toBe(index + 1));
      if (well.release_date)
        expect(reports[reports.length - 1]!.report_date).toBe(well.release_date);
    }
  });

  it("stand at every step of their lifecycle, returned ones with a comment", async () => {
    const drilling = await reportsOf("KR-A2");
    const statuses = drilling.map((report) => report.status);
    expect(statuses[statuses.length - 1]).toBe("draft");
    expect(statuses).toContain("submitted");
    expect(statuses).toContain("approved");
    const all = await engine.db
      .selectFrom("reports")
      .select(["status", "return_comment", "approved_by", "submitted_by"])
      .execute();
    const returned = all.filter((report) => report.status === "returned");
    expect(returned.length).toBeGreaterThan(0);
    for (const report of returned) expect(report.return_comment).toBeTruthy();
    for (const report of all.filter((r) => r.status === "approved")) {
      expect(report.approved_by).not.toBeNull();
      expect(report.submitted_by).not.toBeNull();
    }
    const released = await reportsOf("KR-A1");
    expect(released.some((report) => report.status === "draft")).toBe(false);
  });

  it("have time logs that tile each day and depths that never decrease", async () => {
    const id = await wellId("KR-B1");
    const rows = await engine.db
      .selectFrom("time_log_rows")
      .select(["report_id", "from_time", "to_time", "duration", "md_from", "md_to"])
      .where("well_id", "=", id)
      .orderBy("report_date")
      .orderBy("row_no")
      .execute();
    const byReport = new Map<number, typeof rows>();
    for (const row of rows)
      byReport.set(row.report_id, [...(byReport.get(row.report_id) ?? []), row]);
    for (const day of byReport.values()) {
      expect(
        timeLogIssues(day.map((row) => ({ fromTime: row.from_time, toTime: row.to_time }))),
      ).toEqual([]);
      expect(day.reduce((sum, row) => sum + row.duration!, 0)).toBe(86_400);
    }
    const depths = (await reportsOf("KR-B1")).map((report) => report.md_at_report!);
    for (let i = 1; i < depths.length; i++)
      expect(depths[i]!).toBeGreaterThanOrEqual(depths[i - 1]!);
  });

  it("keep the report header figures equal to the rows", async () => {
    const id = await wellId("SR-101");
    const totals = await sql<{ id: number; daily_cost: string; lines: string }>`
      select r.id, r.daily_cost, coalesce(sum(c.amount), 0)::numeric(14,2)::text as lines
      from reports r left join cost_lines c on c.report_id = r.id
      where r.well_id = ${id} and r.kind = 'ddr' group by r.id`.execute(engine.db);
    for (const row of totals.rows) expect(row.daily_cost).toBe(row.lines);
  });

  it("book their cost lines to the planner's cost items, contract bundles and AFE lines", async () => {
    const lines = await engine.db
      .selectFrom("cost_lines")
      .select(["cost_item_id", "contract_bundle_id", "afe_line", "phase"])
      .where("well_id", "=", await wellId("KR-A1"))
      .execute();
    expect(lines.length).toBeGreaterThan(0);
    expect(
      lines.every((line) => line.cost_item_id !== null && line.contract_bundle_id !== null),
    ).toBe(true);
    expect(lines.filter((line) => line.afe_line !== null).length / lines.length).toBeGreaterThan(
      0.9,
    );
  });

  it("pass the DDR's own submission checks when read back", async () => {
    const sections = DDR_SECTIONS as readonly AnySection[];
    for (const name of ["KR-A2", "SR-101"]) {
      const reports = await reportsOf(name);
      for (const report of reports.filter(
        (_, index) => index % 4 === 0 || index === reports.length - 1,
      )) {
        const document = await loadDdr(orgId, report.id);
        expect(document, `${name} #${report.report_no}`).not.toBeNull();
        const saved: Record<string, StoredSectionValue> = Object.fromEntries(
          Object.entries(document!.saved).map(([id, entry]) => [id, entry.value]),
        );
        expect(
          submitProblems(sections, saved, document!.context),
          `${name} #${report.report_no}`,
        ).toEqual([]);
        // What the screens compute afresh is what was stored.
        expect(document!.values.general!.tvdAtReport).toBeCloseTo(report.tvd_at_report!, 6);
        expect(document!.values.cost!.dailyTotal).toBe(report.daily_cost);
      }
    }
  });

  it("start from what the report before carried over, as a report a user creates does", async () => {
    const reports = await reportsOf("KR-B1");
    expect(reports.length).toBeGreaterThan(2);
    const first = await loadDdr(orgId, reports[0]!.id);
    expect(first!.header.carryOver).toBeNull();
    let cumulative = 0;
    for (let index = 1; index < reports.length; index++) {
      const previous = reports[index - 1]!;
      cumulative += Number(previous.daily_cost);
      if (index !== 1 && index !== reports.length - 1 && index % 10 !== 0) continue;
      const report = reports[index]!;
      const carried = (await loadDdr(orgId, report.id))!.header.carryOver;
      expect(carried, `#${report.report_no}`).toMatchObject({
        fromReportNo: previous.report_no,
        fromReportDate: previous.report_date,
      });
      const items = new Map(carried!.items.map((item) => [item.key, item.params]));
      expect(items.get("depth")?.md).toEqual({ quantity: "length", value: previous.md_at_report });
      expect(items.get("personnel")?.count).toBeGreaterThan(0);
      expect(items.get("holeSections")?.count).toBeGreaterThan(0);
      const cost = items.get("cost")?.cumulative as { money: string };
      expect(Number(cost.money)).toBeCloseTo(cumulative, 2);
    }
  });

  it("adds benchmark wells in a field of their own", async () => {
    const started = performance.now();
    const result = await seedBenchmarkWells(engine.db, {
      organisation: "Demo Energy",
      wells: 2,
      days: 30,
    });
    expect(result).toMatchObject({ wells: 2, reports: 60 });
    expect(performance.now() - started).toBeLessThan(20_000);
    const wells = await engine.db
      .selectFrom("wells as w")
      .innerJoin("pads as p", "p.id", "w.pad_id")
      .innerJoin("fields as f", "f.id", "p.field_id")
      .select(["w.name", "f.name as field", "w.org_id"])
      .where("w.name", "like", "BM-%")
      .orderBy("w.name")
      .execute();
    expect(wells).toEqual([
      { name: "BM-001", field: "Benchmark Field", org_id: orgId },
      { name: "BM-002", field: "Benchmark Field", org_id: orgId },
    ]);
    const again = await seedBenchmarkWells(engine.db, {
      organisation: "Demo Energy",
      wells: 1,
      days: 30,
    });
    expect(again.wells).toBe(1);
    expect(await reportsOf("BM-003")).toHaveLength(30);
  });
});
