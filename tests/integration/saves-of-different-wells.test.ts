import { sql, type Transaction } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { dataRevision } from "~/dashboards/revision.server";
import type { Engine } from "~/db/engine.server";
import type { Database } from "~/db/schema";
import { createDdr, saveDdrSection, type DdrActor } from "~/reports/ddr.server";
import { ddrSection } from "~/sections";

import { useDemoDatabase } from "../support/test-db";

import { createTestWell } from "./ddr-helpers";

let engine: Engine & { label: string };
let actor: DdrActor;
const reports: Record<"a" | "b", { id: number; wellId: number }> = {} as never;
const general = ddrSection("general")!;

beforeAll(async () => {
  engine = await useDemoDatabase();
  const user = await engine.db
    .selectFrom("users as u")
    .innerJoin("memberships as m", "m.user_id", "u.id")
    .select(["u.id", "m.org_id"])
    .where("u.username", "=", "engineer")
    .executeTakeFirstOrThrow();
  actor = { id: user.id, orgId: user.org_id };
  for (const key of ["a", "b"] as const) {
    const wellId = await createTestWell(engine.db, "Demo Energy", `Parallel-${key}`);
    const created = await createDdr(actor, wellId, "2026-03-02");
    if (!created.ok) throw new Error("no report");
    reports[key] = { id: created.report.id, wellId };
  }
});
afterAll(async () => {
  await engine.close();
});

const depth = (md: number) => ({ rigName: "Rig T-1", wellbore: "OH", mdAtReport: md });

async function version(reportId: number) {
  const row = await engine.db
    .selectFrom("report_sections")
    .select("version")
    .where("report_id", "=", reportId)
    .where("section_id", "=", "general")
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** The wells whose revision rows this transaction has written (and so holds until it ends). */
async function revisionsHeld(tx: Transaction<Database>) {
  const rows = await tx
    .selectFrom("data_revisions")
    .select("well_id")
    .where(sql<boolean>`xmin::text = (txid_current() % 4294967296)::text`)
    .orderBy("well_id")
    .execute();
  return rows.map((row) => row.well_id);
}

describe("saves of different wells", () => {
  it("hold only their own well's revision, and the organisation's revision still moves on", async () => {
    const before = BigInt(await dataRevision(actor.orgId));
    const versionA = await version(reports.a.id);
    await engine.db.transaction().execute(async (tx) => {
      const saved = await saveDdrSection(actor, reports.a.id, general, depth(800), versionA, {
        tx,
      });
      expect(saved.ok).toBe(true);
      expect(await revisionsHeld(tx)).toEqual([reports.a.wellId]);
    });
    const afterA = BigInt(await dataRevision(actor.orgId));
    expect(afterA).toBeGreaterThan(before);
    const saved = await saveDdrSection(
      actor,
      reports.b.id,
      general,
      depth(900),
      await version(reports.b.id),
    );
    expect(saved.ok).toBe(true);
    expect(BigInt(await dataRevision(actor.orgId))).toBeGreaterThan(afterA);
  });

  it("do not wait for each other: one commits while the other holds its save open", async () => {
    // The embedded database runs one transaction at a time on its one connection (decision 021),
    // so there the save of B simply follows A; on a PostgreSQL server both are open at once.
    const concurrent = engine.label === "postgres";
    let saidSaved!: () => void;
    const aSaved = new Promise<void>((resolve) => (saidSaved = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const versionA = await version(reports.a.id);
    const versionB = await version(reports.b.id);
    const a = engine.db.transaction().execute(async (tx) => {
      const saved = await saveDdrSection(actor, reports.a.id, general, depth(1000), versionA, {
        tx,
      });
      expect(saved.ok).toBe(true);
      saidSaved();
      if (concurrent) await held;
    });
    await aSaved;
    if (!concurrent) await a;
    const b = saveDdrSection(actor, reports.b.id, general, depth(1100), versionB);
    const outcome = await Promise.race([
      b.then((saved) => (saved.ok ? "saved" : saved.reason)),
      new Promise<string>((resolve) => setTimeout(() => resolve("still waiting"), 10_000)),
    ]);
    release();
    await a;
    await b;
    expect(outcome).toBe("saved");
    const rows = await engine.db
      .selectFrom("reports")
      .select(["id", "md_at_report"])
      .where("id", "in", [reports.a.id, reports.b.id])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => Number(row.md_at_report))).toEqual([1000, 1100]);
  });
});
