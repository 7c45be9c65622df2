import { tableFromIPC } from "apache-arrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { action as loginAction } from "~/routes/_auth.login";
import { loader as seriesLoader } from "~/routes/dashboard-series.$tileType";

import { call, cookieFrom } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

let engine: Engine & { label: string };
let cookie: string;
let wellId: number;

beforeAll(async () => {
  engine = await useDemoDatabase();
  const login = await call(loginAction, "/login", {
    form: { username: "manager", password: "drillbook", redirectTo: "/" },
  });
  cookie = cookieFrom(login)!;
  const well = await engine.db
    .selectFrom("wells")
    .select("id")
    .where("name", "=", "KR-A1")
    .executeTakeFirstOrThrow();
  wellId = well.id;
  await engine.db
    .updateTable("users")
    .set({ selected_well_id: wellId })
    .where("username", "=", "manager")
    .execute();
});

afterAll(async () => {
  await engine.close();
});

const series = (tileType: string, headers: Record<string, string> = {}, query = "") =>
  call(seriesLoader, `/dashboard-series/${tileType}${query}`, {
    cookie,
    headers,
    params: { tileType },
  });

describe("GET /dashboard-series/<tile type>", () => {
  it("answers the selected well's series as Arrow IPC, units in the schema", async () => {
    const response = await series("depthVsDays");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.apache.arrow.stream");
    const table = tableFromIPC(new Uint8Array(await response.arrayBuffer()));
    expect(table.numRows).toBeGreaterThan(10);
    expect(table.schema.fields.map((field) => field.name)).toEqual([
      "series",
      "day",
      "md",
      "date",
      "reportNo",
    ]);
    expect(table.schema.metadata.get("unit:md")).toMatch(/^(ft|m)$/);
  });

  it("answers 304 while the data is unchanged, and the new series once a report changes", async () => {
    const first = await series("depthVsDays");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await series("depthVsDays", { "If-None-Match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");

    await engine.db
      .updateTable("reports")
      .set((eb) => ({ md_at_report: eb("md_at_report", "+", 1) }))
      .where("well_id", "=", wellId)
      .where("report_no", "=", 1)
      .execute();
    const changed = await series("depthVsDays", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("knows no other tile types and no well but the selected one", async () => {
    expect((await series("notATile")).status).toBe(404);
    expect((await series("depthVsDays", {}, `?well=${wellId + 1000}`)).status).toBe(404);
  });
});
