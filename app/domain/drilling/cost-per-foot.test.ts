import { describe, expect, it } from "vitest";
import { toSI } from "../units";
import { costPerFoot, costPerMetre } from "./cost-per-foot";

const hours = (h: number) => toSI("duration", h, "api");
const feet = (ft: number) => toSI("length", ft, "api");
const toCents = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

describe("cost per foot (DOMAIN.md §4)", () => {
  it("(27,000 + 3,500 × 62) / 5,000 ft = $48.80/ft = $160.10/m", () => {
    const run = {
      bitCost: 27_000,
      rigRatePerHour: 3_500,
      drillingTime: hours(50),
      tripTime: hours(12),
      footage: feet(5_000),
    };
    expect(toCents(costPerFoot(run))).toBe(48.8);
    expect(toCents(costPerMetre(run))).toBe(160.1);
  });

  it("(16,148 + 300 × 266.8) / 3,380 ft = $28.46/ft = $93.37/m", () => {
    const run = {
      bitCost: 16_148,
      rigRatePerHour: 300,
      drillingTime: hours(250),
      tripTime: hours(16.8),
      footage: feet(3_380),
    };
    expect(toCents(costPerFoot(run))).toBe(28.46);
    expect(toCents(costPerMetre(run))).toBe(93.37);
  });

  it("is undefined for a run that drilled nothing", () => {
    const run = { bitCost: 1, rigRatePerHour: 1, drillingTime: 1, tripTime: 1, footage: 0 };
    expect(costPerMetre(run)).toBeNull();
    expect(costPerFoot(run)).toBeNull();
  });
});
