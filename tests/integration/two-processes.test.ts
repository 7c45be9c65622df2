import { rmSync } from "node:fs";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migrateToLatest, openEngine } from "~/db/engine.server";
import { seedDemoData } from "~/demo/organisations.server";

import { freshDataDir, RouteProcess } from "./app-process-helpers";

// Two app processes on one PostgreSQL database (npm start runs one per core there) behave as one:
// a request may reach either. Requests alternate between them: a session made by one is known to
// the other and ended for both by a sign-out on either; wrong passwords count together; a layout
// and the selected well changed through one are what the other shows.

describe("two app processes on the embedded database", () => {
  it("cannot be: the second is refused, so npm start runs one process there", async () => {
    const dataDir = freshDataDir("two-processes");
    const first = new RouteProcess({ DATA_DIR: dataDir });
    try {
      await first.ready;
      const second = new RouteProcess({ DATA_DIR: dataDir });
      // Refused at once, naming the process that holds the folder.
      await expect(second.ready).rejects.toThrow(String(first.pid));
    } finally {
      first.stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl)
  describe("two app processes on one PostgreSQL database", () => {
    const name = `drillbook_two_${Math.random().toString(16).slice(2, 10)}`;
    const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    let a: RouteProcess;
    let b: RouteProcess;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const engine = await openEngine({ databaseUrl: url });
      await migrateToLatest(engine.db);
      await seedDemoData(engine.db);
      await engine.close();
      a = new RouteProcess({ DATABASE_URL: url });
      b = new RouteProcess({ DATABASE_URL: url });
      await Promise.all([a.ready, b.ready]);
    }, 240_000);
    afterAll(async () => {
      a?.stop();
      b?.stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    const signIn = async (via: RouteProcess, username: string, password = "drillbook") =>
      via.ask("_auth.login.tsx", "action", "/login", null, {
        form: { username, password, redirectTo: "/field/well" },
      });

    it("knows a session made by the other, and a sign-out on either ends it for both", async () => {
      const signedIn = await signIn(a, "engineer");
      expect(signedIn.status).toBe(302);
      const cookie = signedIn.cookie!;
      expect((await b.ask("_app.profile.tsx", "loader", "/profile", cookie)).status).toBe(200);
      expect((await a.ask("_app.profile.tsx", "loader", "/profile", cookie)).status).toBe(200);
      expect((await b.ask("logout.tsx", "action", "/logout", cookie, { form: {} })).status).toBe(
        302,
      );
      const after = await a.ask("_app.profile.tsx", "loader", "/profile", cookie);
      expect(after.status).toBe(302);
      expect(after.location).toMatch(/^\/login/);
    });

    it("counts wrong passwords sent to either together", async () => {
      const answers: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++)
        answers.push((await signIn(attempt % 2 ? b : a, "planner", "wrong password")).status);
      expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it("shows through one the layout and the selected well changed through the other", async () => {
      const cookie = (await signIn(a, "manager")).cookie!;
      const home = await b.ask("_app.field.$tab.tsx", "loader", "/field/well", cookie, {
        params: { tab: "well" },
      });
      const wellId = /"id":(\d+),"name":"KR-A1"/.exec(home.body)?.[1];
      expect(wellId).toBeTruthy();
      const select = await a.ask("_app.field.$tab.tsx", "action", "/field/well", cookie, {
        form: { intent: "select", wellId: wellId! },
        params: { tab: "well" },
      });
      expect(select.status).toBe(302);
      const dashboard = "/dashboard/one-page";
      const params = { "*": "one-page" };
      const before = JSON.parse(
        (await b.ask("_app.dashboard.$.tsx", "loader", dashboard, cookie, { params })).body,
      ) as {
        well: { id: number } | null;
        tiles: { type: string }[];
        dashboard: { available: string[] };
      };
      expect(before.well?.id).toBe(Number(wellId));
      const type = before.dashboard.available[0]!;
      const added = await b.ask("_app.dashboard.$.tsx", "action", dashboard, cookie, {
        form: { intent: "add", tileType: type },
        params,
      });
      expect(added.status).toBe(302);
      const after = JSON.parse(
        (await a.ask("_app.dashboard.$.tsx", "loader", dashboard, cookie, { params })).body,
      ) as { tiles: { type: string }[] };
      const count = (tiles: { type: string }[]) =>
        tiles.filter((tile) => tile.type === type).length;
      expect(count(after.tiles)).toBe(count(before.tiles) + 1);
    });
  });
