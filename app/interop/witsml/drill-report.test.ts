import { describe, expect, it } from "vitest";

import { dullGrade, PULLED_PDC_BIT } from "./bit-fixtures";
import type { DrillReportData } from "./drill-report-model";
import { readDrillReports } from "./drill-report-read";
import { drillReport20, opsReport141 } from "./drill-report-write";
import { HSE_DAY, HSE_DAY_WITHOUT_LTI_FIGURE } from "./hse-fixtures";
import { readXmlTree } from "./xml-tree";

const report: DrillReportData = {
  wellUid: "7e0d7d3a-0000-5000-8000-000000000001",
  wellName: "KR-A1 <pad & co>",
  wellboreUid: "7e0d7d3a-0000-5000-8000-000000000002",
  wellboreName: "KR-A1 OH",
  reportUid: "7e0d7d3a-0000-5000-8000-000000000003",
  reportNo: 12,
  reportDate: "2026-03-02",
  createdAt: "2026-03-03T06:00:00Z",
  md: 1524.5,
  tvd: 1498.25,
  holeSize: 0.31115,
  summary24h: "Drilled 12¼ in hole from 1,400 m to 1,524.5 m.",
  forecast24h: "Drill ahead to casing point.",
  currentStatus: "Drilling",
  activities: [
    {
      fromTime: "00:00",
      toTime: "10:00",
      phase: "intermediate-1",
      iadcCode: "2",
      category: "planned",
      mdFrom: 1400,
      mdTo: 1480,
      isNpt: false,
      nptCode: null,
      description: "Drill 12¼ in hole",
    },
    {
      fromTime: "10:00",
      toTime: "12:30",
      phase: "intermediate-1",
      iadcCode: "8",
      category: "downtime",
      mdFrom: null,
      mdTo: null,
      isNpt: true,
      nptCode: "EQ-RIG",
      description: "Repair mud pump",
    },
    {
      fromTime: "12:30",
      toTime: "24:00",
      phase: "intermediate-1",
      iadcCode: "2",
      category: "planned",
      mdFrom: 1480,
      mdTo: 1524.5,
      isNpt: false,
      nptCode: null,
      description: "Drill ahead",
    },
  ],
  personnel: [
    { company: "Rig Co", roleOrService: "RIG", count: 38, hours: 12 * 3600 },
    { company: "Mud Co", roleOrService: "MUD", count: 2, hours: null },
  ],
  fluids: [
    {
      checkTime: "06:00",
      checkMd: 1450,
      mudType: "KCl-polymer",
      density: 1150,
      pv: 0.018,
      yp: 9.5,
      ph: 9.5,
    },
  ],
  stations: [
    { md: 1450, inclination: 12.5, azimuth: 40, tvd: 1430.2, ns: 100.1, ew: 80.2 },
    { md: 1510, inclination: 13, azimuth: 41, tvd: 1488.7, ns: 110.4, ew: 89.1 },
  ],
  bits: [
    PULLED_PDC_BIT,
    {
      bitNo: "5",
      size: 0.2159,
      make: "Varel <RS>",
      type: "Tri-cone milled tooth",
      serialNo: "",
      iadcCode: "117",
      nozzles: "",
      depthIn: 1524.5,
      depthOut: null,
      hours: 1500,
      tripTime: null,
      dull: dullGrade(""),
      cost: null,
    },
  ],
  costLines: [
    {
      description: "Rig day rate",
      vendor: "Rig Co",
      quantity: 1,
      unit: "day",
      unitPrice: "45000.00",
      amount: "45000.00",
      afeLine: "2.1",
      isCarryOver: true,
    },
    {
      description: "Mud chemicals & barite",
      vendor: "",
      quantity: null,
      unit: "",
      unitPrice: null,
      amount: "1234.56",
      afeLine: "",
      isCarryOver: false,
    },
  ],
  hse: HSE_DAY,
};

/** What each version carries of the bits, costs and HSE: the rest stays in Drillbook. */
const carried = {
  "1.4.1.1": { bits: [], costLines: report.costLines, hse: report.hse },
  "2.0": { bits: report.bits, costLines: [], hse: null },
};

describe("WITSML daily reports", () => {
  for (const [version, write] of [
    ["1.4.1.1", opsReport141],
    ["2.0", drillReport20],
  ] as const) {
    it(`reads back every mapped field unchanged (${version}), well-formed and namespaced`, () => {
      const text = write(report);
      expect(readXmlTree(text).ok).toBe(true);
      const read = readDrillReports(text);
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      expect(read.version).toBe(version);
      expect(read.warnings).toEqual([]);
      expect(read.reports).toHaveLength(1);
      const { line: _line, origins: _origins, ...back } = read.reports[0]!;
      const {
        wellUid: _w,
        wellboreUid: _wb,
        reportUid: _r,
        createdAt: _c,
        wellboreName: _n,
        ...expected
      } = report;
      expect(back).toEqual({ ...expected, ...carried[version] });
      // Where cs_hse has an element for a drill, other readers find it there too.
      if (version === "1.4.1.1") {
        expect(text).toContain(`<lastBopDrill>${report.reportDate}T02:30:00Z</lastBopDrill>`);
      }
    });
  }

  it("reads back a day with a trip drill, an untimed H2S drill and no days-without-LTI figure (1.4.1.1)", () => {
    const text = opsReport141({ ...report, hse: HSE_DAY_WITHOUT_LTI_FIGURE });
    const read = readDrillReports(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.reports[0]!.hse).toEqual(HSE_DAY_WITHOUT_LTI_FIGURE);
    expect(text).toContain(`<lastTripDrill>${report.reportDate}T21:40:00Z</lastTripDrill>`);
    expect(text).not.toContain("<daysIncFree");
  });

  it("maps an unknown activity code to 23 Other and reports overlapping activities", () => {
    const text = `<?xml version="1.0"?>
<DrillReport xmlns="http://www.energistics.org/energyml/data/witsmlv2" schemaVersion="2.0" uuid="x">
  <DTimStart>2026-03-02T00:00:00Z</DTimStart>
  <Activity uid="a"><DTimStart>2026-03-02T00:00:00Z</DTimStart><DTimEnd>2026-03-02T08:00:00Z</DTimEnd><ActivityCode>drill</ActivityCode><TypeActivityClass>planned</TypeActivityClass></Activity>
  <Activity uid="b"><DTimStart>2026-03-02T07:00:00Z</DTimStart><DTimEnd>2026-03-02T12:00:00Z</DTimEnd><ActivityCode>IADC 6</ActivityCode><TypeActivityClass>planned</TypeActivityClass></Activity>
  <Activity uid="c"><DTimStart>2026-03-02T12:00:00Z</DTimStart><DTimEnd>2026-03-03T00:00:00Z</DTimEnd><ActivityCode>drill actual</ActivityCode><Md uom="ft">-999.25</Md><TypeActivityClass>unplanned</TypeActivityClass></Activity>
</DrillReport>`;
    const read = readDrillReports(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const [day] = read.reports;
    expect(day!.activities.map((a) => [a.fromTime, a.toTime, a.iadcCode, a.category])).toEqual([
      ["00:00", "08:00", "23", "planned"],
      ["07:00", "12:00", "6", "planned"],
      ["12:00", "24:00", "2", "unplanned"],
    ]);
    expect(day!.activities[2]!.mdTo).toBeNull();
    expect(read.warnings.map((w) => [w.code, w.line])).toEqual([
      ["unknownCode", 4],
      ["overlap", 5],
    ]);
  });

  it("refuses a time outside the report day and a measure without a unit, naming each", () => {
    const text = `<opsReports xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">
<opsReport uid="r"><dTim>2026-03-02T00:00:00Z</dTim><md>100</md>
<activity uid="a"><dTimStart>2026-03-04T00:00:00Z</dTimStart><dTimEnd>2026-03-02T08:00:00Z</dTimEnd><activityCode>2</activityCode></activity>
</opsReport></opsReports>`;
    const read = readDrillReports(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.map((e) => [e.code, e.element, e.line])).toEqual([
      ["badTime", "dTimStart", 3],
      ["missingUom", "md", 2],
    ]);
  });

  it("takes a day's stations as a trajectory import does: ft and rad, -999.25, repeats and gaps said", () => {
    const station = (uid: string, md: string, incl: string, azi: string) =>
      `<trajectoryStation uid="${uid}"><md uom="ft">${md}</md><incl uom="rad">${incl}</incl><azi uom="rad">${azi}</azi></trajectoryStation>`;
    const text = `<?xml version="1.0"?>
<opsReports xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">
<opsReport uid="r"><dTim>2026-03-02T00:00:00Z</dTim>
${station("s1", "8000", "0.5", "1")}
${station("s2", "8500", "0.52", "1.02")}
${station("s3", "8000", "0.49", "0.99")}
${station("s4", "8530", "-999.25", "1.05")}
</opsReport></opsReports>`;
    const read = readDrillReports(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.warnings.map((w) => [w.code, w.element, w.line])).toEqual([
      ["stationSkipped", "trajectoryStation", 7],
      ["outOfOrder", "trajectoryStation", 6],
      ["duplicateMd", "trajectoryStation", 6],
      ["gap", "trajectoryStation", 5],
    ]);
    const stations = read.reports[0]!.stations;
    expect(stations.map((s) => s.md)).toEqual([8000 * 0.3048, 8500 * 0.3048]);
    expect(stations[0]!.inclination).toBeCloseTo((0.5 * 180) / Math.PI, 12);
    expect(stations[1]!.azimuth).toBeCloseTo((1.02 * 180) / Math.PI, 12);
  });
});
