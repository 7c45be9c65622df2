import { ticks } from "d3";
import { describe, expect, it } from "vitest";

import { f32, seriesTable } from "~/dashboards/series/arrow";
import { translator } from "~/i18n/resources.server";

import { exactMoneyFormat, moneyFormat } from "~/charts/plot-kit";
import { renderChartSvg } from "~/charts/render.server";

const ctx = (language: "en" | "id") => ({
  t: translator(language),
  system: "api" as const,
  language,
  width: 640,
  height: 320,
});

describe("money on a cost chart's axis", () => {
  it("never repeats a tick, in either language", () => {
    for (const language of ["en", "id"] as const) {
      const money = moneyFormat(language);
      for (let max = 1_000; max < 50_000_000; max *= 1.07) {
        for (const count of [3, 5, 10]) {
          const labels = ticks(0, max, count).map(money);
          expect(new Set(labels).size, `${language} 0–${max}: ${labels.join(" ")}`).toBe(
            labels.length,
          );
        }
      }
    }
  });

  it("reads $1.5M as $1.5M, not $2M", () => {
    expect(moneyFormat("en")(1_500_000)).toBe("$1.5M");
    expect(moneyFormat("en")(2_000_000)).toBe("$2M");
  });
});

describe("a cost chart's tooltips", () => {
  it("give the amounts to the cent", () => {
    expect(exactMoneyFormat("en")(1_867_088)).toBe("$1,867,088.00");
    const bars = seriesTable(
      {
        category: ["Rig", "Rig"],
        kind: ["AFE", "Actual"],
        amount: Float64Array.from([1_867_088, 1_712_345.67]),
      },
      { "unit:amount": "USD" },
    );
    const svg = renderChartSvg("costAfeVsActual", bars, ctx("en"))!;
    expect(svg).toContain("Rig AFE: $1,867,088.00");
    expect(svg).toContain("Rig Actual: $1,712,345.67");
  });

  it("read in Indonesian with the notation the tables use, and name the bars in Indonesian", () => {
    const bars = seriesTable(
      {
        category: ["Rig", "Rig"],
        kind: ["AFE", "Actual"],
        amount: Float64Array.from([426_600, 1_712_345.67]),
      },
      { "unit:amount": "USD" },
    );
    const svg = renderChartSvg("costAfeVsActual", bars, ctx("id"))!;
    expect(svg).toContain("Rig AFE: $426,600.00");
    expect(svg).toContain("Rig Aktual: $1,712,345.67");
    expect(svg).not.toContain("US$");
    expect(svg).not.toContain("Actual");
  });

  it("name each category's cumulative cost to date", () => {
    const cumulative = seriesTable(
      {
        day: f32([1, 2, 3]),
        category: ["Rig", "Rig", "Rig"],
        cumulative: Float64Array.from([1_000_000, 2_500_000, 3_943_199.94]),
      },
      { "unit:cumulative": "USD" },
    );
    const svg = renderChartSvg("cumCostPerCategory", cumulative, ctx("en"))!;
    expect(svg).toContain("Rig: $3,943,199.94");
  });
});
