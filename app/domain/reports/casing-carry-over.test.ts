import { describe, expect, it } from "vitest";

import type { CarryOver } from "./carry-over";
import { withLastCasing } from "./casing-carry-over";

const IN = 0.0254;
const carried = (lastCasingShoeMd: number | null): CarryOver => ({
  fromReportNo: 11,
  fromReportDate: "2026-05-01",
  sections: {
    general: {
      mdAtReport: 1510,
      holeSize: 12.25 * IN,
      lastCasingSize: lastCasingShoeMd === null ? null : 13.375 * IN,
      lastCasingShoeMd,
      lastCasingShoeTvd: lastCasingShoeMd,
    },
  },
  items: [],
});
const run = {
  reportNo: 2,
  reportDate: "2026-05-02",
  value: {
    od: 9.625 * IN,
    shoeTvd: 1495,
    tally: [{ length: 500 }, { length: 500 }, { length: 502.5 }],
  },
};

describe("the last casing in a new DDR", () => {
  it("comes from a casing report whose shoe is deeper than the one carried", () => {
    const next = withLastCasing(carried(480), run);
    expect(next.sections.general).toMatchObject({
      lastCasingSize: 9.625 * IN,
      lastCasingShoeMd: 1502.5,
      lastCasingShoeTvd: 1495,
      mdAtReport: 1510,
    });
    expect(next.items).toContainEqual(
      expect.objectContaining({
        key: "lastCasing",
        params: expect.objectContaining({ reportNo: 2 }),
      }),
    );
  });

  it("fills it when the previous report named none", () => {
    expect(withLastCasing(carried(null), run).sections.general!.lastCasingShoeMd).toBe(1502.5);
  });

  it("keeps the carried casing when the report's string is not deeper or has no tally", () => {
    const deeper = carried(2000);
    expect(withLastCasing(deeper, run)).toBe(deeper);
    const empty = carried(480);
    expect(withLastCasing(empty, { ...run, value: { od: 9.625 * IN, tally: [] } })).toBe(empty);
    expect(withLastCasing(empty, null)).toBe(empty);
  });
});
