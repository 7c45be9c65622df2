import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  activityReportPageResponse,
  activityReportResponse,
  createdActivityReportResponse,
  decidedResponse,
  savedSectionResponse,
  submittedResponse,
} from "~/api/responses";
import type { Engine } from "~/db/engine.server";
import { action as decisionAction } from "~/routes/api.v1.activity-reports.$reportId.decision";
import { loader as reportLoader } from "~/routes/api.v1.activity-reports.$reportId._index";
import { action as sectionAction } from "~/routes/api.v1.activity-reports.$reportId.sections.$sectionId";
import { action as submitAction } from "~/routes/api.v1.activity-reports.$reportId.submit";
import {
  action as createAction,
  loader as listLoader,
} from "~/routes/api.v1.activity-reports._index";
import { loader as ddrLoader } from "~/routes/api.v1.reports.$reportId._index";

import { openActivity } from "./activity-helpers";
import { api, tokenFor } from "./api-helpers";
import { createReport, createTestWell, signIn } from "./ddr-helpers";
import { useDemoDatabase } from "../support/test-db";

const FT = 0.3048;
const PSI = 6894.757293168;
const PPG = 119.826427;
const G = 9.80665;
const DATE = "2026-06-02";

let engine: Engine & { label: string };
const tokens: Record<string, string> = {};
let wellId: number;
let otherWellId: number;

beforeAll(async () => {
  engine = await useDemoDatabase();
  for (const user of ["engineer", "manager", "planner", "other-admin"]) {
    tokens[user] = await tokenFor(engine.db, user);
  }
  wellId = await createTestWell(engine.db, "Demo Energy", "API-ACT-1", "2026-06-01");
  otherWellId = await createTestWell(engine.db, "Other Operator", "API-ACT-OTHER", "2026-06-01");
});

afterAll(async () => {
  await engine.close();
});

async function expectProblem(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  return (await response.json()) as {
    detail?: string;
    errors?: { pointer: string; detail: string }[];
    problems?: unknown[];
  };
}

const create = (token: string, body: unknown) =>
  api(createAction, "/api/v1/activity-reports", { token, body });

async function created(token: string, kind: string, date = DATE, well = wellId) {
  const response = await create(token, { kind, wellId: well, reportDate: date });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { id: number; kind: string; reportNo: number };
  expect(response.headers.get("location")).toBe(`/api/v1/activity-reports/${body.id}`);
  expect(createdActivityReportResponse.safeParse(body).error).toBeUndefined();
  return body;
}

const read = (token: string, id: number) =>
  api(reportLoader, `/api/v1/activity-reports/${id}`, {
    token,
    params: { reportId: String(id) },
  });

const save = (token: string, id: number, sectionId: string, body: unknown) =>
  api(sectionAction, `/api/v1/activity-reports/${id}/sections/${sectionId}`, {
    token,
    method: "PUT",
    body,
    params: { reportId: String(id), sectionId },
  });

const submit = (token: string, id: number) =>
  api(submitAction, `/api/v1/activity-reports/${id}/submit`, {
    token,
    method: "POST",
    params: { reportId: String(id) },
  });

const decide = (token: string, id: number, body: unknown) =>
  api(decisionAction, `/api/v1/activity-reports/${id}/decision`, {
    token,
    body,
    params: { reportId: String(id) },
  });

const KICK = {
  kickTime: "03:15",
  md: 10_000,
  tvd: 10_000,
  pitGain: 20,
  sidpp: 500,
  sicp: 700,
  mudDensity: 10,
};

interface ReadReport {
  id: number;
  kind: string;
  status: string;
  version: number;
  returnComment: string | null;
  sections: Record<string, { version: number; values: Record<string, unknown> }>;
}

describe("activity reports through the API", () => {
  it("creates a kick report, saves it in field units and reads it back in SI with the kill-mud weight worked out", async () => {
    const kick = await created(tokens.engineer!, "kick");
    expect(kick).toMatchObject({ kind: "kick", reportNo: 1 });
    // Several of a kind on one day, numbered per well and kind.
    expect((await created(tokens.engineer!, "kick")).reportNo).toBe(2);

    const saved = await save(tokens.engineer!, kick.id, "kick", {
      version: 0,
      unitSystem: "api",
      values: KICK,
    });
    expect(saved.status).toBe(200);
    const savedBody: unknown = await saved.json();
    expect(savedBody).toMatchObject({ section: "kick", version: 1 });
    expect(savedSectionResponse.safeParse(savedBody).error).toBeUndefined();

    const body = (await (await read(tokens.manager!, kick.id)).json()) as ReadReport;
    expect(body).toMatchObject({ kind: "kick", status: "draft" });
    const values = body.sections.kick!.values as Record<string, number>;
    expect(values.tvd).toBeCloseTo(10_000 * FT, 9);
    expect(values.sidpp).toBeCloseTo(500 * PSI, 6);
    const expected = 10 * PPG + (500 * PSI) / (G * 10_000 * FT);
    expect(values.killMudWeight).toBeCloseTo(expected, 6);
    // The field shortcut gives the same kill mud to two decimals of a ppg.
    expect(values.killMudWeight! / PPG).toBeCloseTo(10 + 500 / (0.052 * 10_000), 2);

    // The form shows what the API saved.
    const cookie = await signIn("engineer");
    const page = (await (await openActivity(cookie, "kick", wellId, kick.id)).json()) as {
      document: { values: Record<string, Record<string, number>> };
    };
    expect(page.document.values.kick!.killMudWeight).toBeCloseTo(expected, 6);
  });

  it("refuses wrong numbers with a pointer to the field, unknown fields and a stale version, storing nothing", async () => {
    const kick = await created(tokens.engineer!, "kick");
    await save(tokens.engineer!, kick.id, "kick", { version: 0, unitSystem: "api", values: KICK });

    const wrong = await expectProblem(
      await save(tokens.engineer!, kick.id, "kick", {
        version: 1,
        unitSystem: "api",
        values: { ...KICK, tvd: 12_000 },
      }),
      400,
    );
    expect(wrong.errors?.map((e) => e.pointer)).toContain("/values/tvd");

    const negative = await expectProblem(
      await save(tokens.engineer!, kick.id, "kick", {
        version: 1,
        unitSystem: "api",
        values: { ...KICK, pitGain: -3 },
      }),
      400,
    );
    expect(negative.errors?.map((e) => e.pointer)).toContain("/values/pitGain");

    const unknown = await expectProblem(
      await save(tokens.engineer!, kick.id, "kick", {
        version: 1,
        unitSystem: "api",
        values: { ...KICK, shoeMd: 3 },
      }),
      400,
    );
    expect(unknown.errors?.map((e) => e.pointer)).toEqual(["/values/shoeMd"]);

    await expectProblem(
      await save(tokens.engineer!, kick.id, "kick", {
        version: 0,
        unitSystem: "api",
        values: { ...KICK, pitGain: 99 },
      }),
      409,
    );
    // A section of another kind is no section of this report.
    await expectProblem(
      await save(tokens.engineer!, kick.id, "casingRun", {
        version: 0,
        unitSystem: "api",
        values: {},
      }),
      404,
    );

    const body = (await (await read(tokens.engineer!, kick.id)).json()) as ReadReport;
    expect(body.sections.kick!.version).toBe(1);
    expect(body.sections.kick!.values.pitGain as number).toBeCloseTo(20 * 0.158987294928, 9);
  });

  it("refuses a day that has not begun, one before the well's first and one the calendar does not have", async () => {
    const future = await expectProblem(
      await create(tokens.engineer!, { kind: "casing", wellId, reportDate: "2999-01-01" }),
      400,
    );
    expect(future.errors).toEqual([
      { pointer: "/reportDate", detail: "The date is in the future." },
    ]);
    const longBefore = await expectProblem(
      await create(tokens.engineer!, { kind: "casing", wellId, reportDate: "2001-06-01" }),
      400,
    );
    expect(longBefore.errors).toEqual([
      {
        pointer: "/reportDate",
        detail: expect.stringMatching(
          /^The date is before the well's first day \(\d{4}-\d{2}-\d{2}\)\.$/,
        ),
      },
    ]);
    const impossible = await expectProblem(
      await create(tokens.engineer!, { kind: "casing", wellId, reportDate: "2026-02-30" }),
      400,
    );
    expect(impossible.errors?.[0]?.pointer).toBe("/reportDate");
    const noKind = await expectProblem(
      await create(tokens.engineer!, { kind: "ddr", wellId, reportDate: DATE }),
      400,
    );
    expect(noKind.errors?.[0]?.pointer).toBe("/kind");
    const count = await engine.db
      .selectFrom("reports")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("well_id", "=", wellId)
      .where("kind", "=", "casing")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("goes draft → submitted → returned with a comment → submitted → approved, then is read-only", async () => {
    const kick = await created(tokens.engineer!, "kick");
    const early = await expectProblem(await submit(tokens.engineer!, kick.id), 400);
    expect(JSON.stringify(early.problems)).toContain("kick");

    await save(tokens.engineer!, kick.id, "kick", { version: 0, unitSystem: "api", values: KICK });
    // Each step answers the report's new version, the one the next step must send.
    const sent = (await (await submit(tokens.engineer!, kick.id)).json()) as { version: number };
    let body = (await (await read(tokens.manager!, kick.id)).json()) as ReadReport;
    expect(body.status).toBe("submitted");
    expect(sent).toEqual({ id: kick.id, status: "submitted", version: body.version });
    // Both answers are what the OpenAPI document describes.
    expect(submittedResponse.safeParse(sent).error).toBeUndefined();
    expect(activityReportResponse.safeParse(body).error).toBeUndefined();

    // The engineer holds no approval form; the manager must say why a report goes back.
    await expectProblem(
      await decide(tokens.engineer!, kick.id, { action: "approve", version: body.version }),
      404,
    );
    const silent = await expectProblem(
      await decide(tokens.manager!, kick.id, { action: "return", version: body.version }),
      400,
    );
    expect(silent.errors?.[0]?.pointer).toBe("/comment");
    const returned = await decide(tokens.manager!, kick.id, {
      action: "return",
      version: body.version,
      comment: "Pit gain does not match the PVT chart",
    });
    expect(await returned.json()).toEqual({
      id: kick.id,
      status: "returned",
      version: body.version + 1,
    });
    body = (await (await read(tokens.engineer!, kick.id)).json()) as ReadReport;
    expect(body).toMatchObject({
      status: "returned",
      returnComment: "Pit gain does not match the PVT chart",
    });

    const fixed = await save(tokens.engineer!, kick.id, "kick", {
      version: 1,
      unitSystem: "api",
      values: { ...KICK, pitGain: 18 },
    });
    expect(fixed.status).toBe(200);
    const resent = (await (await submit(tokens.engineer!, kick.id)).json()) as {
      version: number;
    };

    await expectProblem(
      await decide(tokens.manager!, kick.id, { action: "approve", version: resent.version - 1 }),
      409,
    );
    // The version the submit answered is the one to approve at, without reading the report.
    const approved = await decide(tokens.manager!, kick.id, {
      action: "approve",
      version: resent.version,
    });
    const approvedBody: unknown = await approved.json();
    expect(approvedBody).toEqual({ id: kick.id, status: "approved", version: resent.version + 1 });
    expect(decidedResponse.safeParse(approvedBody).error).toBeUndefined();
    expect(((await (await read(tokens.manager!, kick.id)).json()) as ReadReport).version).toBe(
      resent.version + 1,
    );

    await expectProblem(
      await save(tokens.engineer!, kick.id, "kick", {
        version: 2,
        unitSystem: "api",
        values: KICK,
      }),
      409,
    );
    await expectProblem(await submit(tokens.engineer!, kick.id), 409);
    body = (await (await read(tokens.engineer!, kick.id)).json()) as ReadReport;
    expect(body.status).toBe("approved");
    expect(body.sections.kick!.values.pitGain as number).toBeCloseTo(18 * 0.158987294928, 9);
  });

  it("lists the kinds a user may read, newest first a page at a time, with a kind filter", async () => {
    const subsurface = await created(tokens.engineer!, "subsurface");
    const casing = await created(tokens.engineer!, "casing");

    const first = (await (
      await api(listLoader, `/api/v1/activity-reports?wellId=${wellId}&limit=1`, {
        token: tokens.manager!,
      })
    ).json()) as { items: { id: number; kind: string }[]; nextCursor: string | null };
    expect(first.items).toEqual([expect.objectContaining({ id: casing.id, kind: "casing" })]);
    expect(activityReportPageResponse.safeParse(first).error).toBeUndefined();
    const second = (await (
      await api(
        listLoader,
        `/api/v1/activity-reports?wellId=${wellId}&limit=1&cursor=${first.nextCursor}`,
        { token: tokens.manager! },
      )
    ).json()) as { items: { id: number }[] };
    expect(second.items.map((item) => item.id)).toEqual([subsurface.id]);

    const onlySubsurface = (await (
      await api(listLoader, `/api/v1/activity-reports?kind=subsurface&wellId=${wellId}`, {
        token: tokens.manager!,
      })
    ).json()) as { items: { id: number; kind: string }[] };
    expect(onlySubsurface.items.map((item) => item.kind)).toEqual(["subsurface"]);

    await expectProblem(
      await api(listLoader, "/api/v1/activity-reports?kind=ddr", { token: tokens.manager! }),
      400,
    );
  });

  it("answers 404 to whoever may not see a kind, to another organisation and between DDRs and activity reports", async () => {
    const casing = await created(tokens.engineer!, "casing");
    // The planner holds neither activity nor subsurface privileges.
    await expectProblem(
      await api(listLoader, "/api/v1/activity-reports", { token: tokens.planner! }),
      404,
    );
    await expectProblem(await read(tokens.planner!, casing.id), 404);
    // The manager reads and approves but does not write activity reports.
    await expectProblem(
      await create(tokens.manager!, { kind: "casing", wellId, reportDate: DATE }),
      404,
    );
    await expectProblem(
      await save(tokens.manager!, casing.id, "casingRun", {
        version: 0,
        unitSystem: "api",
        values: {},
      }),
      404,
    );
    await expectProblem(await submit(tokens.manager!, casing.id), 404);

    // Another organisation's administrator holds every privilege, but not this report or well.
    await expectProblem(await read(tokens["other-admin"]!, casing.id), 404);
    await expectProblem(
      await save(tokens["other-admin"]!, casing.id, "casingRun", {
        version: 0,
        unitSystem: "api",
        values: {},
      }),
      404,
    );
    await expectProblem(await submit(tokens["other-admin"]!, casing.id), 404);
    await expectProblem(
      await decide(tokens["other-admin"]!, casing.id, { action: "approve", version: 0 }),
      404,
    );
    await expectProblem(
      await create(tokens.engineer!, { kind: "casing", wellId: otherWellId, reportDate: DATE }),
      404,
    );
    const theirs = (await (
      await api(listLoader, "/api/v1/activity-reports", { token: tokens["other-admin"]! })
    ).json()) as { items: { id: number }[] };
    expect(theirs.items.map((item) => item.id)).not.toContain(casing.id);

    // A DDR is not an activity report, and the other way round.
    const cookie = await signIn("engineer");
    expect((await createReport(cookie, wellId, DATE)).status).toBe(302);
    const { id: ddrId } = await engine.db
      .selectFrom("reports")
      .select("id")
      .where("well_id", "=", wellId)
      .where("kind", "=", "ddr")
      .executeTakeFirstOrThrow();
    await expectProblem(await read(tokens.engineer!, ddrId), 404);
    await expectProblem(
      await api(ddrLoader, `/api/v1/reports/${casing.id}`, {
        token: tokens.engineer!,
        params: { reportId: String(casing.id) },
      }),
      404,
    );
  });
});
