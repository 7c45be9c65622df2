import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { settingsOf } from "~/notifications/settings.server";
import { action, loader } from "~/routes/_app.ui.notification-settings";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import { signIn } from "./ddr-helpers";
import { orgId } from "./planner-fixtures";

// The organisation's notification rules screen: only its approvers (privilege 13) read and change
// them, each organisation its own row; a wrong value is refused next to its field with what was
// typed kept; a save over someone else's newer save is a conflict that saves nothing.

let engine: Engine & { label: string };
const cookies: Record<string, string> = {};
let demoEnergy: number;
let otherOperator: number;
const PATH = "/ui/notification-settings";

interface Reply {
  status?: string;
  initialValue?: Record<string, unknown>;
  error?: Record<string, string[] | null>;
}

beforeAll(async () => {
  engine = await useDemoDatabase();
  demoEnergy = await orgId(engine.db, "Demo Energy");
  otherOperator = await orgId(engine.db, "Other Operator");
  // The other organisation's administrator reads and writes Indonesian.
  await engine.db
    .updateTable("users")
    .set({ language: "id" })
    .where("username", "=", "other-admin")
    .execute();
  for (const name of ["manager", "admin", "planner", "engineer", "other-admin", "client-admin"]) {
    cookies[name] = await signIn(name);
  }
}, 240_000);
afterAll(async () => {
  await engine.close();
});

const read = (who: string) => call(loader, PATH, { cookie: cookies[who]! });
const save = (who: string, form: Record<string, string>) =>
  call(action, PATH, {
    cookie: cookies[who]!,
    form: { reminderHour: "7", timeZone: "UTC", overAfePercent: "10", ...form },
  });

async function shown(who: string) {
  const response = await read(who);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    settings: { reminderHour: number; timeZone: string; overAfePercent: number };
    version: number;
    zones: { name: string; offset: string }[];
  };
}

async function replyOf(response: Response): Promise<Reply> {
  return ((await response.json()) as { reply: Reply }).reply;
}

const auditOf = (org: number) =>
  engine.db
    .selectFrom("audit_log")
    .select(["action", "user_id", "detail"])
    .where("org_id", "=", org)
    .where("record_type", "=", "notification-settings")
    .orderBy("id")
    .execute();

describe(`notification rules screen (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("shows the defaults to an approver, with the list of time zones and their offsets", async () => {
    const page = await shown("manager");
    expect(page.settings).toEqual({ reminderHour: 7, timeZone: "UTC", overAfePercent: 10 });
    expect(page.version).toBe(0);
    expect(page.zones[0]).toEqual({ name: "UTC", offset: "UTC+00:00" });
    expect(page.zones.map((zone) => zone.name)).toContain("Asia/Jakarta");
  });

  it("is not found for anyone without the approval privilege, and changes nothing for them", async () => {
    for (const who of ["planner", "engineer", "client-admin"]) {
      expect((await read(who)).status, who).toBe(404);
      expect((await save(who, { version: "0", overAfePercent: "50" })).status, who).toBe(404);
    }
    expect(await settingsOf(engine.db, demoEnergy)).toEqual({
      reminderHour: 7,
      timeZone: "UTC",
      overAfePercent: 10,
    });
    expect(await auditOf(demoEnergy)).toEqual([]);
  });

  it("saves the approver's rules for their organisation only, and logs the change", async () => {
    const saved = await save("manager", {
      version: "0",
      reminderHour: "5",
      timeZone: "asia/jakarta",
      overAfePercent: "12.5",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(PATH);
    const page = await shown("manager");
    expect(page.settings).toEqual({
      reminderHour: 5,
      timeZone: "Asia/Jakarta",
      overAfePercent: 12.5,
    });
    expect(page.version).toBe(1);
    // The reminder and the AFE warning read the same row.
    expect(await settingsOf(engine.db, demoEnergy)).toEqual(page.settings);
    const [logged, ...more] = await auditOf(demoEnergy);
    expect(more).toEqual([]);
    expect(logged).toMatchObject({
      action: "update",
      detail: {
        from: { reminderHour: 7, timeZone: "UTC", overAfePercent: 10 },
        to: { reminderHour: 5, timeZone: "Asia/Jakarta", overAfePercent: 12.5 },
      },
    });

    // Another organisation's administrator sees and changes their own rules, never these.
    const theirs = await shown("other-admin");
    expect(theirs.settings).toEqual({ reminderHour: 7, timeZone: "UTC", overAfePercent: 10 });
    expect(theirs.version).toBe(0);
    // Naming Demo Energy's version changes nothing of Demo Energy's: their own row has none.
    expect((await save("other-admin", { version: "1", overAfePercent: "99" })).status).toBe(409);
    // Typed the Indonesian way, as their language writes numbers.
    const own = await save("other-admin", { version: "0", overAfePercent: "7,25" });
    expect(own.status).toBe(302);
    expect(await settingsOf(engine.db, otherOperator)).toMatchObject({ overAfePercent: 7.25 });
    expect(await settingsOf(engine.db, demoEnergy)).toEqual(page.settings);
    expect(await auditOf(demoEnergy)).toHaveLength(1);
  });

  it("refuses a wrong value next to its field, keeps what was typed and saves nothing", async () => {
    const { version } = await shown("manager");
    const cases: [Record<string, string>, string, string][] = [
      [{ reminderHour: "24" }, "reminderHour", "notifications.settings.errors.hour"],
      [{ timeZone: "Mars/Olympus" }, "timeZone", "notifications.settings.errors.zone"],
      [{ timeZone: "+07:00" }, "timeZone", "notifications.settings.errors.zone"],
      [{ overAfePercent: "0" }, "overAfePercent", "notifications.settings.errors.percentRange"],
      [
        { overAfePercent: "1000.5" },
        "overAfePercent",
        "notifications.settings.errors.percentRange",
      ],
      [
        { overAfePercent: "2.345" },
        "overAfePercent",
        "notifications.settings.errors.percentDecimals",
      ],
      [{ overAfePercent: "12,5" }, "overAfePercent", "validation.numberNotation"],
      [{ overAfePercent: "" }, "overAfePercent", "validation.required"],
    ];
    for (const [typed, field, message] of cases) {
      const response = await save("manager", { version: String(version), ...typed });
      expect(response.status, JSON.stringify(typed)).toBe(400);
      const reply = await replyOf(response);
      expect(reply.error).toEqual({ [field]: [message] });
      // An emptied box comes back empty (conform leaves it out).
      if (Object.values(typed)[0] !== "") expect(reply.initialValue).toMatchObject(typed);
    }
    const garbled = await save("manager", { version: "x", overAfePercent: "11" });
    expect(garbled.status).toBe(400);
    expect((await shown("manager")).version).toBe(version);
    expect(await auditOf(demoEnergy)).toHaveLength(1);
  });

  it("answers a save over a newer one with a conflict, keeping what was typed", async () => {
    const seen = (await shown("manager")).version;
    // The administrator saves first, from the same version.
    expect((await save("admin", { version: String(seen), overAfePercent: "15" })).status).toBe(302);
    const stale = await save("manager", {
      version: String(seen),
      reminderHour: "9",
      timeZone: "Asia/Makassar",
      overAfePercent: "20",
    });
    expect(stale.status).toBe(409);
    const reply = await replyOf(stale);
    expect(reply.error).toEqual({ "": ["notifications.settings.conflict"] });
    expect(reply.initialValue).toMatchObject({
      reminderHour: "9",
      timeZone: "Asia/Makassar",
      overAfePercent: "20",
    });
    const page = await shown("manager");
    expect(page.settings).toEqual({ reminderHour: 7, timeZone: "UTC", overAfePercent: 15 });
    expect(page.version).toBe(seen + 1);
    // The defaults' version is stale too once a row exists.
    expect((await save("manager", { version: "0", overAfePercent: "30" })).status).toBe(409);
    expect((await shown("manager")).settings.overAfePercent).toBe(15);
  });
});
