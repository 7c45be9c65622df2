import { describe, expect, it } from "vitest";

import { calculateSurvey } from "~/domain/survey/minimum-curvature";

import { checkPositions } from "./trajectory-check";
import { readTrajectory } from "./trajectory-read";
import { trajectory141, trajectory20, type ExportStation } from "./trajectory-write";
import { readXmlTree } from "./xml-tree";

const NS141 = 'xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1"';

function file141(stations: string, extra = ""): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<trajectorys ${NS141}>
  <trajectory uidWell="W1" uidWellbore="WB1" uid="T1">
    <nameWell>KR-A1</nameWell>
    <nameWellbore>KR-A1 OH</nameWellbore>
    <name>Definitive survey</name>${extra}
${stations}
  </trajectory>
</trajectorys>
`;
}

const station = (fields: string, uid = "s") =>
  `    <trajectoryStation uid="${uid}"><typeTrajStation>magnetic MWD</typeTrajStation>${fields}</trajectoryStation>`;

describe("reading a WITSML 1.4.1.1 trajectory", () => {
  it("matches the worked example of DOMAIN.md §4 in feet: the file's own positions within 1e-3 m", () => {
    const text = file141(
      [
        station(
          '<md uom="ft">3500</md><tvd uom="ft">3400</tvd><incl uom="dega">15</incl><azi uom="dega">20</azi><dispNs uom="ft">100</dispNs><dispEw uom="ft">50</dispEw>',
        ),
        station(
          '<md uom="ft">3600</md><tvd uom="ft">3494.012</tvd><incl uom="dega">25</incl><azi uom="dega">45</azi><dispNs uom="ft">127.218</dispNs><dispEw uom="ft">69.451</dispEw>',
        ),
      ].join("\n"),
    );
    const read = readTrajectory(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.trajectory.version).toBe("1.4.1.1");
    expect(read.trajectory.wellName).toBe("KR-A1");
    expect(read.trajectory.stations[1]!.md).toBeCloseTo(3600 * 0.3048, 9);
    const check = checkPositions(read.trajectory.stations);
    expect(check.compared).toBe(1);
    expect(check.largestDifference).toBeLessThan(1e-3);
  });

  it("reads radians, -999.25, empty values, stations out of order and given twice", () => {
    const rad = (degrees: number) => String((degrees * Math.PI) / 180);
    const text = file141(
      [
        station(
          `<md uom="m">60</md><incl uom="rad">${rad(2)}</incl><azi uom="rad">${rad(40)}</azi>`,
          "c",
        ),
        station(
          `<md uom="m">30</md><incl uom="rad">${rad(1)}</incl><azi uom="rad">${rad(35)}</azi>`,
          "b",
        ),
        station(
          `<md uom="m">60</md><incl uom="rad">${rad(2.5)}</incl><azi uom="rad">${rad(41)}</azi>`,
          "dup",
        ),
        station(
          '<md uom="m">90</md><incl uom="dega">-999.25</incl><azi uom="dega">42</azi>',
          "null",
        ),
        station('<md uom="m">95</md><incl uom="dega"></incl><azi uom="dega">42</azi>', "empty"),
        station(
          '<md uom="m">300</md><incl uom="dega">4</incl><azi uom="dega">45</azi><tvd uom="m">-999.25</tvd>',
          "far",
        ),
      ].join("\n"),
    );
    const read = readTrajectory(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const { stations, warnings } = read.trajectory;
    expect(stations.map((s) => s.md)).toEqual([30, 60, 300]);
    expect(stations[0]!.inclination).toBeCloseTo(1, 12);
    expect(stations[1]!.azimuth).toBeCloseTo(40, 12);
    expect(stations[2]!.tvd).toBeNull();
    const codes = warnings.map((w) => w.code);
    expect(codes).toContain("outOfOrder");
    expect(codes.filter((c) => c === "stationSkipped")).toHaveLength(2);
    const duplicate = warnings.find((w) => w.code === "duplicateMd")!;
    expect(duplicate.line).toBeGreaterThan(0);
    expect(duplicate.params?.firstLine).toBeLessThan(duplicate.line);
    expect(warnings.find((w) => w.code === "gap")?.params).toMatchObject({ from: 60, to: 300 });
  });

  it("converts dega/30m, ft and US survey feet", () => {
    const text = file141(
      station(
        '<md uom="ftUS">1000</md><incl uom="dega">3</incl><azi uom="gon">100</azi><dls uom="dega/30m">3</dls>',
      ),
    );
    const read = readTrajectory(text);
    if (!read.ok) throw new Error("unreadable");
    expect(read.trajectory.stations[0]!.md).toBeCloseTo(304.800609601, 6);
    expect(read.trajectory.stations[0]!.azimuth).toBeCloseTo(90, 12);
  });

  it("names the element and its line for an unknown unit, a missing unit and a bad number", () => {
    const text = file141(
      [
        station('<md uom="furlong">30</md><incl uom="dega">1</incl><azi uom="dega">1</azi>'),
        station('<md>60</md><incl uom="dega">1</incl><azi uom="dega">1</azi>'),
        station('<md uom="m">1,234.5</md><incl uom="dega">1</incl><azi uom="dega">1</azi>'),
      ].join("\n"),
    );
    const read = readTrajectory(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.map((e) => [e.code, e.element, e.line])).toEqual([
      ["unknownUom", "md", 7],
      ["missingUom", "md", 8],
      ["invalidNumber", "md", 9],
    ]);
  });

  it("refuses what is not XML, another document and the wrong namespace", () => {
    const broken = readTrajectory("<trajectorys><trajectory></trajectorys>");
    expect(!broken.ok && broken.errors[0]!.code).toBe("notXml");
    const other = readTrajectory('<wells xmlns="http://www.witsml.org/schemas/1series"/>');
    expect(!other.ok && other.errors[0]).toMatchObject({ code: "notWitsml", element: "wells" });
    const wrong = readTrajectory('<trajectorys xmlns="urn:other"><trajectory/></trajectorys>');
    expect(!wrong.ok && wrong.errors[0]!.code).toBe("wrongNamespace");
    const doctype = readTrajectory(
      '<!DOCTYPE x [<!ENTITY a "aaaa">]><trajectorys xmlns="http://www.witsml.org/schemas/1series"/>',
    );
    expect(doctype.ok).toBe(false);
  });
});

function syntheticTrajectory(): ExportStation[] {
  const input = Array.from({ length: 40 }, (_, index) => ({
    md: 30 * (index + 1),
    inclination: Math.min(60, index * 2.1),
    azimuth: (35 + index * 1.7) % 360,
  }));
  const { stations } = calculateSurvey({ stations: input, vsAzimuth: 40 });
  return stations.map((s, index) => ({
    md: s.md,
    inclination: s.inclination,
    azimuth: s.azimuth,
    toolType: index < 5 ? "gyro" : "MWD",
    tvd: s.tvd,
    ns: s.ns,
    ew: s.ew,
    verticalSection: s.verticalSection,
    dls: s.dls,
  }));
}

const exportInput = (stations: ExportStation[]) => ({
  wellUid: "well-7",
  wellName: "KR-A1 <north & pad>",
  wellboreUid: "1b4e28ba-2fa1-11d2-883f-0016d3cca427",
  wellboreName: "KR-A1 OH",
  trajectoryUid: "1b4e28ba-2fa1-11d2-883f-0016d3cca428",
  name: "KR-A1 surveys",
  vsAzimuth: 40,
  createdAt: "2026-11-26T10:00:00.000Z",
  stations,
});

describe("writing a trajectory and reading it back", () => {
  for (const [version, write] of [
    ["1.4.1.1", trajectory141],
    ["2.0", trajectory20],
  ] as const) {
    it(`gives back every station unchanged (${version}), well-formed, uom on every measure`, () => {
      const stations = syntheticTrajectory();
      const text = write(exportInput(stations));
      const tree = readXmlTree(text);
      expect(tree.ok).toBe(true);
      expect(text).not.toMatch(/<(md|tvd|incl|azi|dispNs|dispEw|vertSect|dls|mdMn|mdMx)>/i);
      const read = readTrajectory(text);
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      expect(read.trajectory.version).toBe(version);
      expect(read.trajectory.vsAzimuth).toBeCloseTo(40, 12);
      expect(read.trajectory.warnings).toEqual([]);
      expect(read.trajectory.stations).toHaveLength(stations.length);
      read.trajectory.stations.forEach((s, index) => {
        const original = stations[index]!;
        expect(s.md).toBeCloseTo(original.md, 9);
        expect(s.inclination).toBeCloseTo(original.inclination, 9);
        expect(s.azimuth).toBeCloseTo(original.azimuth, 9);
        expect(s.toolType).toBe(original.toolType);
        expect(s.tvd!).toBeCloseTo(original.tvd!, 9);
      });
      expect(checkPositions(read.trajectory.stations).largestDifference).toBeLessThan(1e-3);
    });
  }
});
