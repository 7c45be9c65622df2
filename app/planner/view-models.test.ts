import { describe, expect, it } from "vitest";

import { days, percent } from "./view-models";

describe("the planner's figures as a reader sees them", () => {
  it("writes a variance percentage with the reader's decimal mark", () => {
    // DOMAIN.md §4: 6.45 M against 6.0 M is +7.5 %.
    expect(percent(7.5, "en")).toBe("+7.5 %");
    expect(percent(7.5, "id")).toBe("+7,5 %");
    expect(percent(-28.515, "en")).toBe("-28.5 %");
    expect(percent(-28.515, "id")).toBe("-28,5 %");
    expect(percent(-100, "id")).toBe("-100,0 %");
    expect(percent(null, "id")).toBe("");
    expect(percent(1234.56, "en")).toBe("+1,234.6 %");
    expect(percent(1234.56, "id")).toBe("+1.234,6 %");
    expect(percent(-0.04, "en")).toBe("0.0 %");
  });

  it("writes the AFE's planned days with the reader's decimal mark", () => {
    const planned = 79 * 86_400;
    expect(days(planned, "en")).toBe("79.0");
    // In Indonesian "79.0" would read as seven hundred and ninety.
    expect(days(planned, "id")).toBe("79,0");
    expect(days(78.46 * 86_400, "id")).toBe("78,5");
  });
});
