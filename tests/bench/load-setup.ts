/**
 * The people of the load run, made before it starts: on a fresh database (DATA_DIR or
 * DATABASE_URL) the demo organisations, then `count` engineers of Demo Energy, each with a well of
 * their own holding one draft DDR. Each signs in through the sign-in form and selects their well
 * as the menu would, so the run uses real sessions; each report is created through the DDR form.
 * Prints one JSON line: every person's session cookie, well, report date and the version of the
 * general section they will save next.
 *
 *   DATA_DIR=… tsx --import ./tests/bench/css-stub.mjs tests/bench/load-setup.ts <count>
 */
import { hashPassword } from "~/auth/password.server";
import { setEngine } from "~/db/db.server";
import { migrateToLatest, openEngine } from "~/db/engine.server";
import { DEMO_PASSWORD } from "~/demo/organisations";
import { seedDemoData } from "~/demo/organisations.server";
import { action as loginAction } from "~/routes/_auth.login";
import { action as ddrAction } from "~/routes/_app.form.daily-drilling-report";
import { action as homeAction } from "~/routes/_app.field.$tab";

import { call, cookieFrom } from "../support/requests";
import { insertFieldAndPad } from "../support/test-well";

export const LOAD_REPORT_DATE = "2026-05-04";
const count = Number(process.argv[2] ?? 200);

const engine = await openEngine({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
});
await migrateToLatest(engine.db);
await seedDemoData(engine.db);
setEngine(Promise.resolve(engine));

try {
  const db = engine.db;
  const org = await db
    .selectFrom("organisations")
    .select("id")
    .where("name", "=", "Demo Energy")
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom("roles")
    .select("id")
    .where("org_id", "=", org.id)
    .where("name", "=", "Engineer")
    .executeTakeFirstOrThrow();
  const padId = await insertFieldAndPad(db, org.id, "Load");
  // One hash for everybody: the scrypt cost is paid where it belongs, at each sign-in.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people: { username: string; wellId: number }[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `load-${String(i).padStart(3, "0")}`;
    const well = await db
      .insertInto("wells")
      .values({
        org_id: org.id,
        pad_id: padId,
        name: `Load ${i}`,
        uwi: null,
        well_type: "geothermal",
        surface_latitude: null,
        surface_longitude: null,
        ground_elevation: null,
        rotary_table_elevation: null,
        spud_date: "2026-05-01",
        release_date: null,
        planned_td: 2500,
        rig: `Rig L-${i}`,
        remarks: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto("users")
      .values({
        username: name,
        full_name: `Load Engineer ${i}`,
        email: `${name}@demo-energy.example`,
        password_hash: passwordHash,
        avatar_file_id: null,
        language: null,
        administers_clients: false,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("memberships")
      .values({ user_id: user.id, org_id: org.id, role_id: role.id })
      .execute();
    people.push({ username: name, wellId: well.id });
  }

  // A few at a time, as people arrive: the sign-in's scrypt runs beside the database work.
  const ready: { cookie: string; wellId: number; date: string; version: number }[] = [];
  const arrive = async (person: { username: string; wellId: number }) => {
    const login = await call(loginAction, "/login", {
      form: { username: person.username, password: DEMO_PASSWORD, redirectTo: "/" },
    });
    const cookie = cookieFrom(login);
    if (!cookie) throw new Error(`${person.username} could not sign in: ${login.status}`);
    const selected = await call(homeAction, "/field/well", {
      cookie,
      params: { tab: "well" },
      form: { intent: "select", wellId: String(person.wellId) },
    });
    if (selected.status !== 302) throw new Error(`${person.username} could not select a well`);
    const created = await call(ddrAction, `/form/daily-drilling-report?well=${person.wellId}`, {
      cookie,
      form: { intent: "create", reportDate: LOAD_REPORT_DATE },
    });
    if (created.status !== 302)
      throw new Error(`${person.username} could not create a report: ${created.status}`);
    const general = await db
      .selectFrom("report_sections as s")
      .innerJoin("reports as r", "r.id", "s.report_id")
      .select("s.version")
      .where("r.well_id", "=", person.wellId)
      .where("r.report_date", "=", LOAD_REPORT_DATE)
      .where("s.section_id", "=", "general")
      .executeTakeFirst();
    ready.push({
      cookie,
      wellId: person.wellId,
      date: LOAD_REPORT_DATE,
      version: general?.version ?? 0,
    });
  };
  for (let i = 0; i < people.length; i += 8) await Promise.all(people.slice(i, i + 8).map(arrive));
  console.log(JSON.stringify({ people: ready }));
} finally {
  await engine.close();
}
