import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  BAD_RECORD,
  CONTROL_CHARACTERS,
  hasControlCharacters,
  MAX_INTEGER,
  optionalRecordId,
  optionalText,
  parseIsoDate,
  parsePage,
  parseRecordId,
  parseVersion,
  queryText,
  recordId,
  recordIds,
  recordVersion,
  requiredText,
  tooLong,
} from "./input";

const HOSTILE_IDS = ["99999999999", "2147483648", "-1", "0", "abc", "1e3", "1.5", " 1", "1\u0000"];

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe("ids and versions", () => {
  it("name a record only as a whole number PostgreSQL's integer can hold", () => {
    expect(parseRecordId("1")).toBe(1);
    expect(parseRecordId(String(MAX_INTEGER))).toBe(MAX_INTEGER);
    expect(parseRecordId(12)).toBe(12);
    for (const bad of [...HOSTILE_IDS, "", null, undefined, 1.5, Number.NaN, {}, ["1"]]) {
      expect(parseRecordId(bad), String(bad)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = parseRecordId(text);
        expect(id === null || (Number.isInteger(id) && id >= 1 && id <= MAX_INTEGER)).toBe(true);
        if (id !== null) expect(String(id)).toBe(text.replace(/^0+/, ""));
      }),
      { seed: 24, numRuns: 2000 },
    );
  });

  it("allow version 0 (never saved) but nothing past integer", () => {
    expect(parseVersion("0")).toBe(0);
    expect(parseVersion("7")).toBe(7);
    for (const bad of ["99999999999", "-1", "abc", "1e3", ""]) expect(parseVersion(bad)).toBeNull();
  });

  it("in a form: required, malformed or absent, each with its message", () => {
    const schema = z.object({
      id: recordId(),
      version: recordVersion(),
      parent: optionalRecordId(),
      picked: recordIds("pick one"),
    });
    const good = parseWithZod(
      form([
        ["id", "5"],
        ["version", "0"],
        ["picked", "3"],
        ["picked", "4"],
      ]),
      { schema },
    );
    expect(good.status === "success" && good.value).toEqual({
      id: 5,
      version: 0,
      parent: undefined,
      picked: [3, 4],
    });
    for (const bad of HOSTILE_IDS) {
      const refused = parseWithZod(
        form([
          ["id", bad],
          ["version", bad === "0" ? "-1" : bad],
          ["parent", bad],
          ["picked", bad],
        ]),
        { schema },
      );
      expect(refused.status).toBe("error");
      expect(refused.reply().error).toEqual({
        id: [BAD_RECORD],
        version: [BAD_RECORD],
        parent: [BAD_RECORD],
        picked: [BAD_RECORD],
      });
    }
    const empty = parseWithZod(form([]), { schema });
    expect(empty.reply().error).toEqual({
      id: ["validation.required"],
      version: [BAD_RECORD],
      picked: ["pick one"],
    });
  });
});

describe("text", () => {
  const schema = z.object({
    name: requiredText({ max: 10 }),
    remarks: optionalText({ max: 20, multiline: true }),
  });

  it("is trimmed, limited, and may not hold NUL or other control characters", () => {
    const good = parseWithZod(
      form([
        ["name", "  Rig 7 "],
        ["remarks", "line one\n\tline two"],
      ]),
      { schema },
    );
    expect(good.status === "success" && good.value).toEqual({
      name: "Rig 7",
      remarks: "line one\n\tline two",
    });
    const refused = parseWithZod(
      form([
        ["name", "Rig\u00007"],
        ["remarks", "bell\u0007"],
      ]),
      { schema },
    );
    expect(refused.reply().error).toEqual({
      name: [CONTROL_CHARACTERS],
      remarks: [CONTROL_CHARACTERS],
    });
    // A single-line field takes no tab or line break.
    expect(parseWithZod(form([["name", "a\tb"]]), { schema }).reply().error).toEqual({
      name: [CONTROL_CHARACTERS],
    });
    expect(parseWithZod(form([["name", "x".repeat(11)]]), { schema }).reply().error).toEqual({
      name: [tooLong(10)],
    });
    expect(parseWithZod(form([["name", "   "]]), { schema }).reply().error).toEqual({
      name: ["validation.required"],
    });
  });

  it("from the address is read leniently", () => {
    expect(queryText("  rig\u0000 7 ")).toBe("rig 7");
    expect(queryText(null)).toBe("");
    expect(queryText("x".repeat(150)).length).toBe(100);
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(hasControlCharacters(queryText(text))).toBe(false);
      }),
      { seed: 24, numRuns: 1000 },
    );
  });
});

describe("dates and pages", () => {
  it("take real calendar dates PostgreSQL can store", () => {
    expect(parseIsoDate("2026-02-28")).toBe("2026-02-28");
    for (const bad of ["2026-02-30", "0000-01-01", "0999-12-31", "2026-1-1", "abc", "", null]) {
      expect(parseIsoDate(bad), String(bad)).toBeNull();
    }
  });

  it("fall back to the first page", () => {
    expect(parsePage("3")).toBe(3);
    for (const bad of ["0", "-1", "abc", "1e3", "99999999999", null])
      expect(parsePage(bad)).toBe(1);
  });
});
