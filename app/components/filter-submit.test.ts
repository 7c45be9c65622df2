import { describe, expect, it } from "vitest";

import { typedSinceRendered } from "./filter-submit";

describe("typedSinceRendered", () => {
  const search = (value: string, defaultValue = "") => ({ type: "search", value, defaultValue });

  it("sees text typed into a search or text field, or a text area", () => {
    expect(typedSinceRendered([search("BM-00", "")])).toBe(true);
    expect(typedSinceRendered([{ type: "text", value: "rig", defaultValue: "ri" }])).toBe(true);
    expect(typedSinceRendered([{ type: "textarea", value: "a", defaultValue: "" }])).toBe(true);
  });

  it("sees nothing when every field holds what it was rendered with", () => {
    expect(typedSinceRendered([search("KR", "KR"), search("")])).toBe(false);
    expect(typedSinceRendered([])).toBe(false);
  });

  it("leaves out hidden fields, boxes, buttons and selects", () => {
    expect(
      typedSinceRendered([
        { type: "hidden", value: "items", defaultValue: "" },
        { type: "checkbox", value: "on", defaultValue: "" },
        { type: "submit", value: "Filter", defaultValue: "" },
        // A select has no defaultValue of its own.
        { type: "select-one", value: "2" },
      ]),
    ).toBe(false);
  });
});
