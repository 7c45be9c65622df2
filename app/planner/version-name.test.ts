import { describe, expect, it } from "vitest";

import { translator } from "~/i18n/resources.server";

import { versionMark, versionName, withVersionNames } from "./version-name";

describe("an AFE version's name", () => {
  it("is Original, then Supplement n, in the reader's language", () => {
    const en = translator("en");
    expect(versionName(en, 1)).toBe("Original AFE");
    expect(versionName(en, 3)).toBe("Supplement 2");
    expect(withVersionNames(en, `KR-A2 ${versionMark(3)} PRD-048`)).toBe(
      "KR-A2 Supplement 2 PRD-048",
    );
    expect(withVersionNames(translator("id"), versionMark(2))).toBe("Suplemen 1");
  });
});
