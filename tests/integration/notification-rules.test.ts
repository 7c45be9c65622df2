import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { formatDate } from "~/i18n/i18n";
import { stopListening } from "~/notifications/bus.server";
import { mailSent } from "~/notifications/mail-jobs.server";
import { sendDailyReminders } from "~/notifications/reminders.server";
import { action as plannerAction } from "~/routes/_app.form.planner-form";
import { action as choicesAction } from "~/routes/profile.notifications";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import { createReport, createTestWell, saveSection, signIn } from "./ddr-helpers";
import { orgId } from "./planner-fixtures";

// The notifications nobody's click on a report causes: an approved AFE supplement, a well's cost
// going over its AFE, and the morning reminder of yesterday's missing DDR. Each reaches exactly
// the right people of the right organisation, once.

let engine: Engine & { label: string };
const cookies: Record<string, string> = {};
let demoEnergy: number;

beforeAll(async () => {
  engine = await useDemoDatabase();
  demoEnergy = await orgId(engine.db, "Demo Energy");
  for (const name of ["engineer", "planner", "admin", "other-engineer"]) {
    cookies[name] = await signIn(name);
  }
}, 240_000);
afterAll(async () => {
  await mailSent();
  await stopListening();
  await engine.close();
});

/** Who was told of `kind`, as "username:well", sorted. */
async function told(kind: string) {
  const rows = await engine.db
    .selectFrom("notifications as n")
    .innerJoin("users as u", "u.id", "n.user_id")
    .select(["u.username", "n.detail", "n.org_id"])
    .where("n.kind", "=", kind)
    .execute();
  return rows
    .map((row) => `${row.username}:${(row.detail as { wellName: string }).wellName}`)
    .sort();
}

async function detailsOf(kind: string) {
  const rows = await engine.db
    .selectFrom("notifications")
    .select("detail")
    .where("kind", "=", kind)
    .execute();
  return rows.map((row) => row.detail as Record<string, unknown>);
}

describe(`AFE notifications (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  let wellId: number;
  const date = "2026-06-02";
  const plannerPost = (username: string, form: Record<string, string>) =>
    call(plannerAction, `/form/planner-form?tab=afe&well=${wellId}`, {
      form,
      cookie: cookies[username]!,
    });

  /** The planner builds an AFE version of one line; the administrator approves it. */
  async function approvedVersion(amount: string) {
    expect(
      (
        await plannerPost("planner", {
          intent: "afe.create",
          formId: "afe",
          wellId: String(wellId),
        })
      ).status,
    ).toBe(302);
    const draft = () =>
      engine.db
        .selectFrom("afes")
        .select(["id", "version"])
        .where("well_id", "=", wellId)
        .where("status", "=", "draft")
        .executeTakeFirstOrThrow();
    const bundle = await engine.db
      .selectFrom("contract_bundles")
      .select("id")
      .where("org_id", "=", demoEnergy)
      .executeTakeFirstOrThrow();
    const { id } = await draft();
    expect(
      (
        await plannerPost("planner", {
          contractBundleId: String(bundle.id),
          intent: "afeLine.add",
          formId: "l",
          afeId: String(id),
          phase: "intermediate-2",
          description: "Drilling services",
          amount,
        })
      ).status,
    ).toBe(302);
    const { version } = await draft();
    const approved = await plannerPost("admin", {
      intent: "afe.approve",
      formId: `row:afe.approve-${id}`,
      id: String(id),
      version: String(version),
      confirmed: "yes",
    });
    expect(approved.status).toBe(302);
  }

  beforeAll(async () => {
    wellId = await createTestWell(engine.db, "Demo Energy", "Budget-1", "2026-06-01");
  });

  it("tells an approved supplement to its builder and the planners, not the approver", async () => {
    await call(choicesAction, "/profile/notifications", {
      cookie: cookies.planner!,
      form: { "afeApproved.inApp": "on", "afeApproved.byMail": "on", "overAfe.inApp": "on" },
    });
    await approvedVersion("100000");
    // The original AFE is no supplement.
    expect(await told("afeApproved")).toEqual([]);
    await approvedVersion("20000");
    // Planner built it and reads the planner database; the manager reads it too; the
    // administrator approved it; the engineer and the other organisation have no part in it.
    expect(await told("afeApproved")).toEqual(["manager:Budget-1", "planner:Budget-1"]);
    const [detail] = await detailsOf("afeApproved");
    expect(detail).toMatchObject({
      reportNo: 1,
      href: `/database/planner?view=afe&well=${wellId}`,
    });
    await mailSent();
    const mail = await engine.db
      .selectFrom("outbox")
      .select(["to_address", "subject"])
      .where("subject", "like", "%supplement 1%")
      .execute();
    expect(mail).toEqual([
      {
        to_address: "planner@demo-energy.example",
        subject: expect.stringContaining("approved supplement 1 to the AFE of Budget-1"),
      },
    ]);
  });

  it("tells the planners once when the booked cost goes more than 10 % over the AFE", async () => {
    // Approved AFE: 120 000. Told beyond 132 000.
    expect((await createReport(cookies.engineer!, wellId, date)).status).toBe(302);
    const saveCost = async (amount: string) =>
      expect(
        (
          await saveSection(cookies.engineer!, wellId, date, "cost", {
            lines: [{ description: "Rig day rate", amount }],
          })
        ).status,
      ).toBe(302);
    await saveCost("132000");
    expect(await told("overAfe")).toEqual([]);
    await saveCost("140000");
    expect(await told("overAfe")).toEqual([
      "admin:Budget-1",
      "manager:Budget-1",
      "planner:Budget-1",
    ]);
    const [detail] = await detailsOf("overAfe");
    expect(detail).toMatchObject({ overPercent: "16.7", thresholdPercent: "10" });
    // Further saves over the same budget tell nobody again.
    await saveCost("150000");
    await saveCost("160000");
    expect(await told("overAfe")).toHaveLength(3);
  });

  it("tells again once a supplement's new budget is crossed, at the organisation's percentage", async () => {
    await engine.db
      .insertInto("notification_settings")
      .values({ org_id: demoEnergy, over_afe_percent: 5 })
      .execute();
    await approvedVersion("50000"); // AFE 170 000; booked 160 000
    const before = (await told("overAfe")).length;
    await saveSection(cookies.engineer!, wellId, date, "cost", {
      lines: [{ description: "Rig day rate", amount: "178000" }],
    });
    expect((await told("overAfe")).length).toBe(before); // 4.7 % over: under 5 %
    await saveSection(cookies.engineer!, wellId, date, "cost", {
      lines: [{ description: "Rig day rate", amount: "179000" }],
    });
    expect((await told("overAfe")).length).toBe(before + 3);
    await engine.db.deleteFrom("notification_settings").execute();
  });

  it("tells nobody of a cost that a refused save never booked", async () => {
    const count = await sql<{ n: number }>`select count(*)::int as n from notifications`.execute(
      engine.db,
    );
    const refused = await saveSection(
      cookies.engineer!,
      wellId,
      date,
      "cost",
      { lines: [{ description: "Rig day rate", amount: "900000" }] },
      1,
    );
    expect(refused.status).toBe(409);
    const after = await sql<{ n: number }>`select count(*)::int as n from notifications`.execute(
      engine.db,
    );
    expect(after.rows[0]!.n).toBe(count.rows[0]!.n);
  });
});

describe(`the daily reminder (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  const day = "2026-07-09";
  const wells: Record<string, number> = {};

  beforeAll(async () => {
    // Only this test's wells are drilling.
    await engine.db.updateTable("wells").set({ status: "completed" }).execute();
    const well = async (org: string, name: string, spud: string, status = "drilling") => {
      wells[name] = await createTestWell(engine.db, org, name, spud);
      await engine.db
        .updateTable("wells")
        .set({ status: status as "drilling" })
        .where("id", "=", wells[name]!)
        .execute();
    };
    await well("Demo Energy", "Remind-None", "2026-07-01");
    await well("Demo Energy", "Remind-Draft", "2026-07-01");
    await well("Demo Energy", "Remind-Submitted", "2026-07-01");
    await well("Demo Energy", "Remind-Done", "2026-07-01", "completed");
    await well("Demo Energy", "Remind-Later", "2026-07-10");
    await well("Other Operator", "Remind-Other", "2026-07-01");
    await createReport(cookies.engineer!, wells["Remind-Draft"]!, day);
    await createReport(cookies.engineer!, wells["Remind-Submitted"]!, day);
    await engine.db
      .updateTable("reports")
      .set({ status: "submitted" })
      .where("well_id", "=", wells["Remind-Submitted"]!)
      .execute();
    await call(choicesAction, "/profile/notifications", {
      cookie: cookies["other-engineer"]!,
      form: { "reminder.byMail": "on" },
    });
  });

  it("waits for the hour, then tells each drilling well's report writers once", async () => {
    // 06:59 UTC on 10 July: not yet (the default hour is 07:00, UTC).
    expect(await sendDailyReminders(new Date("2026-07-10T06:59:00Z"))).toBe(0);
    // Two processes' sweeps at once, and a later one: each well is reminded of once.
    const at = new Date("2026-07-10T07:01:00Z");
    const counts = await Promise.all([sendDailyReminders(at), sendDailyReminders(at)]);
    expect(counts[0]! + counts[1]!).toBe(3);
    expect(await sendDailyReminders(new Date("2026-07-10T09:00:00Z"))).toBe(0);
    // Demo Energy's DDR writers are the engineer, the driller and the administrator; the other
    // operator's, its engineer (by mail only, as chosen) and its administrator.
    expect(await told("reminder")).toEqual([
      "admin:Remind-Draft",
      "admin:Remind-None",
      "driller:Remind-Draft",
      "driller:Remind-None",
      "engineer:Remind-Draft",
      "engineer:Remind-None",
      "other-admin:Remind-Other",
    ]);
    const details = await detailsOf("reminder");
    expect(details.find((d) => d.wellName === "Remind-Draft")).toMatchObject({
      missing: "notSubmitted",
      reportDate: day,
      href: `/form/daily-drilling-report?well=${wells["Remind-Draft"]}&date=${day}`,
    });
    expect(details.find((d) => d.wellName === "Remind-None")).toMatchObject({
      missing: "notCreated",
    });
    await mailSent();
    const mail = await engine.db
      .selectFrom("outbox")
      .select(["to_address", "subject"])
      .where("subject", "like", "%Remind-%")
      .execute();
    expect(mail).toEqual([
      {
        to_address: "engineer@other-operator.example",
        subject: expect.stringContaining(
          // The day as the reader's screens write it (an English reader here).
          `The daily drilling report of Remind-Other for ${formatDate(day, "en")} has not been started.`,
        ),
      },
    ]);
  });

  it("follows the organisation's hour and time zone", async () => {
    await engine.db
      .insertInto("notification_settings")
      .values({ org_id: demoEnergy, reminder_hour: 6, time_zone: "Asia/Jakarta" })
      .execute();
    // 22:30 UTC on 10 July is 05:30 on 11 July in Jakarta: not yet.
    expect(await sendDailyReminders(new Date("2026-07-10T22:30:00Z"))).toBe(0);
    // 23:00 UTC is 06:00 there: 10 July's reports are due (Remind-Later spudded that day);
    // the other operator, on 07:00 UTC, waits for its own hour.
    const before = (await told("reminder")).length;
    expect(await sendDailyReminders(new Date("2026-07-10T23:00:00Z"))).toBe(4);
    const added = (await told("reminder")).length - before;
    expect(added).toBe(4 * 3);
  });
});
