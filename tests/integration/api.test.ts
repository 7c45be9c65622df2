import { tableFromIPC } from "apache-arrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createdReportResponse, reportResponse, savedSectionResponse } from "~/api/responses";
import type { Engine } from "~/db/engine.server";
import { hashToken } from "~/identity/access-tokens.server";
import { loader as seriesLoader } from "~/routes/api.v1.dashboard-series.$tileType";
import { action as decisionAction } from "~/routes/api.v1.reports.$reportId.decision";
import { loader as reportLoader } from "~/routes/api.v1.reports.$reportId._index";
import { action as sectionAction } from "~/routes/api.v1.reports.$reportId.sections.$sectionId";
import { action as submitAction } from "~/routes/api.v1.reports.$reportId.submit";
import { action as createAction, loader as reportsLoader } from "~/routes/api.v1.reports._index";
import { loader as wellLoader } from "~/routes/api.v1.wells.$wellId._index";
import { loader as surveysLoader } from "~/routes/api.v1.wells.$wellId.surveys";
import { loader as wellsLoader } from "~/routes/api.v1.wells._index";

import { api, tokenFor } from "./api-helpers";
import { createTestWell, openForm, signIn } from "./ddr-helpers";
import { useDemoDatabase } from "../support/test-db";

let engine: Engine & { label: string };
const tokens: Record<string, string> = {};
let wellId: number;
let otherWellId: number;

beforeAll(async () => {
  engine = await useDemoDatabase();
  for (const user of ["admin", "engineer", "manager", "planner", "other-engineer"]) {
    tokens[user] = await tokenFor(engine.db, user);
  }
  wellId = await createTestWell(engine.db, "Demo Energy", "API-1");
  otherWellId = await createTestWell(engine.db, "Other Operator", "API-OTHER");
});

afterAll(async () => {
  await engine.close();
});

async function expectProblem(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  const body = (await response.json()) as { status: number; type: string; title: string };
  expect(body.status).toBe(status);
  expect(body.type).toMatch(/^\/api\/v1\/problems\//);
  return body as typeof body & {
    detail?: string;
    accepted?: string[];
    errors?: { pointer: string; detail: string }[];
  };
}

describe("authentication", () => {
  it("answers 401 problem+json without a token, with a made-up one, a revoked one and an expired one", async () => {
    const none = await api(wellsLoader, "/api/v1/wells");
    await expectProblem(none, 401);
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
    await expectProblem(await api(wellsLoader, "/api/v1/wells", { token: "dbk_nope" }), 401);

    const revoked = await tokenFor(engine.db, "engineer");
    expect((await api(wellsLoader, "/api/v1/wells", { token: revoked })).status).toBe(200);
    await engine.db
      .updateTable("access_tokens")
      .set({ revoked_at: new Date() })
      .where("token_hash", "=", hashToken(revoked))
      .execute();
    await expectProblem(await api(wellsLoader, "/api/v1/wells", { token: revoked }), 401);

    const expired = await tokenFor(engine.db, "engineer");
    await engine.db
      .updateTable("access_tokens")
      .set({ expires_at: new Date(Date.now() - 1) })
      .where("token_hash", "=", hashToken(expired))
      .execute();
    await expectProblem(await api(wellsLoader, "/api/v1/wells", { token: expired }), 401);
  });

  it("slows and then refuses repeated failures with one token prefix, like the sign-in form", async () => {
    const guess = `dbk_${"A".repeat(43)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push((await api(wellsLoader, "/api/v1/wells", { token: guess })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("wells and surveys", () => {
  it("lists the organisation's wells only; another organisation's well is not found", async () => {
    const list = (await (
      await api(wellsLoader, "/api/v1/wells", { token: tokens.engineer })
    ).json()) as {
      items: { id: number }[];
    };
    expect(list.items.map((w) => w.id)).toContain(wellId);
    expect(list.items.map((w) => w.id)).not.toContain(otherWellId);
    const own = await api(wellLoader, `/api/v1/wells/${wellId}`, {
      token: tokens.engineer,
      params: { wellId: String(wellId) },
    });
    expect(own.status).toBe(200);
    await expectProblem(
      await api(wellLoader, `/api/v1/wells/${otherWellId}`, {
        token: tokens.engineer,
        params: { wellId: String(otherWellId) },
      }),
      404,
    );
    await expectProblem(
      await api(surveysLoader, "/x", {
        token: tokens["other-engineer"],
        params: { wellId: String(wellId) },
      }),
      404,
    );
    await expectProblem(
      await api(surveysLoader, "/x", { token: tokens.engineer, params: { wellId: "abc" } }),
      404,
    );
  });
});

describe("reports", () => {
  let reportId: number;

  it("creates a report for an engineer; a planner (no form privilege) gets 404; a bad body 400", async () => {
    const created = await api(createAction, "/api/v1/reports", {
      token: tokens.engineer,
      body: { wellId, reportDate: "2026-03-02" },
    });
    expect(created.status).toBe(201);
    const createdBody = (await created.json()) as { id: number };
    expect(createdReportResponse.safeParse(createdBody).error).toBeUndefined();
    reportId = createdBody.id;
    await expectProblem(
      await api(createAction, "/api/v1/reports", {
        token: tokens.planner,
        body: { wellId, reportDate: "2026-03-03" },
      }),
      404,
    );
    const bad = await expectProblem(
      await api(createAction, "/api/v1/reports", {
        token: tokens.engineer,
        body: { wellId: "x", reportDate: "tomorrow" },
      }),
      400,
    );
    expect(bad.errors?.map((e) => e.pointer).sort()).toEqual(["/reportDate", "/wellId"]);
    await expectProblem(
      await api(createAction, "/api/v1/reports", { token: tokens.engineer, rawBody: "{" }),
      400,
    );
    // A body of another type than JSON is 415, naming the type it takes; nothing is created.
    for (const contentType of ["text/plain", "multipart/form-data; boundary=x", ""]) {
      const refused = await expectProblem(
        await api(createAction, "/api/v1/reports", {
          token: tokens.engineer,
          rawBody: "wellId=1",
          contentType,
        }),
        415,
      );
      expect(refused.detail).toContain("application/json");
      expect(refused.accepted).toEqual(["application/json"]);
    }
    // Its parameters do not matter.
    const withCharset = await api(createAction, "/api/v1/reports", {
      token: tokens.engineer,
      body: { wellId, reportDate: "2026-03-02" },
      contentType: "application/json; charset=utf-8",
    });
    expect(withCharset.status).toBe(200);
    await expectProblem(
      await api(createAction, "/api/v1/reports", {
        token: tokens.engineer,
        body: { wellId: otherWellId, reportDate: "2026-03-02" },
      }),
      404,
    );
  });

  it("saves a section at its version with the form's schema; the page shows it at once", async () => {
    const params = { reportId: String(reportId), sectionId: "surveys" };
    const read = (await (
      await api(reportLoader, "/x", { token: tokens.engineer, params })
    ).json()) as {
      sections: Record<string, { version: number }>;
    };
    const version = read.sections.surveys?.version ?? 0;
    const body = {
      version,
      unitSystem: "apimix",
      values: {
        vsAzimuth: 45,
        northReference: "TRUE",
        stations: [
          { md: 100, inclination: 1.5, azimuth: 40, toolType: "MWD" },
          { md: 130, inclination: 3, azimuth: 42, toolType: "MWD" },
        ],
      },
    };
    const saved = await api(sectionAction, "/x", {
      token: tokens.engineer,
      method: "PUT",
      body,
      params,
    });
    expect(saved.status).toBe(200);
    const result = (await saved.json()) as {
      version: number;
      values: { stations: { tvd: number }[] };
    };
    expect(result.values.stations[1]!.tvd).toBeGreaterThan(129);
    expect(savedSectionResponse.safeParse(result).error).toBeUndefined();
    // The report read, its saved surveys with them, is what the document describes.
    const reread: unknown = await (
      await api(reportLoader, "/x", { token: tokens.engineer, params })
    ).json();
    expect(reportResponse.safeParse(reread).error).toBeUndefined();

    const stale = await api(sectionAction, "/x", {
      token: tokens.engineer,
      method: "PUT",
      body,
      params,
    });
    await expectProblem(stale, 409);

    const invalid = await expectProblem(
      await api(sectionAction, "/x", {
        token: tokens.engineer,
        method: "PUT",
        params,
        body: {
          ...body,
          version: result.version,
          values: {
            ...body.values,
            stations: [{ md: "deep", inclination: 200, azimuth: 1, toolType: "MWD" }],
          },
        },
      }),
      400,
    );
    expect(invalid.errors?.map((e) => e.pointer)).toContain("/values/stations/0/md");
    const unknown = await expectProblem(
      await api(sectionAction, "/x", {
        token: tokens.engineer,
        method: "PUT",
        params,
        body: { ...body, values: { depthOfWell: 3 } },
      }),
      400,
    );
    expect(unknown.errors?.[0]?.pointer).toBe("/values/depthOfWell");
    await expectProblem(
      await api(sectionAction, "/x", {
        token: tokens.engineer,
        method: "PUT",
        params,
        body: { values: {} },
      }),
      400,
    );
    await expectProblem(
      await api(sectionAction, "/x", {
        token: tokens.engineer,
        method: "PUT",
        params: { ...params, sectionId: "nope" },
        body,
      }),
      404,
    );
    await expectProblem(
      await api(sectionAction, "/x", {
        token: tokens["other-engineer"],
        method: "PUT",
        params,
        body,
      }),
      404,
    );

    const cookie = await signIn("engineer");
    const page = (await (await openForm(cookie, wellId, "2026-03-02")).json()) as {
      document: {
        saved: Record<string, { version: number }>;
        values: Record<string, { stations: unknown[] }>;
      };
    };
    expect(page.document.saved.surveys?.version).toBe(result.version);
    expect(page.document.values.surveys?.stations).toHaveLength(2);
  });

  it("takes back a read's values in stored units; a number sent as text or a stray name is pointed at", async () => {
    const params = { reportId: String(reportId), sectionId: "general" };
    const put = (body: unknown) =>
      api(sectionAction, "/x", { token: tokens.engineer, method: "PUT", body, params });
    const readGeneral = async () =>
      (
        (await (await api(reportLoader, "/x", { token: tokens.engineer, params })).json()) as {
          sections: { general?: { version: number; values: Record<string, unknown> } };
        }
      ).sections.general;
    const typed = {
      rigName: "Rig T-1",
      wellbore: "OH",
      supervisor: "A. Rahman",
      mdAtReport: 2450,
      holeSize: 8.5,
      currentStatus: "Drilling",
      summary24h: "Drilled ahead",
      forecast24h: "Drill ahead",
    };
    const before = await readGeneral();
    const first = await put({ version: before?.version ?? 0, unitSystem: "apimix", values: typed });
    expect(first.status === 200 || (await first.text())).toBe(true);
    // What a read gives (metres, and a hole size of 0.2159 m) goes back as it came.
    const read = (await readGeneral())!;
    expect(read.values).toMatchObject({ mdAtReport: 2450, holeSize: expect.closeTo(0.2159, 12) });
    const back = await put({ version: read.version, unitSystem: "stored", values: read.values });
    expect(back.status === 200 || (await back.text())).toBe(true);
    expect((await readGeneral())?.values).toMatchObject({
      mdAtReport: 2450,
      holeSize: expect.closeTo(read.values.holeSize as number, 12),
    });
    // The same values said to be in a unit system they are not in are refused, not stored.
    const wrongUnits = await expectProblem(
      await put({ version: read.version + 1, unitSystem: "apimix", values: read.values }),
      400,
    );
    expect(wrongUnits.errors).toContainEqual({
      pointer: "/values/holeSize",
      detail: expect.stringMatching(/in\.$/),
    });

    // "2,450" is 2450 to some readers and 2.45 to others: a quantity is a JSON number.
    const text = await expectProblem(
      await put({
        version: read.version + 1,
        unitSystem: "apimix",
        values: { ...typed, mdAtReport: "2,450" },
      }),
      400,
    );
    expect(text.errors).toEqual([
      { pointer: "/values/mdAtReport", detail: expect.stringMatching(/JSON number/) },
    ]);
    const stray = await expectProblem(
      await put({ version: read.version + 1, unitSystem: "apimix", values: typed, units: "m" }),
      400,
    );
    expect(stray.errors).toEqual([{ pointer: "/units", detail: "Unknown field." }]);
    const missing = await expectProblem(await put({ unitSystem: "apimix", values: typed }), 400);
    expect(missing.errors).toEqual([
      { pointer: "/version", detail: expect.stringMatching(/required/) },
    ]);
    // A unit system the API does not know is named, with the ones it takes.
    const metric = await expectProblem(
      await put({ version: read.version + 1, unitSystem: "metric", values: typed }),
      400,
    );
    const allowed = 'unitSystem must be one of "api", "apimix", "gde", "stored"';
    expect(metric.detail).toContain(allowed);
    expect(metric.errors).toEqual([
      { pointer: "/unitSystem", detail: expect.stringContaining(allowed) },
    ]);
    expect((await readGeneral())?.version).toBe(read.version + 1);
  });

  it("pages through reports with a cursor, newest first, without repeats", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 4; page += 1) {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ""}`;
      const response = await api(reportsLoader, `/api/v1/reports${query}`, {
        token: tokens.manager,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        items: { id: number }[];
        nextCursor: string | null;
      };
      expect(body.items.length).toBeLessThanOrEqual(3);
      seen.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    await expectProblem(
      await api(reportsLoader, "/api/v1/reports?cursor=zzz", { token: tokens.manager }),
      400,
    );
    await expectProblem(
      await api(reportsLoader, "/api/v1/reports?limit=1000", { token: tokens.manager }),
      400,
    );
    const other = (await (
      await api(reportsLoader, "/api/v1/reports", { token: tokens["other-engineer"] })
    ).json()) as {
      items: { id: number }[];
    };
    expect(other.items.map((r) => r.id)).not.toContain(reportId);
  });

  it("submits only complete reports, and an approver approves at the report's version", async () => {
    const incomplete = await expectProblem(
      await api(submitAction, "/x", {
        token: tokens.engineer,
        method: "POST",
        params: { reportId: String(reportId) },
      }),
      400,
    );
    // Each missing part in words an integrator can act on, with the section it is about.
    expect(
      (incomplete as { problems?: { sectionId: string; detail: string }[] }).problems,
    ).toContainEqual({
      sectionId: "timeLog",
      code: "ddr.editor.missingSection",
      detail: "Operations summary (time log): not saved yet",
    });
    const submitted = await engine.db
      .selectFrom("reports")
      .innerJoin("organisations as o", "o.id", "reports.org_id")
      .select(["reports.id", "reports.version"])
      .where("o.name", "=", "Demo Energy")
      .where("reports.kind", "=", "ddr")
      .where("reports.status", "=", "submitted")
      .orderBy("reports.id")
      .executeTakeFirstOrThrow();
    const params = { reportId: String(submitted.id) };
    await expectProblem(
      await api(decisionAction, "/x", {
        method: "POST",
        token: tokens.engineer,
        params,
        body: { action: "approve", version: submitted.version },
      }),
      404,
    );
    const noComment = await expectProblem(
      await api(decisionAction, "/x", {
        method: "POST",
        token: tokens.manager,
        params,
        body: { action: "return", version: submitted.version },
      }),
      400,
    );
    expect(noComment.errors).toEqual([
      { pointer: "/comment", detail: expect.stringMatching(/required/) },
    ]);
    await expectProblem(
      await api(decisionAction, "/x", {
        method: "POST",
        token: tokens.manager,
        params,
        body: { action: "approve", version: submitted.version - 1 },
      }),
      409,
    );
    const approved = await api(decisionAction, "/x", {
      method: "POST",
      token: tokens.manager,
      params,
      body: { action: "approve", version: submitted.version },
    });
    expect(approved.status).toBe(200);
    const read = (await (
      await api(reportLoader, "/x", { token: tokens.planner, params })
    ).json()) as { status: string; version: number };
    expect(read.status).toBe("approved");
    // The answer carries the version the report now has, for whatever is sent next.
    expect(await approved.json()).toEqual({
      id: submitted.id,
      status: "approved",
      version: read.version,
    });
    expect(read.version).toBe(submitted.version + 1);
  });
});

describe("dashboard series", () => {
  it("answers JSON by default and Arrow IPC when asked; needs the dashboards privilege", async () => {
    const demoWell = await engine.db
      .selectFrom("wells")
      .select("id")
      .where("name", "=", "KR-A1")
      .executeTakeFirstOrThrow();
    const params = { tileType: "depthVsDays" };
    const path = `/api/v1/dashboard-series/depthVsDays?wellId=${demoWell.id}`;
    const json = await api(seriesLoader, path, { token: tokens.manager, params });
    expect(json.status).toBe(200);
    const body = (await json.json()) as { rows: { md: number }[] };
    expect(body.rows.length).toBeGreaterThan(10);
    const arrow = await api(seriesLoader, path, {
      token: tokens.manager,
      params,
      accept: "application/vnd.apache.arrow.stream",
    });
    expect(arrow.headers.get("content-type")).toBe("application/vnd.apache.arrow.stream");
    expect(tableFromIPC(new Uint8Array(await arrow.arrayBuffer())).numRows).toBe(body.rows.length);
    await expectProblem(
      await api(seriesLoader, path, { token: tokens.manager, params, accept: "text/csv" }),
      406,
    );
    await expectProblem(
      await api(seriesLoader, path, { token: tokens["other-engineer"], params }),
      404,
    );
    await expectProblem(
      await api(seriesLoader, path, { token: tokens.manager, params: { tileType: "nope" } }),
      404,
    );
  });
});
