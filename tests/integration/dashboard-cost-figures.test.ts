import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { parseMoney, sumMoney } from "~/domain/money/decimal";
import { loader as dashboardLoader } from "~/routes/_app.dashboard.$";
import { loader as databaseLoader } from "~/routes/_app.database.planner";
import { action as homeAction } from "~/routes/_app.field.$tab";
import { action as loginAction } from "~/routes/_auth.login";

import { call, cookieFrom } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

// The cost dashboards show the figures behind their charts; they are the planner database's,
// to the cent, on a demo well with booked actual cost and approved AFE versions.
let engine: Engine;
let cookie: string;
let wellId: number;

beforeAll(async () => {
  engine = await useDemoDatabase();
  const response = await call(loginAction, "/login", {
    form: { username: "planner", password: "drillbook", redirectTo: "/" },
  });
  cookie = cookieFrom(response)!;
  wellId = (
    await engine.db
      .selectFrom("wells")
      .select("id")
      .where("name", "=", "KR-A2")
      .executeTakeFirstOrThrow()
  ).id;
  await call(homeAction, "/field/well", {
    cookie,
    params: { tab: "well" },
    form: { intent: "select", wellId: String(wellId) },
  });
}, 180_000);
afterAll(async () => {
  await engine.close();
});

type Figures = Record<"afe" | "actual" | "committed" | "variance" | "forecast", string>;
interface Costs {
  total: Figures;
  byPhase: Figures[];
  byCategory: Figures[];
}
const KEYS = ["afe", "actual", "committed", "variance", "forecast"] as const;

async function databaseTotals(): Promise<Figures> {
  const response = await call(databaseLoader, `/database/planner?view=afe&well=${wellId}`, {
    cookie,
  });
  const data = (await response.json()) as { detail: { total: Figures } };
  return data.detail.total;
}

describe("the cost dashboards' figures", () => {
  it("equal the planner database's totals to the cent, and their rows add up to them", async () => {
    const expected = await databaseTotals();
    expect(parseMoney(expected.actual)).toBeGreaterThan(0n);
    for (const [slug, by] of [
      ["cost-breakdown/afe-vs-actual", "byCategory"],
      ["cost-breakdown/cum-cost-per-contract-category", "byCategory"],
      ["cost-breakdown/progress-cost", "byPhase"],
    ] as const) {
      const response = await call(dashboardLoader, `/dashboard/${slug}`, {
        cookie,
        params: { "*": slug },
      });
      expect(response.status).toBe(200);
      const { costs, dashboard } = (await response.json()) as {
        costs: Costs;
        dashboard: { figuresBy: string };
      };
      expect(dashboard.figuresBy).toBe(by === "byPhase" ? "phase" : "category");
      for (const key of KEYS) {
        expect(costs.total[key], `${slug} ${key}`).toBe(expected[key]);
        expect(sumMoney(costs[by].map((row) => parseMoney(row[key]))), `${slug} ${key}`).toBe(
          parseMoney(expected[key]),
        );
      }
    }
  });

  it("are not shown on the other dashboards", async () => {
    const response = await call(dashboardLoader, "/dashboard/drilling-program", {
      cookie,
      params: { "*": "drilling-program" },
    });
    const { costs } = (await response.json()) as { costs: unknown };
    expect(costs).toBeNull();
  });
});
