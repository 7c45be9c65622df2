import { describe, expect, it } from "vitest";

import { codeLabel, LOOKUP_SEEDS, lookupsIn, optionLabel } from "./lookup-lists";
import { seedsFromRows } from "./lookup-seeds";
import { lookupValueSchema } from "./lookup-value-form";

const stuck = { code: "STUCK", label: "Stuck pipe", labelIndonesian: "Pipa terjepit" };

describe("the label a reader sees", () => {
  it("is the label of the reader's language", () => {
    expect(optionLabel(stuck, "en")).toBe("Stuck pipe");
    expect(optionLabel(stuck, "id")).toBe("Pipa terjepit");
  });

  it("falls back to the other language when one is empty, and to the code when both are", () => {
    expect(optionLabel({ ...stuck, labelIndonesian: "" }, "id")).toBe("Stuck pipe");
    expect(optionLabel({ ...stuck, label: "  " }, "en")).toBe("Pipa terjepit");
    expect(optionLabel({ code: "STUCK", label: "", labelIndonesian: "" }, "id")).toBe("STUCK");
    // The planner's records have one name.
    expect(optionLabel({ code: "7", label: "Rig day rate" }, "id")).toBe("Rig day rate");
  });

  it("shows a stored code no longer in the list as the code", () => {
    expect(codeLabel([stuck], "STUCK", "id")).toBe("Pipa terjepit");
    expect(codeLabel([stuck], "GONE", "id")).toBe("GONE");
    expect(codeLabel(undefined, "GONE", "en")).toBe("GONE");
  });

  it("puts a whole set of lists into one language for a spreadsheet", () => {
    expect(lookupsIn({ nptCode: [stuck] }, "id")).toEqual({
      nptCode: [{ code: "STUCK", label: "Pipa terjepit" }],
    });
  });
});

describe("the standard lists", () => {
  it("give every value a label in both languages", () => {
    for (const [list, seeds] of Object.entries(LOOKUP_SEEDS)) {
      for (const seed of seeds) {
        expect(seed.label.trim(), `${list} ${seed.code}`).not.toBe("");
        expect(seed.labelIndonesian.trim(), `${list} ${seed.code}`).not.toBe("");
      }
    }
  });

  it("are translated, not copied, where the words are not codes or names", () => {
    expect(LOOKUP_SEEDS.fishingResult.find((s) => s.code === "recovered")?.labelIndonesian).toBe(
      "Terangkat",
    );
    expect(LOOKUP_SEEDS.iadcCode.find((s) => s.code === "2")?.labelIndonesian).toBe(
      "2 Pengeboran aktual",
    );
    expect(LOOKUP_SEEDS.holeSize.find((s) => s.code === "8.5")?.labelIndonesian).toBe("8½ inci");
  });

  it("show a code written once, as a casing grade, as that code in both languages", () => {
    expect(LOOKUP_SEEDS.casingGrade.find((s) => s.code === "L80")).toEqual({
      code: "L80",
      label: "L80",
      labelIndonesian: "L80",
    });
    expect(seedsFromRows({ drillMode: [["ROT", "Rotary", "Putar"], ["RSS"]] })).toEqual({
      drillMode: [
        { code: "ROT", label: "Rotary", labelIndonesian: "Putar" },
        { code: "RSS", label: "RSS", labelIndonesian: "RSS" },
      ],
    });
  });

  it("refuse a row with a label in one language only, naming its list", () => {
    expect(() => seedsFromRows({ drillMode: [["ROT", "Rotary"]] })).toThrow(/drillMode/);
  });
});

describe("a lookup value as the editor accepts it", () => {
  const update = { intent: "update", id: "4", version: "2", sortOrder: "10" };

  it("takes a label in each language, or in one of them", () => {
    const both = lookupValueSchema.safeParse({
      ...update,
      label: " Stuck pipe ",
      labelIndonesian: "Pipa terjepit",
    });
    expect(both.success && both.data).toMatchObject({
      label: "Stuck pipe",
      labelIndonesian: "Pipa terjepit",
    });
    expect(
      lookupValueSchema.safeParse({ ...update, labelIndonesian: "Pipa terjepit" }).success,
    ).toBe(true);
  });

  it("refuses a value with no label in either language, next to both fields", () => {
    const parsed = lookupValueSchema.safeParse({ ...update, label: " ", labelIndonesian: "" });
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["label", "ddr.lookups.labelNeeded"],
      ["labelIndonesian", "ddr.lookups.labelNeeded"],
    ]);
  });

  it("refuses a label longer than 120 characters", () => {
    const parsed = lookupValueSchema.safeParse({
      ...update,
      label: "x",
      labelIndonesian: "y".repeat(121),
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(["labelIndonesian"]);
  });
});

describe("a new lookup value with nothing filled in", () => {
  it("is told every missing thing at once", () => {
    const parsed = lookupValueSchema.safeParse({ intent: "add", code: "", sortOrder: "x" });
    const fields = parsed.error!.issues.map((issue) => issue.path.join("."));
    expect(fields.sort()).toEqual(["code", "label", "labelIndonesian", "sortOrder"]);
  });
});
