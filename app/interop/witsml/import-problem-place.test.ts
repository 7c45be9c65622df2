import { describe, expect, it } from "vitest";

import { readDrillReports } from "./drill-report-read";
import { problemPlace } from "./import-problem-place";

const OPS = `<?xml version="1.0"?>
<opsReports xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">
<opsReport uid="r"><dTim>2026-03-02T00:00:00Z</dTim>
<activity uid="a1"><dTimStart>2026-03-02T12:00:00Z</dTimStart><dTimEnd>2026-03-03T00:00:00Z</dTimEnd><activityCode>2</activityCode></activity>
<activity uid="a2"><dTimStart>2026-03-02T00:00:00Z</dTimStart><dTimEnd>2026-03-02T12:00:00Z</dTimEnd><activityCode>2</activityCode></activity>
<trajectoryStation uid="s1"><md uom="m">900</md><incl uom="dega">3</incl><azi uom="dega">40</azi></trajectoryStation>
<trajectoryStation uid="s2"><md uom="m">500</md><incl uom="dega">1</incl><azi uom="dega">30</azi></trajectoryStation>
</opsReport></opsReports>`;

const DRILL_REPORT = `<?xml version="1.0"?>
<DrillReport xmlns="http://www.energistics.org/energyml/data/witsmlv2" uuid="r">
<DTimStart>2026-03-02T00:00:00Z</DTimStart>
<BitRecord uid="b1"><NumBit>4</NumBit><CodeIadc>M323</CodeIadc></BitRecord>
</DrillReport>`;

function read(text: string) {
  const result = readDrillReports(text);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.reports[0]!;
}

describe("where an imported section's problem is in the file", () => {
  it("places a time-log row at its activity as the file orders them, with the value's element", () => {
    // The rows are in time order: the second row is the file's first activity.
    expect(problemPlace(read(OPS), "1.4.1.1", "timeLog", ["rows", 1, "fromTime"], {})).toEqual({
      element: "activity",
      position: 1,
      line: 4,
      field: "dTimStart",
      fieldLabel: null,
    });
  });

  it("finds a survey row by its MD, as stations are sorted and those above the tie-in left out", () => {
    const stations = [{ md: 900, inclination: 3, azimuth: 40 }];
    expect(
      problemPlace(read(OPS), "1.4.1.1", "surveys", ["stations", 0, "inclination"], { stations }),
    ).toMatchObject({ element: "trajectoryStation", position: 1, line: 6, field: "incl" });
  });

  it("names a value the file has no element for by the form's label, at the report", () => {
    expect(problemPlace(read(OPS), "1.4.1.1", "general", ["rigName"], {})).toMatchObject({
      element: "opsReport",
      position: 1,
      line: 3,
      field: null,
      fieldLabel: expect.stringMatching(/^ddr\.general\./),
    });
  });

  it("uses WITSML 2.0's names in a 2.0 file", () => {
    expect(
      problemPlace(read(DRILL_REPORT), "2.0", "bitData", ["bits", 0, "iadcCode"], {}),
    ).toMatchObject({ element: "BitRecord", position: 1, line: 4, field: "CodeIadc" });
  });
});
