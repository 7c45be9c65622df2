import { describe, expect, it } from "vitest";

import { tubular141, type BhaTubular } from "./bha-tubular";
import { dullGrade, PULLED_PDC_BIT } from "./bit-fixtures";
import { readDailyReportDocuments } from "./daily-report-documents";
import type { DrillReportBit } from "./ddr-extras-model";
import type { DrillReportData } from "./drill-report-model";
import { drillReport20, opsReport141 } from "./drill-report-write";
import { readXmlTree } from "./xml-tree";

const bits: DrillReportBit[] = [
  PULLED_PDC_BIT,
  {
    bitNo: "5",
    size: 0.2159,
    make: "Varel <RS>",
    type: "Tri-cone milled tooth",
    serialNo: "VR-77",
    iadcCode: "117",
    nozzles: "3x16",
    depthIn: 1524.5,
    depthOut: null,
    hours: 1500,
    tripTime: null,
    dull: dullGrade(""),
    cost: null,
  },
];

const day = (reportDate: string): DrillReportData => ({
  wellUid: "w",
  wellName: "KR-A1",
  wellboreUid: "wb",
  wellboreName: "KR-A1 OH",
  reportUid: `r-${reportDate}`,
  reportNo: 12,
  reportDate,
  createdAt: "2026-03-03T06:00:00Z",
  md: 1524.5,
  tvd: null,
  holeSize: 0.2159,
  summary24h: "Drilled ahead.",
  forecast24h: "",
  currentStatus: "",
  activities: [],
  personnel: [],
  fluids: [],
  stations: [],
  bits,
  costLines: [],
  hse: null,
});

const identity = {
  wellUid: "w",
  wellName: "KR-A1",
  wellboreUid: "wb",
  wellboreName: "KR-A1 OH",
  tubularUid: "t",
  createdAt: "2026-03-03T06:00:00Z",
};

// Bit 5 is in the hole (the BHA's bit, serial VR-77); bit 4 was pulled that day.
const bha = (reportDate: string): BhaTubular => ({
  bhaNo: 3,
  purpose: "Drill 8½ in hole",
  components: [
    { item: "BIT", od: 0.2159, id: null, length: 0.3, weight: 45, serialNo: "VR-77" },
    { item: "MOTOR", od: 0.171, id: 0.07, length: 8.2, weight: 1400, serialNo: "" },
  ],
  bits,
  reportDate,
});

const FOREIGN_TUBULARS = `<tubulars xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">
<tubular uid="t"><name>BHA 3</name>
<tubularComponent uid="c"><typeTubularComp>bit</typeTubularComp>
<bitRecord uid="b"><numBit>7</numBit><diaBit uom="in">8.5</diaBit><codeIADC>537</codeIADC></bitRecord>
</tubularComponent></tubular></tubulars>`;

describe("a 1.4.1.1 opsReport read with the tubulars of its bits", () => {
  it("gives the day every bit our export wrote, unchanged and in the day's order", () => {
    const ops = opsReport141(day("2026-03-02"));
    const tubulars = tubular141(identity, bha("2026-03-02"));
    expect(readXmlTree(tubulars).ok).toBe(true);
    // The opsReport itself has no element for bits; the tubulars document carries them.
    expect(ops).not.toContain("bitRecord");
    for (const texts of [
      [ops, tubulars],
      [tubulars, ops],
    ]) {
      const read = readDailyReportDocuments(texts);
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      expect(read.version).toBe("1.4.1.1");
      expect(read.reports).toHaveLength(1);
      expect(read.reports[0]!.bits).toEqual(bits);
      expect(read.reports[0]!.origins.bits.map((o) => [o.element, o.position])).toEqual([
        ["bitRecord", 1],
        ["bitRecord", 2],
      ]);
    }
    // Without its tubulars the day has no bits, as before.
    const alone = readDailyReportDocuments([ops]);
    expect(alone.ok && alone.reports[0]!.bits).toEqual([]);
  });

  it("gives several days each their own bits by the day written beside them", () => {
    const texts = [
      opsReport141(day("2026-03-02")),
      opsReport141(day("2026-03-03")),
      tubular141(identity, { ...bha("2026-03-03"), bits: [bits[1]!] }),
      tubular141(identity, { ...bha("2026-03-02"), components: [], bits: [bits[0]!] }),
    ];
    const read = readDailyReportDocuments(texts);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.reports.map((r) => [r.reportDate, r.bits.map((b) => b.bitNo)])).toEqual([
      ["2026-03-02", ["4"]],
      ["2026-03-03", ["5"]],
    ]);
  });

  it("takes another application's bit record into the only day of the upload", () => {
    const read = readDailyReportDocuments([opsReport141(day("2026-03-02")), FOREIGN_TUBULARS]);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.reports[0]!.bits).toEqual([
      expect.objectContaining({ bitNo: "7", size: 8.5 * 0.0254, iadcCode: "537", depthIn: null }),
    ]);
  });

  it("refuses, naming the element and its line, what it cannot place", () => {
    const codes = (texts: string[]) => {
      const read = readDailyReportDocuments(texts);
      return read.ok ? [] : read.errors.map((e) => [e.code, e.element, e.line]);
    };
    const twoDays = [opsReport141(day("2026-03-02")), opsReport141(day("2026-03-03"))];
    // Another application's bit without a day, beside two days.
    expect(codes([...twoDays, FOREIGN_TUBULARS])).toEqual([["bitDayUnknown", "bitRecord", 4]]);
    // Our bit of a day the upload does not hold.
    const ofMarch4 = tubular141(identity, { ...bha("2026-03-04"), bits: [bits[0]!] });
    expect(codes([...twoDays, ofMarch4])).toEqual([
      ["bitDayMissing", "bitRecord", expect.any(Number)],
    ]);
    // Bits with no opsReport, or beside a 2.0 DrillReport (which has its own bit records).
    expect(codes([ofMarch4])).toEqual([["bitsWithoutOpsReport", "tubulars", 2]]);
    expect(codes([drillReport20(day("2026-03-04")), ofMarch4])).toEqual([
      ["bitsWithoutOpsReport", "tubulars", 2],
    ]);
    // Two versions, or one day twice.
    expect(codes([twoDays[0]!, drillReport20(day("2026-03-05"))])).toEqual([
      ["mixedVersions", "DrillReport", 2],
    ]);
    expect(codes([twoDays[0]!, twoDays[0]!])).toEqual([["dayTwice", "opsReport", 3]]);
    // Something else altogether.
    expect(codes([twoDays[0]!, "<wells/>"])).toEqual([["notDailyReport", "wells", 1]]);
  });
});

describe("several documents read together", () => {
  it("name the file of every problem and of every day's record, so a line is found", () => {
    const ops = opsReport141(day("2026-03-02"));
    const tubulars = tubular141(identity, bha("2026-03-02")).replace(
      '<diaBit uom="m">',
      '<diaBit uom="rad">',
    );
    const refused = readDailyReportDocuments([
      { name: "ops.xml", text: ops },
      { name: "bha.xml", text: tubulars },
    ]);
    expect(refused.ok ? [] : refused.errors.map((e) => [e.code, e.element, e.file])).toEqual([
      ["unknownUom", "diaBit", "bha.xml"],
    ]);
    const read = readDailyReportDocuments([
      { name: "ops.xml", text: ops },
      { name: "bha.xml", text: tubular141(identity, bha("2026-03-02")) },
    ]);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.reports[0]!.origins.report.file).toBe("ops.xml");
    expect(read.reports[0]!.origins.bits.map((o) => o.file)).toEqual(["bha.xml", "bha.xml"]);
    // One document alone: its lines are unambiguous, no name is added.
    const alone = readDailyReportDocuments([{ name: "ops.xml", text: "<wells/>" }]);
    expect(alone.ok ? [] : alone.errors.map((e) => e.file)).toEqual([undefined]);
  });
});
