import { describe, expect, it } from "vitest";
import { fromSI, toSI } from "../units";
import {
  calculateSurvey,
  closure,
  dlsPer100ft,
  dlsPer30m,
  minimumCurvatureStep,
  surveyStationIssues,
  verticalSection,
} from "./minimum-curvature";

// DOMAIN.md §4 vectors are quoted to 3–5 significant figures; 1e-3 relative covers that.
function expectWithin(actual: number, expected: number, relative = 1e-3) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * relative);
}

const ft = (feet: number) => toSI("length", feet, "api");
const inFeet = (metres: number) => fromSI("length", metres, "api");

describe("minimum curvature step (DOMAIN.md §4)", () => {
  const from = { md: ft(3500), inclination: 15, azimuth: 20 };
  const to = { md: ft(3600), inclination: 25, azimuth: 45 };

  it("ft case: MD 3500→3600 ft, I 15→25°, A 20→45°", () => {
    const step = minimumCurvatureStep(from, to);
    expectWithin(step.doglegAngle, 12.952);
    expectWithin(step.ratioFactor, 1.00428, 1e-5);
    expectWithin(inFeet(step.deltaNorth), 27.218);
    expectWithin(inFeet(step.deltaEast), 19.451);
    expectWithin(inFeet(step.deltaTvd), 94.012);
    expectWithin(dlsPer100ft(step.dls), 12.952);
  });

  it("SI case: the same course of 30.48 m", () => {
    const step = minimumCurvatureStep(
      { md: 1000, inclination: 15, azimuth: 20 },
      { md: 1030.48, inclination: 25, azimuth: 45 },
    );
    expectWithin(step.deltaNorth, 8.296);
    expectWithin(step.deltaEast, 5.929);
    expectWithin(step.deltaTvd, 28.655);
    expectWithin(dlsPer30m(step.dls), 12.748);
  });

  it("uses RF = 1 on a straight course instead of dividing by zero", () => {
    const step = minimumCurvatureStep(
      { md: 100, inclination: 30, azimuth: 90 },
      { md: 130, inclination: 30, azimuth: 90 },
    );
    expect(step.ratioFactor).toBe(1);
    expect(step.dls).toBe(0);
    expectWithin(step.deltaEast, 15);
    expectWithin(step.deltaTvd, 30 * Math.cos(Math.PI / 6));
  });

  it("survives a vertical hole whose azimuth swings (cos β rounding)", () => {
    const step = minimumCurvatureStep(
      { md: 0, inclination: 0, azimuth: 0 },
      { md: 30, inclination: 0, azimuth: 270 },
    );
    expect(step.deltaTvd).toBe(30);
    expect(step.dls).toBe(0);
  });

  it("refuses a course that does not go deeper", () => {
    expect(() => minimumCurvatureStep(to, from)).toThrow(RangeError);
    expect(() => minimumCurvatureStep(from, from)).toThrow(RangeError);
  });
});

describe("survey calculation", () => {
  it("VS case: from (0,0) with vsAz 30°", () => {
    const result = calculateSurvey({
      tieIn: { md: ft(3500), inclination: 15, azimuth: 20, tvd: ft(3400), ns: 0, ew: 0 },
      stations: [{ md: ft(3600), inclination: 25, azimuth: 45 }],
      vsAzimuth: 30,
    });
    const [station] = result.stations;
    expect(station).toBeDefined();
    if (!station) return;
    expectWithin(inFeet(station.tvd), 3400 + 94.012);
    expectWithin(inFeet(station.ns), 27.218);
    expectWithin(inFeet(station.ew), 19.451);
    expectWithin(inFeet(station.verticalSection), 33.297);
    expectWithin(inFeet(station.closureDistance), 33.454);
    expectWithin(station.closureAzimuth, 35.55);
    expectWithin(dlsPer100ft(station.dls), 12.952);
    expect(result.closureDistance).toBe(station.closureDistance);
    expect(result.closureAzimuth).toBe(station.closureAzimuth);
  });

  it("starts at the surface when no tie-in is given and accumulates course by course", () => {
    const result = calculateSurvey({
      stations: [
        { md: 500, inclination: 0, azimuth: 0 },
        { md: 530, inclination: 3, azimuth: 120 },
        { md: 560, inclination: 6, azimuth: 120 },
      ],
      vsAzimuth: 120,
    });
    const [first, second, third] = result.stations;
    expect(first?.tvd).toBe(500);
    expect(first?.dls).toBe(0);
    expectWithin(dlsPer30m(second?.dls ?? 0), 3);
    expectWithin(dlsPer30m(third?.dls ?? 0), 3);
    // Building in a straight line towards the VS azimuth: VS equals the closure distance.
    expectWithin(third?.verticalSection ?? 0, third?.closureDistance ?? 0, 1e-9);
    expectWithin(third?.closureAzimuth ?? 0, 120, 1e-9);
    expect(third?.ns).toBeLessThan(0);
    expect(third?.ew).toBeGreaterThan(0);
  });

  it("returns the tie-in closure when there are no stations", () => {
    const result = calculateSurvey({
      stations: [],
      vsAzimuth: 0,
      tieIn: { md: 1000, inclination: 10, azimuth: 200, tvd: 990, ns: -30, ew: -40 },
    });
    expect(result.stations).toEqual([]);
    expect(result.closureDistance).toBe(50);
    expectWithin(result.closureAzimuth, 180 + (Math.atan2(40, 30) * 180) / Math.PI, 1e-12);
  });
});

describe("helpers", () => {
  it("vertical section and closure", () => {
    expect(verticalSection(10, 0, 90)).toBeCloseTo(0, 12);
    expect(verticalSection(0, 10, 90)).toBe(10);
    expect(closure(0, -5)).toEqual({ distance: 5, azimuth: 270 });
  });

  it("expresses DLS per 100 ft and per 30 m", () => {
    expect(dlsPer100ft(0.1)).toBeCloseTo(3.048, 12);
    expect(dlsPer30m(0.1)).toBeCloseTo(3, 12);
  });
});

describe("station issues", () => {
  it("flags md that does not increase and angles out of range", () => {
    const issues = surveyStationIssues([
      { md: 100, inclination: 1, azimuth: 0 },
      { md: 100, inclination: 181, azimuth: 360 },
      { md: 90, inclination: -1, azimuth: 10 },
      { md: 130, inclination: 2, azimuth: 359.9 },
    ]);
    expect(issues).toEqual([
      { rowIndex: 1, field: "md", code: "survey.mdNotIncreasing" },
      { rowIndex: 1, field: "inclination", code: "survey.inclinationOutOfRange" },
      { rowIndex: 1, field: "azimuth", code: "survey.azimuthOutOfRange" },
      { rowIndex: 2, field: "md", code: "survey.mdNotIncreasing" },
      { rowIndex: 2, field: "inclination", code: "survey.inclinationOutOfRange" },
    ]);
  });

  it("measures the first station against the tie-in", () => {
    const tieIn = { md: 200, inclination: 0, azimuth: 0, tvd: 200, ns: 0, ew: 0 };
    expect(surveyStationIssues([{ md: 150, inclination: 0, azimuth: 0 }], tieIn)).toEqual([
      { rowIndex: 0, field: "md", code: "survey.mdNotIncreasing" },
    ]);
  });
});
