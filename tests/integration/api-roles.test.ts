import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { z } from "zod";

import {
  dashboardSeriesResponse,
  reportPageResponse,
  reportResponse,
  surveyListResponse,
  wellListResponse,
  wellResponse,
  witsmlPreviewResponse,
} from "~/api/responses";
import { hasPrivilege, Privilege, type PrivilegeRequirement } from "~/auth/privileges";
import type { Engine } from "~/db/engine.server";
import { loader as seriesLoader } from "~/routes/api.v1.dashboard-series.$tileType";
import { loader as reportLoader } from "~/routes/api.v1.reports.$reportId._index";
import { loader as reportWitsml } from "~/routes/api.v1.reports.$reportId.witsml";
import { action as createReport, loader as listReports } from "~/routes/api.v1.reports._index";
import { loader as wellLoader } from "~/routes/api.v1.wells.$wellId._index";
import { action as importWitsml } from "~/routes/api.v1.wells.$wellId.daily-reports-witsml";
import { loader as surveysLoader } from "~/routes/api.v1.wells.$wellId.surveys";
import { loader as trajectoryWitsml } from "~/routes/api.v1.wells.$wellId.trajectory.witsml";
import { loader as wellsLoader } from "~/routes/api.v1.wells._index";

import { PEOPLE } from "./access/fixtures";
import { api, tokenFor } from "./api-helpers";
import { useDemoDatabase } from "../support/test-db";

// The JSON API with a token of every demo role of both organisations and the client
// administrator: a route answers whoever holds its privilege (as the pages do) with what they
// asked for, and anyone else, or anyone naming another organisation's ids, with 404 problem+json.

let engine: Engine;
const people: { username: string; org: string; privileges: number[]; token: string }[] = [];
let wellId: number;
let reportId: number;
let approvedId: number;

const READ_REPORTS = [
  Privilege.ViewDailyDrillingReports,
  Privilege.DailyDrillingReportForm,
  Privilege.ApprovalForm,
];

beforeAll(async () => {
  engine = await useDemoDatabase();
  for (const person of PEOPLE) {
    const row = await engine.db
      .selectFrom("users as u")
      .innerJoin("memberships as m", "m.user_id", "u.id")
      .innerJoin("roles as r", "r.id", "m.role_id")
      .select("r.privileges")
      .where("u.username", "=", person.username)
      .executeTakeFirstOrThrow();
    people.push({
      ...person,
      privileges: row.privileges,
      token: await tokenFor(engine.db, person.username),
    });
  }
  const report = await engine.db
    .selectFrom("reports as r")
    .innerJoin("organisations as o", "o.id", "r.org_id")
    .select(["r.id", "r.well_id"])
    .where("o.name", "=", "Demo Energy")
    .where("r.kind", "=", "ddr")
    .orderBy("r.id")
    .executeTakeFirstOrThrow();
  reportId = report.id;
  wellId = report.well_id;
  const approved = await engine.db
    .selectFrom("reports as r")
    .innerJoin("organisations as o", "o.id", "r.org_id")
    .select("r.id")
    .where("o.name", "=", "Demo Energy")
    .where("r.kind", "=", "ddr")
    .where("r.status", "=", "approved")
    .orderBy("r.id")
    .executeTakeFirstOrThrow();
  approvedId = approved.id;
}, 240_000);

afterAll(async () => {
  await engine.close();
});

const WITSML = `<DrillReport xmlns="http://www.energistics.org/energyml/data/witsmlv2" uuid="r">
<DTimStart>2027-01-04T00:00:00Z</DTimStart></DrillReport>`;

interface Endpoint {
  name: string;
  privilege?: PrivilegeRequirement;
  /** Whether the answer depends on naming one of Demo Energy's records. */
  demoEnergyOnly: boolean;
  /** What a holder gets. */
  status: number;
  /** The schema the OpenAPI document gives a holder's JSON answer. */
  schema?: z.ZodType;
  call: (token: string) => Promise<Response>;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: "GET /wells",
    schema: wellListResponse,
    demoEnergyOnly: false,
    status: 200,
    call: (token) => api(wellsLoader, "/api/v1/wells", { token }),
  },
  {
    name: "GET /wells/{id}",
    schema: wellResponse,
    demoEnergyOnly: true,
    status: 200,
    call: (token) =>
      api(wellLoader, `/api/v1/wells/${wellId}`, { token, params: { wellId: String(wellId) } }),
  },
  {
    name: "GET /wells/{id}/surveys",
    schema: surveyListResponse,
    privilege: [Privilege.ViewDailyDrillingReports, Privilege.DailyDrillingReportForm],
    demoEnergyOnly: true,
    status: 200,
    call: (token) =>
      api(surveysLoader, `/api/v1/wells/${wellId}/surveys`, {
        token,
        params: { wellId: String(wellId) },
      }),
  },
  {
    name: "GET /reports",
    schema: reportPageResponse,
    privilege: READ_REPORTS,
    demoEnergyOnly: false,
    status: 200,
    call: (token) => api(listReports, "/api/v1/reports", { token }),
  },
  {
    name: "GET /reports/{id}",
    schema: reportResponse,
    privilege: READ_REPORTS,
    demoEnergyOnly: true,
    status: 200,
    call: (token) =>
      api(reportLoader, `/api/v1/reports/${reportId}`, {
        token,
        params: { reportId: String(reportId) },
      }),
  },
  {
    name: "GET /reports/{approved}/witsml?version=1.4.1.1",
    privilege: READ_REPORTS,
    demoEnergyOnly: true,
    status: 200,
    call: (token) =>
      api(reportWitsml, `/api/v1/reports/${approvedId}/witsml?version=1.4.1.1`, {
        token,
        params: { reportId: String(approvedId) },
      }),
  },
  {
    name: "GET /wells/{id}/trajectory/witsml",
    privilege: [Privilege.ViewDailyDrillingReports, Privilege.DailyDrillingReportForm],
    demoEnergyOnly: true,
    status: 200,
    call: (token) =>
      api(trajectoryWitsml, `/api/v1/wells/${wellId}/trajectory/witsml`, {
        token,
        params: { wellId: String(wellId) },
      }),
  },
  {
    // A body that does not validate: the holder learns why, and nothing is created.
    name: "POST /reports",
    privilege: Privilege.DailyDrillingReportForm,
    demoEnergyOnly: false,
    status: 400,
    call: (token) =>
      api(createReport, "/api/v1/reports", { token, body: { wellId, reportDate: "someday" } }),
  },
  {
    name: "POST /wells/{id}/daily-reports-witsml?preview",
    schema: witsmlPreviewResponse,
    privilege: Privilege.DailyDrillingReportForm,
    demoEnergyOnly: true,
    status: 200,
    call: (token) =>
      api(importWitsml, `/api/v1/wells/${wellId}/daily-reports-witsml?preview`, {
        token,
        rawBody: WITSML,
        contentType: "application/xml",
        params: { wellId: String(wellId) },
      }),
  },
  {
    name: "GET /dashboard-series/depthVsDays",
    schema: dashboardSeriesResponse,
    privilege: Privilege.Dashboards,
    demoEnergyOnly: true,
    status: 200,
    call: (token) =>
      api(seriesLoader, `/api/v1/dashboard-series/depthVsDays?wellId=${wellId}`, {
        token,
        params: { tileType: "depthVsDays" },
      }),
  },
];

describe("the API with a token of every demo role", () => {
  it("answers the holders of each route's privilege, and 404 problem+json to anyone else", async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const person of people) {
      for (const endpoint of ENDPOINTS) {
        const allowed =
          hasPrivilege(person.privileges, endpoint.privilege) &&
          (!endpoint.demoEnergyOnly || person.org === "Demo Energy");
        const response = await endpoint.call(person.token);
        if (response.status >= 400) {
          expect(response.headers.get("Content-Type")).toBe("application/problem+json");
        } else if (endpoint.name.startsWith("GET") && endpoint.name.includes("witsml")) {
          // A holder gets the document itself, not JSON about it.
          expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
          expect(await response.text()).toMatch(/^<\?xml/);
        } else if (endpoint.schema) {
          // What the document promises is what comes: the answer parses with its schema.
          const parsed = endpoint.schema.safeParse(await response.json());
          expect(parsed.error?.issues ?? [], `${person.username} ${endpoint.name}`).toEqual([]);
        }
        answers.push(`${person.username} ${endpoint.name}: ${response.status}`);
        expected.push(`${person.username} ${endpoint.name}: ${allowed ? endpoint.status : 404}`);
      }
    }
    expect(answers).toEqual(expected);
    // Every role is someone: each route is open to one of them and closed to another.
    for (const endpoint of ENDPOINTS.filter((e) => e.demoEnergyOnly || e.privilege)) {
      const statuses = answers.filter((a) => a.includes(` ${endpoint.name}: `));
      expect(
        statuses.some((a) => a.endsWith(": 404")),
        endpoint.name,
      ).toBe(true);
      expect(
        statuses.some((a) => !a.endsWith(": 404")),
        endpoint.name,
      ).toBe(true);
    }
    // The previews saved nothing: no report of that day anywhere.
    const made = await engine.db
      .selectFrom("reports")
      .select("id")
      .where("report_date", "=", "2027-01-04")
      .execute();
    expect(made).toEqual([]);
  }, 300_000);
});
