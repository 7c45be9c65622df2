import { describe, expect, it } from "vitest";

import { translator } from "~/i18n/resources.server";
import { formatQuantity } from "~/units/format";

import { problemText, type WitsmlProblem } from "./problems";

const inFeet = (metres: number) => formatQuantity("length", metres, "api", "en");
const inMetresIndonesian = (metres: number) => formatQuantity("length", metres, "gde", "id");

describe("a WITSML problem in words", () => {
  const aboveTieIn: WitsmlProblem = {
    code: "aboveTieIn",
    element: "trajectoryStation",
    line: 12,
    params: { count: 82, md: 2447.28 },
  };

  it("gives the tie-in in the reader's unit with the app's number format", () => {
    expect(problemText(translator("en"), aboveTieIn, inFeet)).toBe(
      "82 stations at or above the tie-in (MD 8,029.13 ft) are left out: earlier reports hold them.",
    );
    expect(problemText(translator("id"), aboveTieIn, inMetresIndonesian)).toBe(
      "82 stasiun pada atau di atas tie-in (MD 2.447,28 m) tidak diambil: laporan sebelumnya memuatnya.",
    );
  });

  it("says one station left out above the tie-in in the singular", () => {
    const one: WitsmlProblem = { ...aboveTieIn, params: { count: 1, md: 100 } };
    expect(problemText(translator("en"), one, inFeet)).toBe(
      "1 station at or above the tie-in (MD 328.08 ft) is left out: an earlier report holds it.",
    );
  });

  it("gives a gap, a repeated MD and the position difference in feet to a user of feet", () => {
    const t = translator("en");
    const gap: WitsmlProblem = {
      code: "gap",
      element: "trajectoryStation",
      line: 40,
      params: { from: 360, to: 500 },
    };
    expect(problemText(t, gap, inFeet)).toBe(
      "No station between MD 1,181.1 ft and 1,640.42 ft (line 40): a gap in the survey.",
    );
    const repeated: WitsmlProblem = {
      code: "duplicateMd",
      element: "trajectoryStation",
      line: 7,
      params: { md: 1000, firstLine: 6 },
    };
    expect(problemText(t, repeated, inFeet)).toContain("repeats MD 3,280.84 ft of the station");
    const differ: WitsmlProblem = {
      code: "positionsDiffer",
      element: "",
      line: 0,
      params: { difference: 3.05 },
    };
    expect(problemText(t, differ, inFeet)).toContain("by up to 10.01 ft: another method");
  });

  it("ends a broken file's message with one full stop, the parser's English only in English", () => {
    const broken: WitsmlProblem = {
      code: "notXml",
      element: "",
      line: 1,
      params: { reason: "unexpected close tag." },
    };
    expect(problemText(translator("en"), broken, inFeet)).toBe(
      "This is not well-formed XML (line 1): unexpected close tag.",
    );
    expect(problemText(translator("id"), broken, inFeet)).toBe(
      "Ini bukan XML yang benar (baris 1).",
    );
  });
});
