import { describe, expect, it } from "vitest";

import { previewHeading } from "~/components/ddr-witsml-import";
import { translator } from "~/i18n/resources.server";

describe("the WITSML daily-report preview's heading", () => {
  it("names the file's WITSML version", () => {
    expect(previewHeading(translator("en"), "1.4.1.1")).toBe("Preview (WITSML 1.4.1.1)");
    expect(previewHeading(translator("id"), "2.0")).toBe("Pratinjau (WITSML 2.0)");
  });

  it("says the version was not recognised rather than leaving it blank", () => {
    expect(previewHeading(translator("en"), undefined)).toBe(
      "Preview (WITSML version not recognised)",
    );
    expect(previewHeading(translator("id"), undefined)).toBe(
      "Pratinjau (versi WITSML tidak dikenali)",
    );
  });
});
