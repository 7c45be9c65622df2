import { describe, expect, it } from "vitest";

import { translator } from "~/i18n/resources.server";

import { usageText } from "./failures";

describe("what a refused removal says uses the record", () => {
  it("counts every cost line and the reports left unnamed, in both languages", () => {
    const groups = [
      {
        kind: "costLine" as const,
        count: 987,
        names: ["KR-A2 DDR #53 (2026-11-20)", "KR-A2 DDR #52 (2026-11-19)"],
        more: 327,
      },
      { kind: "costItem" as const, count: 3, names: ["Camp", "Catering"], more: 1 },
    ];
    expect(usageText(translator("en"), groups)).toBe(
      "987 DDR cost lines (KR-A2 DDR #53 (2026-11-20), KR-A2 DDR #52 (2026-11-19) and 327 more reports); 3 cost items (Camp, Catering and 1 more)",
    );
    expect(usageText(translator("id"), groups)).toContain("dan 327 laporan lainnya");
  });
});
