import { describe, expect, it } from "vitest";

import { plannerEn } from "~/i18n/en/planner";
import { plannerId } from "~/i18n/id/planner";

import { isPlannerIntent, plannerSchemas } from "./schemas";

const schemas = plannerSchemas("en", "api");

describe("planner form schemas", () => {
  it("every intent has a success message in both languages", () => {
    for (const intent of Object.keys(schemas)) {
      const key = intent.replace(".", "_") as keyof typeof plannerEn.saved;
      expect(plannerEn.saved[key], intent).toBeTruthy();
      expect(plannerId.saved[key], intent).toBeTruthy();
    }
    expect(isPlannerIntent("bundle.add")).toBe(true);
    expect(isPlannerIntent("toString")).toBe(false);
  });

  it("reads money exactly and refuses more than cents", () => {
    const item = {
      name: "Barite",
      contractBundleId: "1",
      costUnitId: "2",
    };
    const ok = schemas["item.add"].safeParse({ ...item, unitPrice: "1,234,567.89" });
    expect(ok.success && ok.data.unitPrice).toBe("1234567.89");
    const cents = schemas["item.add"].safeParse({ ...item, unitPrice: "0.005" });
    expect(cents.success).toBe(false);
    const negative = schemas["item.add"].safeParse({ ...item, unitPrice: "-5" });
    expect(negative.error?.issues[0]?.message).toBe("planner.validation.notNegative");
    const indonesian = plannerSchemas("id", "gde")["item.add"].safeParse({
      ...item,
      unitPrice: "1.234.567,89",
    });
    expect(indonesian.success && indonesian.data.unitPrice).toBe("1234567.89");
  });

  it("stores planned durations in seconds from the hours typed", () => {
    const parsed = schemas["activity.add"].safeParse({
      phase: "surface",
      sequence: "10",
      name: "Drill 26 in hole",
      plannedHours: "36.5",
    });
    expect(parsed.success && parsed.data.plannedHours).toBe(131_400);
    const badPhase = schemas["activity.add"].safeParse({
      phase: "moon",
      sequence: "x",
      name: "A",
      plannedHours: "1",
    });
    expect(badPhase.success).toBe(false);
  });

  it("needs an amount or a quantity with a price on a free AFE line", () => {
    const line = {
      afeId: "1",
      phase: "surface",
      contractBundleId: "3",
      description: "Contingency",
    };
    expect(schemas["afeLine.add"].safeParse({ ...line, amount: "15000" }).success).toBe(true);
    expect(
      schemas["afeLine.add"].safeParse({ ...line, quantity: "2", unitPrice: "100" }).success,
    ).toBe(true);
    const missing = schemas["afeLine.add"].safeParse({ ...line, quantity: "2" });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([
      "planner.validation.amountOrPrice",
    ]);
    const nothing = schemas["afeLine.add"].safeParse({ afeId: "1", phase: "surface", amount: "1" });
    expect(nothing.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      "contractBundleId",
      "description",
    ]);
  });
});
