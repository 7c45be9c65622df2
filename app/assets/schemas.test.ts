import { describe, expect, it } from "vitest";

import { padSchema, wellSchema } from "./schemas";

describe("the well form", () => {
  it("stores what was typed in SI, whatever the unit system", () => {
    const typed = {
      padId: "4",
      name: " KR-C1 ",
      wellType: "geothermal",
      status: "drilling",
      groundElevation: "4921.26",
      rotaryTableElevation: "4952.43",
      plannedTd: "9842.52",
      spudDate: "10/05/2026",
    };
    const api = wellSchema("api", "en").parse(typed);
    expect(api.name).toBe("KR-C1");
    expect(api.padId).toBe(4);
    expect(api.groundElevation).toBeCloseTo(1500, 3);
    expect(api.plannedTd).toBeCloseTo(3000, 3);
    expect(api.spudDate).toBe("2026-10-05");
    expect(api.uwi).toBeNull();

    const apimix = wellSchema("apimix", "en").parse({
      ...typed,
      groundElevation: "1500",
      rotaryTableElevation: "1509.5",
    });
    expect(apimix.groundElevation).toBe(1500);
    expect(apimix.rotaryTableElevation).toBe(1509.5);

    const gde = wellSchema("gde", "id").parse({
      ...typed,
      groundElevation: "1.500,5",
      rotaryTableElevation: "",
      // Indonesian writes the decimal with a comma; "9842.52" would be refused.
      plannedTd: "9.842,52",
      spudDate: "05/10/2026",
    });
    expect(gde.groundElevation).toBe(1500.5);
    expect(gde.spudDate).toBe("2026-10-05");
  });

  it("keeps the rotary table above ground and rig release after spud", () => {
    const result = wellSchema("apimix", "en").safeParse({
      padId: "1",
      name: "X",
      wellType: "oil",
      status: "completed",
      groundElevation: "100",
      rotaryTableElevation: "90",
      spudDate: "2026-05-10",
      releaseDate: "2026-05-01",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["rotaryTableElevation", "assets.validation.rotaryTableBelowGround"],
      ["releaseDate", "assets.validation.releaseBeforeSpud"],
    ]);
  });

  it("refuses a type or status the app does not know", () => {
    const result = wellSchema("api", "en").safeParse({
      padId: "1",
      name: "X",
      wellType: "water",
      status: "drilling",
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["wellType"],
      message: "validation.required",
    });
  });
});

describe("the pad form", () => {
  it("checks coordinates as angles within the globe", () => {
    const ok = padSchema("api", "en").parse({
      fieldId: "2",
      name: "P",
      latitude: "-7.215",
      longitude: "107.625",
    });
    expect([ok.latitude, ok.longitude]).toEqual([-7.215, 107.625]);
    const bad = padSchema("gde", "id").safeParse({
      fieldId: "2",
      name: "P",
      latitude: "-91",
      longitude: "181",
    });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'units.atLeast|{"value":"-90","unit":"deg"}',
      'units.atMost|{"value":"180","unit":"deg"}',
    ]);
  });
});
