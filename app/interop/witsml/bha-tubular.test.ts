import { describe, expect, it } from "vitest";

import { readTubular, tubular141, tubular20, type BhaTubular } from "./bha-tubular";
import { dullGrade } from "./bit-fixtures";
import type { DrillReportBit } from "./ddr-extras-model";
import { readXmlTree } from "./xml-tree";

const identity = {
  wellUid: "w",
  wellName: "KR-A1",
  wellboreUid: "wb",
  wellboreName: "KR-A1 OH",
  tubularUid: "t",
  createdAt: "2026-03-03T06:00:00Z",
};

const bha: BhaTubular = {
  bhaNo: 7,
  purpose: "Drill 12¼ in section & build to 30°",
  components: [
    { item: "BIT", od: 0.31115, id: null, length: 0.35, weight: 68, serialNo: "JX-1234" },
    { item: "MOTOR", od: 0.2032, id: 0.0762, length: 8.9, weight: 1850, serialNo: "" },
    { item: "MWD", od: 0.2032, id: 0.0714, length: 9.45, weight: null, serialNo: "MWD-88" },
    { item: "HWDP", od: 0.127, id: 0.0762, length: 140.2, weight: 5890.3, serialNo: "" },
  ],
};

describe("the BHA as a WITSML tubular", () => {
  for (const [version, write] of [
    ["1.4.1.1", tubular141],
    ["2.0", tubular20],
  ] as const) {
    it(`reads back every component (${version}), well-formed and namespaced`, () => {
      const text = write(identity, bha);
      const tree = readXmlTree(text);
      expect(tree.ok).toBe(true);
      const read = readTubular(text);
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      expect(read.bha.bhaNo).toBe(7);
      expect(read.bha.purpose).toBe(bha.purpose);
      read.bha.components.forEach((component, index) => {
        const { weight, ...rest } = component;
        const { weight: sent, ...sentRest } = bha.components[index]!;
        expect(rest).toEqual(sentRest);
        // Weight travels per length (wtPerLen, ten decimals): back to within a milligram.
        if (sent === null) expect(weight).toBeNull();
        else expect(weight).toBeCloseTo(sent, 5);
      });
      expect(text).toContain(
        version === "2.0" ? "<TypeTubularComponent>motor<" : "<typeTubularComp>motor<",
      );
    });
  }

  it("reads a component in feet and pounds per foot, and refuses an unknown weight unit", () => {
    const text = `<tubulars xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">
<tubular uid="t"><name>BHA 2</name>
<tubularComponent uid="c"><typeTubularComp>drill collar</typeTubularComp><od uom="in">8</od><len uom="ft">31</len><wtPerLen uom="lbm/ft">150</wtPerLen></tubularComponent>
</tubular></tubulars>`;
    const read = readTubular(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const [collar] = read.bha.components;
    expect(collar).toMatchObject({ item: "DC", od: 8 * 0.0254, length: 31 * 0.3048 });
    expect(collar!.weight).toBeCloseTo(150 * 31 * 0.45359237, 9);
    const refused = readTubular(text.replace('uom="lbm/ft"', 'uom="kips/ft"'));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors.map((e) => [e.code, e.element, e.line])).toEqual([
      ["unknownUom", "wtPerLen", 3],
    ]);
  });

  it("carries the day's bit records in 1.4.1.1: the BHA's bit in its component, a pulled bit as its own tubular", () => {
    const dull = {
      inner: 1,
      outer: 2,
      dull: "WT",
      location: "A",
      bearing: "X",
      gauge: "I",
      other: "CT",
      reason: "PR",
    };
    const bits: DrillReportBit[] = [
      {
        bitNo: "5",
        size: 0.31115,
        make: "Smith",
        type: "PDC",
        serialNo: "PULLED-5",
        iadcCode: "M323",
        nozzles: "6x12",
        depthIn: 1450.5,
        depthOut: 2210,
        hours: 30.5 * 3600,
        tripTime: 7.25 * 3600,
        dull,
        cost: "24500.00",
      },
      {
        bitNo: "6",
        size: 0.31115,
        make: "Baker",
        type: "hybrid",
        serialNo: "JX-1234",
        iadcCode: "",
        nozzles: "",
        depthIn: 2210,
        depthOut: null,
        hours: 4 * 3600,
        tripTime: null,
        dull: dullGrade(""),
        cost: null,
      },
    ];
    const text = tubular141(identity, { ...bha, bits });
    expect(readXmlTree(text).ok).toBe(true);
    // The BHA's bit component (serial JX-1234) holds bit 6; bit 5 is a tubular of its own.
    const tree = readXmlTree(text);
    if (!tree.ok) throw new Error("not XML");
    const tubulars = tree.root.children.filter((child) => child.name === "tubular");
    expect(tubulars).toHaveLength(2);
    expect(text).toContain('<diaBit uom="m">0.31115</diaBit>');
    expect(text).toContain('<cost currency="USD">24500.00</cost>');
    const read = readTubular(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.bha.bits).toEqual(bits);
    expect(read.bha.components).toHaveLength(bha.components.length);
  });

  it("reads a bitRecord written in inches and feet by another application", () => {
    const text = `<tubulars xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">
<tubular uid="t"><name>BHA 3</name>
<tubularComponent uid="c"><typeTubularComp>bit</typeTubularComp><od uom="in">8.5</od>
<bitRecord uid="b"><numBit>7</numBit><diaBit uom="in">8.5</diaBit><manufacturer>Hughes</manufacturer><typeBit>roller cone</typeBit><codeIADC>537</codeIADC><condFinalInner>2</condFinalInner><condFinalOuter>-999.25</condFinalOuter></bitRecord>
</tubularComponent></tubular></tubulars>`;
    const read = readTubular(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.bha.bits).toEqual([
      expect.objectContaining({
        bitNo: "7",
        size: 8.5 * 0.0254,
        make: "Hughes",
        type: "roller cone",
        iadcCode: "537",
        depthIn: null,
        dull: expect.objectContaining({ inner: 2, outer: null }),
      }),
    ]);
  });
});
