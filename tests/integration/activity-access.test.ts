import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import {
  action as approvalAction,
  loader as approvalLoader,
} from "~/routes/_app.form.approval-form";
import { loader as databaseLoader } from "~/routes/_app.database.drilling-activity.$type";
import { loader as subsurfaceDatabaseLoader } from "~/routes/_app.database.subsurface";
import {
  action as subsurfaceAction,
  loader as subsurfaceLoader,
} from "~/routes/_app.form.subsurface-form";
import { loader as reportLoader } from "~/routes/_app.report.drilling-activity.$type";
import { loader as exportLoader } from "~/routes/database.drilling-activity.$type.export[.xlsx]";
import { ACTIVITY_KINDS } from "~/sections/report-kinds";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import { createActivity, openActivity, postActivity, sectionForm } from "./activity-helpers";
import { createTestWell, signIn } from "./ddr-helpers";

let engine: Engine & { label: string };
let wellId: number;
let otherWellId: number;
let engineer: string;
let manager: string;
let planner: string;
let otherAdmin: string;
let casingId: number;
let subsurfaceId: number;
const date = "2026-06-10";

beforeAll(async () => {
  engine = await useDemoDatabase();
  wellId = await createTestWell(engine.db, "Demo Energy", "Access-1", "2026-06-01");
  otherWellId = await createTestWell(engine.db, "Other Operator", "Access-Other", "2026-06-01");
  engineer = await signIn("engineer");
  manager = await signIn("manager");
  planner = await signIn("planner");
  otherAdmin = await signIn("other-admin");
  casingId = await createActivity(engineer, "casing", wellId, date);
  const created = await call(subsurfaceAction, `/form/subsurface-form?well=${wellId}`, {
    cookie: engineer,
    form: { intent: "create", reportDate: date },
  });
  subsurfaceId = Number(
    new URL(created.headers.get("location")!, "http://x").searchParams.get("id"),
  );
});
afterAll(async () => {
  await engine.close();
});

describe("every kind's form", () => {
  it.each(ACTIVITY_KINDS.map((kind) => kind.slug))(
    "%s opens a new report with every section of its kind",
    async (type) => {
      const listed = await openActivity(engineer, type, wellId);
      expect(listed.status).toBe(200);
      expect(((await listed.json()) as { mode: string }).mode).toBe("choose");
      const id = await createActivity(engineer, type, wellId, date);
      const opened = await openActivity(engineer, type, wellId, id);
      expect(opened.status).toBe(200);
      const data = (await opened.json()) as { mode: string; kind: string };
      expect(data).toMatchObject({ mode: "edit", kind: type });
    },
  );

  it("answers 404 for a type the product does not have", async () => {
    expect((await openActivity(engineer, "drilling", wellId)).status).toBe(404);
    const report = await call(reportLoader, "/report/drilling-activity/drilling", {
      cookie: manager,
      params: { type: "drilling" },
    });
    expect(report.status).toBe(404);
  });
});

describe("privileges", () => {
  it("keeps the forms from a user without privilege 11 or 12", async () => {
    expect((await openActivity(manager, "casing", wellId)).status).toBe(404);
    const subsurface = await call(subsurfaceLoader, `/form/subsurface-form?well=${wellId}`, {
      cookie: manager,
    });
    expect(subsurface.status).toBe(404);
  });

  it("keeps the reports and databases from a user without privilege 6 or 7", async () => {
    for (const loader of [reportLoader, databaseLoader, exportLoader]) {
      const response = await call(loader as never, `/database/drilling-activity/casing`, {
        cookie: planner,
        params: { type: "casing" },
      });
      expect(response.status).toBe(404);
    }
    const subsurface = await call(subsurfaceDatabaseLoader, "/database/subsurface", {
      cookie: planner,
    });
    expect(subsurface.status).toBe(404);
  });

  it("shows the lists to those who hold them, the export as a workbook", async () => {
    const list = await call(databaseLoader, `/database/drilling-activity/casing?well=${wellId}`, {
      cookie: manager,
      params: { type: "casing" },
    });
    const data = (await list.json()) as { page: { rows: { id: number }[] } };
    expect(data.page.rows.map((row) => row.id)).toContain(casingId);
    const workbook = await call(
      exportLoader as never,
      `/database/drilling-activity/casing/export.xlsx`,
      {
        cookie: manager,
        params: { type: "casing" },
      },
    );
    expect(workbook.status).toBe(200);
    expect(workbook.headers.get("content-type")).toContain("spreadsheetml");
    const subsurface = await call(
      subsurfaceDatabaseLoader,
      `/database/subsurface?id=${subsurfaceId}`,
      {
        cookie: engineer,
      },
    );
    expect(subsurface.status).toBe(200);
  });
});

describe("another organisation's report", () => {
  it("is not found by any loader", async () => {
    const paths: [Parameters<typeof call>[0], string, Record<string, string>][] = [
      [
        reportLoader as never,
        `/report/drilling-activity/casing?id=${casingId}`,
        { type: "casing" },
      ],
      [
        databaseLoader as never,
        `/database/drilling-activity/casing?id=${casingId}`,
        { type: "casing" },
      ],
      [approvalLoader as never, `/form/approval-form?report=${casingId}`, {}],
      [subsurfaceDatabaseLoader as never, `/database/subsurface?id=${subsurfaceId}`, {}],
      [
        subsurfaceLoader as never,
        `/form/subsurface-form?well=${otherWellId}&id=${subsurfaceId}`,
        {},
      ],
    ];
    for (const [loader, path, params] of paths) {
      const response = await call(loader, path, { cookie: otherAdmin, params });
      expect(response.status, path).toBe(404);
    }
    expect((await openActivity(otherAdmin, "casing", wellId, casingId)).status).toBe(404);
    expect((await openActivity(otherAdmin, "casing", otherWellId, casingId)).status).toBe(404);
  });

  it("is not changed by any action", async () => {
    const before = await engine.db
      .selectFrom("reports")
      .select(["status", "version"])
      .where("id", "=", casingId)
      .executeTakeFirstOrThrow();
    for (const well of [wellId, otherWellId]) {
      const save = await postActivity(
        otherAdmin,
        "casing",
        well,
        casingId,
        sectionForm("casingRun", 0, { stringType: "surface", holeSize: "17.5", od: "13.375" }),
      );
      expect(save.status).toBe(404);
      expect(
        (await postActivity(otherAdmin, "casing", well, casingId, { intent: "submit" })).status,
      ).toBe(404);
    }
    const subsurfaceSubmit = await call(
      subsurfaceAction,
      `/form/subsurface-form?well=${otherWellId}&id=${subsurfaceId}`,
      { cookie: otherAdmin, form: { intent: "submit" } },
    );
    expect(subsurfaceSubmit.status).toBe(404);
    const decide = await call(approvalAction, "/form/approval-form", {
      cookie: otherAdmin,
      form: { intent: "approve", reportId: String(casingId), version: String(before.version) },
    });
    expect(decide.status).toBe(404);
    const after = await engine.db
      .selectFrom("reports")
      .select(["status", "version"])
      .where("id", "=", casingId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const sections = await engine.db
      .selectFrom("report_sections")
      .select("section_id")
      .where("report_id", "=", casingId)
      .execute();
    expect(sections).toEqual([]);
  });
});
