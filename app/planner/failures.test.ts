import { describe, expect, it } from "vitest";

import { translator } from "~/i18n/resources.server";

import { usageText } from "./failures";

describe("what a refused removal says uses the record", () => {
  const groups = [
    {
      kind: "costLine" as const,
      count: 987,
      names: [
        { label: "KR-A2 DDR #53", date: "2026-11-20" },
        { label: "KR-A2 DDR #52", date: "2026-11-19" },
      ],
      more: 327,
    },
    {
      kind: "costItem" as const,
      count: 3,
      names: [{ label: "Camp" }, { label: "Catering" }],
      more: 1,
    },
  ];

  it("counts every cost line and the reports left unnamed, in both languages", () => {
    expect(usageText(translator("en"), "en", groups)).toBe(
      "987 DDR cost lines (KR-A2 DDR #53 (11/20/2026), KR-A2 DDR #52 (11/19/2026) and 327 more reports); 3 cost items (Camp, Catering and 1 more)",
    );
    expect(usageText(translator("id"), "id", groups)).toContain("dan 327 laporan lainnya");
  });

  it("dates each report in the reader's own format, never as stored", () => {
    const indonesian = usageText(translator("id"), "id", groups);
    expect(indonesian).toContain("KR-A2 DDR #53 (20/11/2026), KR-A2 DDR #52 (19/11/2026)");
    expect(indonesian).not.toContain("2026-11-20");
    expect(usageText(translator("en"), "en", groups)).not.toContain("2026-11-20");
  });

  it("names an AFE version in the reader's language", () => {
    const afeLines = [
      { kind: "afeLine" as const, count: 1, names: [{ label: "KR-A2 AFE v2 PRD-048" }], more: 0 },
    ];
    expect(usageText(translator("en"), "en", afeLines)).toBe(
      "1 AFE line (KR-A2 Supplement 1 PRD-048)",
    );
  });
});
