/**
 * The app's database and daily drilling report form in a process of its own, on DATA_DIR (or
 * DATABASE_URL), driven line by line on stdin: the stand-in for a running app server in the
 * tests that open a second process on the same folder or kill the app mid-write.
 *
 *   tsx --import ./tests/bench/css-stub.mjs tests/support/app-process.ts
 *
 * It opens the database the way the server does (the folder's lock taken, migrations run), makes
 * a small organisation with one engineer and one well when missing, and prints `{"ready":pid}`.
 * Then, per line:
 *   reports <n> <first-date>   creates n reports one after another
 *   burst <workers> <first-date>  workers each create a report, then save its general section
 *                              again and again, forever (until killed)
 *   exit                       closes the database and exits
 * Every write the form's action acknowledged (answered 302) is printed as one JSON line, exactly
 * when the action answered: the test compares these with what the folder holds afterwards.
 */
import { createInterface } from "node:readline";

import { Privilege } from "~/auth/privileges";
import { hashPassword } from "~/auth/password.server";
import { setEngine } from "~/db/db.server";
import { migrateToLatest, openEngine } from "~/db/engine.server";
import { action as loginAction } from "~/routes/_auth.login";
import { action as formAction } from "~/routes/_app.form.daily-drilling-report";

import { call, cookieFrom } from "./requests";
import { insertFieldAndPad } from "./test-well";

const APP_ORGANISATION = "Crash Test Drilling";
const APP_WELL = "CT-1";
const USERNAME = "crash-engineer";
const PASSWORD = "drillbook1";

const engine = await openEngine({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
  holder: { command: "the test app process", url: "http://localhost:3000" },
});
await migrateToLatest(engine.db);
setEngine(Promise.resolve(engine));
const wellId = await ensureOrganisation();
const login = await call(loginAction, "/login", {
  form: { username: USERNAME, password: PASSWORD, redirectTo: "/" },
});
const cookie = cookieFrom(login);
if (!cookie) throw new Error(`sign-in answered ${login.status}`);
print({ ready: process.pid, wellId });

/** The organisation, its engineer and its well, made once; the well's id. */
async function ensureOrganisation(): Promise<number> {
  const db = engine.db;
  const found = await db
    .selectFrom("wells")
    .select("id")
    .where("name", "=", APP_WELL)
    .executeTakeFirst();
  if (found) return found.id;
  return db.transaction().execute(async (tx) => {
    const org = await tx
      .insertInto("organisations")
      .values({ name: APP_ORGANISATION, bg_color: "#225588", logo_file_id: null, is_active: true })
      .returning("id")
      .executeTakeFirstOrThrow();
    const role = await tx
      .insertInto("roles")
      .values({ org_id: org.id, name: "Engineer", privileges: [Privilege.DailyDrillingReportForm] })
      .returning("id")
      .executeTakeFirstOrThrow();
    const user = await tx
      .insertInto("users")
      .values({
        username: USERNAME,
        full_name: "Crash Engineer",
        email: null,
        password_hash: await hashPassword(PASSWORD),
        avatar_file_id: null,
        language: null,
        administers_clients: false,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await tx
      .insertInto("memberships")
      .values({ user_id: user.id, org_id: org.id, role_id: role.id })
      .execute();
    const padId = await insertFieldAndPad(tx, org.id, "CT");
    const well = await tx
      .insertInto("wells")
      .values({
        org_id: org.id,
        pad_id: padId,
        name: APP_WELL,
        uwi: null,
        well_type: "geothermal",
        surface_latitude: null,
        surface_longitude: null,
        ground_elevation: null,
        rotary_table_elevation: null,
        spud_date: "2020-01-01",
        release_date: null,
        planned_td: 3000,
        rig: "Rig CT",
        remarks: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return well.id;
  });
}

function print(line: object) {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

const path = (date?: string) =>
  `/form/daily-drilling-report?well=${wellId}${date ? `&date=${date}` : ""}`;

async function createReport(date: string) {
  const response = await call(formAction, path(), {
    cookie,
    form: { intent: "create", reportDate: date },
  });
  if (response.status !== 302) throw new Error(`creating ${date} answered ${response.status}`);
  print({ ack: "report", date });
}

/** The stored version of a report's general section, 0 when it holds none. */
async function generalVersion(date: string): Promise<number> {
  const row = await engine.db
    .selectFrom("report_sections as s")
    .innerJoin("reports as r", "r.id", "s.report_id")
    .select("s.version")
    .where("r.well_id", "=", wellId)
    .where("r.report_date", "=", date)
    .where("s.section_id", "=", "general")
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** The general section with a mark of the save in it, so a stored value names its save. */
async function saveGeneral(date: string, version: number, mark: string) {
  const response = await call(formAction, path(date), {
    cookie,
    form: {
      intent: "save",
      sectionId: "general",
      version: String(version),
      rigName: "Rig CT",
      wellbore: "OH",
      // Deeper every day (a report's depth may not be above the one before it).
      mdAtReport: String(Date.parse(date) / 86_400_000 - 18_000 + version / 10),
      holeSize: "12.25",
      currentStatus: mark,
      summary24h: "Drilled ahead.",
      forecast24h: "Drill ahead.",
      supervisor: "C. Supervisor",
    },
  });
  if (response.status !== 302) throw new Error(`saving ${date} answered ${response.status}`);
  print({ ack: "section", date, section: "general", version: version + 1, mark });
}

async function burstWorker(worker: number, workers: number, firstDate: string) {
  for (let round = 0; ; round++) {
    const date = addDays(firstDate, round * workers + worker);
    await createReport(date);
    // A report carries the previous day's general section over, stored as its version 1.
    const carried = await generalVersion(date);
    for (let version = carried; version < carried + 3; version++) {
      await saveGeneral(date, version, `w${worker}-r${round}-v${version + 1}`);
    }
  }
}

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const [command, ...args] = line.trim().split(/\s+/);
  if (command === "reports") {
    const [count = "1", firstDate = "2024-01-01"] = args;
    for (let i = 0; i < Number(count); i++) await createReport(addDays(firstDate, i));
    print({ done: "reports" });
  } else if (command === "burst") {
    const [workers = "4", firstDate = "2024-01-01"] = args;
    const count = Number(workers);
    for (let worker = 0; worker < count; worker++) {
      void burstWorker(worker, count, firstDate).catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
    }
  } else if (command === "exit") {
    await engine.close();
    process.exit(0);
  }
}
