import { describe, expect, it } from "vitest";

import { changedSinceRendered } from "./filter-submit";

describe("changedSinceRendered", () => {
  const search = (value: string, defaultValue = "") => ({ type: "search", value, defaultValue });
  /** A select as the browser holds it: each option's choice now and as the page rendered it. */
  const select = (
    options: { selected: boolean; defaultSelected: boolean; disabled?: boolean }[],
    type = "select-one",
  ) => ({ type, value: "", options });
  const option = (selected: boolean, defaultSelected: boolean, disabled = false) => ({
    selected,
    defaultSelected,
    disabled,
  });

  it("sees text typed into a search or text field, or a text area", () => {
    expect(changedSinceRendered([search("BM-00", "")])).toBe(true);
    expect(changedSinceRendered([{ type: "text", value: "rig", defaultValue: "ri" }])).toBe(true);
    expect(changedSinceRendered([{ type: "textarea", value: "a", defaultValue: "" }])).toBe(true);
  });

  it("sees another option chosen in a select than the one it was rendered with", () => {
    // Rendered on "All wells", then KR-A1 chosen.
    expect(changedSinceRendered([select([option(false, true), option(true, false)])])).toBe(true);
    // Rendered on KR-A2, then "All wells" chosen.
    expect(
      changedSinceRendered([
        select([option(true, false), option(false, false), option(false, true)]),
      ]),
    ).toBe(true);
  });

  it("counts a select rendered with no option marked as showing its first one that can be chosen", () => {
    expect(changedSinceRendered([select([option(true, false), option(false, false)])])).toBe(false);
    expect(changedSinceRendered([select([option(false, false), option(true, false)])])).toBe(true);
    expect(changedSinceRendered([select([option(false, false, true), option(true, false)])])).toBe(
      false,
    );
  });

  it("sees a choice added to or taken from a select of several", () => {
    const several = (...options: ReturnType<typeof option>[]) => select(options, "select-multiple");
    expect(changedSinceRendered([several(option(true, true), option(true, false))])).toBe(true);
    expect(changedSinceRendered([several(option(false, true), option(false, false))])).toBe(true);
    expect(changedSinceRendered([several(option(true, true), option(false, false))])).toBe(false);
  });

  it("sees a box or a radio button ticked or cleared", () => {
    const box = (checked: boolean, defaultChecked: boolean) => ({
      type: "checkbox",
      value: "on",
      defaultValue: "on",
      checked,
      defaultChecked,
    });
    expect(changedSinceRendered([box(true, false)])).toBe(true);
    expect(changedSinceRendered([box(false, true)])).toBe(true);
    expect(changedSinceRendered([{ ...box(true, false), type: "radio" }])).toBe(true);
    expect(changedSinceRendered([box(true, true), box(false, false)])).toBe(false);
  });

  it("sees nothing when every field holds what it was rendered with", () => {
    expect(
      changedSinceRendered([
        search("KR", "KR"),
        search(""),
        select([option(false, false), option(true, true)]),
      ]),
    ).toBe(false);
    expect(changedSinceRendered([])).toBe(false);
  });

  it("leaves out hidden fields and buttons", () => {
    expect(
      changedSinceRendered([
        { type: "hidden", value: "items", defaultValue: "" },
        { type: "submit", value: "Filter", defaultValue: "" },
        { type: "button", value: "", defaultValue: "x" },
      ]),
    ).toBe(false);
  });
});
