import { describe, expect, it } from "vitest";

import { sectionsFromExtras } from "./ddr-extras-mapping";
import { readDrillReports } from "./drill-report-read";
import { readXmlTree } from "./xml-tree";

// Bits, costs and HSE as other systems write them: other units, -999.25, a currency we do not
// keep, an incident without Drillbook's classification, a bit record that names only the bit.

const drillReport = (bits: string) => `<?xml version="1.0"?>
<DrillReport xmlns="http://www.energistics.org/energyml/data/witsmlv2"
  xmlns:eml="http://www.energistics.org/energyml/data/commonv2" schemaVersion="2.0" uuid="x">
  <DTimStart>2026-03-02T00:00:00Z</DTimStart>
${bits}
</DrillReport>`;

const opsReport = (inner: string) => `<?xml version="1.0"?>
<opsReports xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">
<opsReport uid="r"><dTim>2026-03-02T00:00:00Z</dTim>
${inner}
</opsReport></opsReports>`;

describe("WITSML bits, costs and HSE from other systems", () => {
  it("reads a bit record in inches and feet exactly, with -999.25 as missing", () => {
    const read = readDrillReports(
      drillReport(`  <BitRecord uid="b">
    <NumBit>7</NumBit><DiaBit uom="in">12.25</DiaBit><Manufacturer>Smith</Manufacturer>
    <TypeBit>PDC</TypeBit><Cost currency="USD">-999.25</Cost><CodeIadc>M323</CodeIadc>
    <CondFinalInner>2</CondFinalInner><CondFinalOuter>3</CondFinalOuter><CondFinalDull>WT</CondFinalDull>
    <ExtensionNameValue><eml:Name>MdIn</eml:Name><eml:Value uom="ft">5000</eml:Value></ExtensionNameValue>
    <ExtensionNameValue><eml:Name>HoursOnBottom</eml:Name><eml:Value uom="min">95</eml:Value></ExtensionNameValue>
  </BitRecord>`),
    );
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const [bit] = read.reports[0]!.bits;
    expect(bit).toMatchObject({
      bitNo: "7",
      make: "Smith",
      type: "PDC",
      iadcCode: "M323",
      cost: null,
      depthOut: null,
      dull: { inner: 2, outer: 3, dull: "WT", reason: "" },
    });
    expect(bit!.size).toBe(12.25 * 0.0254);
    expect(bit!.depthIn).toBe(5000 * 0.3048);
    expect(bit!.hours).toBe(95 * 60);
  });

  it("refuses an amount in another currency and a measure without a unit, naming each", () => {
    const read = readDrillReports(
      opsReport(`<dayCost uid="c"><costItemDescription>Cement</costItemDescription>
<costAmount currency="EUR">1200</costAmount></dayCost>
<hse><incident uid="i"><dTim>2026-03-02T10:00:00Z</dTim><eTimLostGross>2</eTimLostGross></incident></hse>`),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.map((e) => [e.code, e.element, e.line, e.params?.uom])).toEqual([
      ["unknownUom", "costAmount", 5, "EUR"],
      ["missingUom", "eTimLostGross", 6, undefined],
    ]);
  });

  it("reads a near miss as such and leaves an unclassified incident for the form to ask about", () => {
    const read = readDrillReports(
      opsReport(`<hse>
<incident uid="a"><dTim>2026-03-02T03:30:00Z</dTim><isNearMiss>1</isNearMiss><descAccident>Swinging load</descAccident></incident>
<incident uid="b"><dTim>2026-03-02T20:00:00Z</dTim><isNearMiss>false</isNearMiss><eTimLostGross uom="h">1.5</eTimLostGross></incident>
<lastBopPresTest>2026-02-25T06:00:00Z</lastBopPresTest><numStopCards>9</numStopCards></hse>`),
    );
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.reports[0]!.hse).toEqual({
      lastBopTest: "2026-02-25",
      nextBopTest: null,
      stopCards: 9,
      safetyMeetings: null,
      drills: [],
      daysWithoutLti: null,
      incidents: [
        {
          incidentType: "NEARMISS",
          severity: "",
          time: "03:30",
          description: "Swinging load",
          lostTime: null,
        },
        { incidentType: "", severity: "", time: "20:00", description: "", lostTime: 5400 },
      ],
    });
  });

  it("completes the report's bit of the same number and keeps the safety drills", () => {
    const sections = sectionsFromExtras(
      {
        bits: [
          {
            bitNo: "3",
            size: null,
            make: "Smith",
            type: "",
            serialNo: "",
            iadcCode: "",
            nozzles: "",
            depthIn: null,
            depthOut: 1890,
            hours: null,
            tripTime: null,
            dull: {
              inner: 1,
              outer: 1,
              dull: "NO",
              location: "A",
              bearing: "X",
              gauge: "I",
              other: "NO",
              reason: "TD",
            },
            cost: null,
          },
        ],
        costLines: [],
        hse: {
          lastBopTest: null,
          nextBopTest: null,
          stopCards: 4,
          safetyMeetings: null,
          drills: [],
          daysWithoutLti: 99,
          incidents: [],
        },
      },
      {
        bitData: {
          rigDayRate: "45000",
          bits: [
            { bitNo: "3", size: 0.2159, make: "Reed", serialNo: "A1", depthIn: 1500, hours: 36000 },
          ],
        },
        safety: {
          lastBopTestDate: "2026-02-20",
          stopCards: 2,
          drills: [{ drillType: "FIRE", drillTime: "09:00", responseTime: 120 }],
        },
      },
    );
    expect(sections.bitData).toEqual({
      rigDayRate: "45000",
      bits: [
        {
          bitNo: "3",
          size: 0.2159,
          make: "Smith",
          serialNo: "A1",
          depthIn: 1500,
          depthOut: 1890,
          hours: 36000,
          dullI: 1,
          dullO: 1,
          dullD: "NO",
          dullL: "A",
          dullB: "X",
          dullG: "I",
          dullOther: "NO",
          dullR: "TD",
        },
      ],
    });
    expect(sections.safety).toEqual({
      lastBopTestDate: "2026-02-20",
      stopCards: 4,
      drills: [{ drillType: "FIRE", drillTime: "09:00", responseTime: 120 }],
      incidents: [],
    });
    expect(sections.cost).toBeUndefined();
  });

  it("writes Drillbook's incident classes in its own namespace inside customData", () => {
    const tree = readXmlTree(
      opsReport(`<customData><incidentClasses xmlns="urn:drillbook:witsml:1"><incidentClass uidRef="i" type="LTI" severity="HIGH"/></incidentClasses></customData>
<hse><incident uid="i"><dTim>2026-03-02T10:00:00Z</dTim></incident></hse>`),
    );
    expect(tree.ok).toBe(true);
    const read = readDrillReports(
      opsReport(`<customData><incidentClasses xmlns="urn:drillbook:witsml:1"><incidentClass uidRef="i" type="LTI" severity="HIGH"/></incidentClasses></customData>
<hse><incident uid="i"><dTim>2026-03-02T10:00:00Z</dTim></incident></hse>`),
    );
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.reports[0]!.hse!.incidents[0]).toMatchObject({
      incidentType: "LTI",
      severity: "HIGH",
    });
    // The same attributes in another namespace are someone else's and are not taken.
    const foreign = readDrillReports(
      opsReport(`<customData><incidentClasses xmlns="urn:example"><incidentClass uidRef="i" type="LTI" severity="HIGH"/></incidentClasses></customData>
<hse><incident uid="i"><dTim>2026-03-02T10:00:00Z</dTim></incident></hse>`),
    );
    if (!foreign.ok) throw new Error(JSON.stringify(foreign.errors));
    expect(foreign.reports[0]!.hse!.incidents[0]).toMatchObject({ incidentType: "", severity: "" });
  });

  it("takes a day's drills from the cs_hse elements of another system, and only that day's", () => {
    const read = readDrillReports(
      opsReport(`<hse><lastBopPresTest>2026-02-25T06:00:00Z</lastBopPresTest>
<lastFireBoatDrill>2026-03-02T10:30:00Z</lastFireBoatDrill>
<lastAbandonDrill>2026-02-20T15:00:00Z</lastAbandonDrill>
<lastTripDrill>2026-03-02T22:05:00Z</lastTripDrill></hse>`),
    );
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.reports[0]!.hse!.drills).toEqual([
      { drillType: "FIRE", time: "10:30", responseTime: null },
      { drillType: "TRIP", time: "22:05", responseTime: null },
    ]);
  });

  it("replaces the safety section's drills and meetings with a file's, in their units", () => {
    const read = readDrillReports(
      opsReport(`<customData><drills xmlns="urn:drillbook:witsml:1"><drill type="KICK" time="03:10"><responseTime uom="min">2.5</responseTime></drill></drills>
<safetyMeetings xmlns="urn:drillbook:witsml:1" count="3"/></customData>
<hse><numStopCards>5</numStopCards></hse>`),
    );
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const sections = sectionsFromExtras(read.reports[0]!, {
      safety: { drills: [{ drillType: "FIRE", drillTime: "09:00", responseTime: 120 }] },
    });
    expect(sections.safety).toEqual({
      stopCards: 5,
      safetyMeetings: 3,
      drills: [{ drillType: "KICK", drillTime: "03:10", responseTime: 150 }],
      incidents: [],
    });
  });
});
