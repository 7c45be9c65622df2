import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { readTrajectory } from "~/interop/witsml/trajectory-read";
import { checkPositions } from "~/interop/witsml/trajectory-check";
import {
  action as importAction,
  loader as importLoader,
} from "~/routes/_app.form.daily-drilling-report_.import-trajectory";
import { loader as exportLoader } from "~/routes/well-trajectory[.xml]";

import { createReport, createTestWell, signIn, storedVersion } from "./ddr-helpers";
import { call, ORIGIN } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

let engine: Engine & { label: string };
let engineer: string;
let wellId: number;
const DATE = "2026-03-02";

beforeAll(async () => {
  engine = await useDemoDatabase();
  engineer = await signIn("engineer");
  wellId = await createTestWell(engine.db, "Demo Energy", "WITSML-1");
  await createReport(engineer, wellId, DATE);
});

afterAll(async () => {
  await engine.close();
});

const importPath = (date = DATE) =>
  `/form/daily-drilling-report/import-trajectory?well=${wellId}&date=${date}`;

async function upload(cookie: string, text: string, date = DATE): Promise<Response> {
  const form = new FormData();
  form.set("witsml", new Blob([text], { type: "application/xml" }), "trajectory.xml");
  const request = new Request(`${ORIGIN}${importPath(date)}`, {
    method: "POST",
    headers: { cookie, origin: ORIGIN, host: "localhost:3000" },
    body: form,
  });
  try {
    return (await importAction({ request, params: {}, context: {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function confirm(cookie: string, text: string, version: number) {
  return call(importAction, importPath(), {
    cookie,
    form: { intent: "confirm", witsml: text, version: String(version) },
  });
}

/** A build-and-turn well in feet and radians, stations out of order, one null and one repeat. */
function messyFile(): string {
  const rad = (degrees: number) => ((degrees * Math.PI) / 180).toFixed(12);
  const rows: string[] = [];
  for (let index = 10; index >= 1; index -= 1) {
    const md = index * 100;
    rows.push(
      `<trajectoryStation uid="s${index}"><typeTrajStation>magnetic MWD</typeTrajStation><typeSurveyTool>${index < 3 ? "gyro north seeking" : "MWD"}</typeSurveyTool><md uom="ft">${md}</md><incl uom="rad">${rad(index * 1.5)}</incl><azi uom="rad">${rad(30 + index)}</azi></trajectoryStation>`,
    );
  }
  rows.push(
    '<trajectoryStation uid="null"><typeTrajStation>unknown</typeTrajStation><md uom="ft">1050</md><incl uom="dega">-999.25</incl><azi uom="dega">40</azi></trajectoryStation>',
    `<trajectoryStation uid="again"><typeTrajStation>magnetic MWD</typeTrajStation><md uom="ft">500</md><incl uom="rad">${rad(9)}</incl><azi uom="rad">${rad(36)}</azi></trajectoryStation>`,
  );
  return `<?xml version="1.0"?>
<trajectorys xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">
<trajectory uidWell="w" uidWellbore="wb" uid="t">
<nameWell>WITSML-1</nameWell><nameWellbore>OH</nameWellbore><name>MWD run 1</name>
<aziVertSect uom="dega">35</aziVertSect>
${rows.join("\n")}
</trajectory>
</trajectorys>`;
}

describe("importing a WITSML trajectory into a report's surveys", () => {
  it("previews the stations with warnings, saves nothing, then saves them all on confirm", async () => {
    const page = await call(importLoader, importPath(), { cookie: engineer });
    expect(page.status).toBe(200);
    const text = messyFile();
    const previewResponse = await upload(engineer, text);
    expect(previewResponse.status).toBe(200);
    const preview = (await previewResponse.json()) as {
      kind: string;
      preview: {
        stations: { md: number; tvd: number; toolType: string }[];
        warnings: { code: string; line: number }[];
        replaced: { count: number };
        sectionVersion: number;
        vsAzimuthFrom: string;
      };
    };
    expect(preview.kind).toBe("preview");
    expect(preview.preview.stations.map((s) => s.md)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i + 1) * 100 * 0.3048),
    );
    expect(preview.preview.stations[0]!.toolType).toBe("gyro");
    expect(preview.preview.stations[0]!.tvd).toBeGreaterThan(0);
    expect(preview.preview.vsAzimuthFrom).toBe("file");
    expect(preview.preview.warnings.map((w) => w.code).sort()).toEqual([
      "duplicateMd",
      "outOfOrder",
      "stationSkipped",
    ]);
    const before = await storedVersion(wellId, DATE, "surveys");
    expect(preview.preview.sectionVersion).toBe(before);

    const saved = await confirm(engineer, text, preview.preview.sectionVersion);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toContain("#section-surveys");
    const rows = await engine.db
      .selectFrom("survey_stations")
      .select(["md", "inclination", "azimuth", "tvd", "ns", "ew", "tool_type"])
      .where("well_id", "=", wellId)
      .orderBy("md")
      .execute();
    expect(rows).toHaveLength(10);
    expect(Number(rows[9]!.md)).toBeCloseTo(1000 * 0.3048, 9);
    expect(Number(rows[9]!.inclination)).toBeCloseTo(15, 9);
    expect(rows[0]!.tool_type).toBe("gyro");
    const audit = await engine.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "import-witsml")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("refuses a confirm made from a stale preview, and keeps what is saved", async () => {
    const version = await storedVersion(wellId, DATE, "surveys");
    const response = await confirm(engineer, messyFile(), version - 1);
    expect(response.status).toBe(409);
    expect(await storedVersion(wellId, DATE, "surveys")).toBe(version);
  });

  it("refuses a file with a unit it cannot read, naming the element and line, saving nothing", async () => {
    const version = await storedVersion(wellId, DATE, "surveys");
    const bad = messyFile().replace('<md uom="ft">300</md>', '<md uom="yd">300</md>');
    const response = await upload(engineer, bad);
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      problems: { code: string; element: string; line: number }[];
    };
    expect(body.problems[0]).toMatchObject({ code: "unknownUom", element: "md" });
    expect(body.problems[0]!.line).toBeGreaterThan(5);
    expect(await storedVersion(wellId, DATE, "surveys")).toBe(version);
  });

  it("answers not found for another organisation's report", async () => {
    const other = await signIn("other-engineer");
    const response = await upload(other, messyFile());
    expect(response.status).toBe(404);
  });

  it("exports the well's trajectory as 1.4.1.1 and 2.0 that read back to the same stations", async () => {
    for (const version of ["1.4.1.1", "2.0"] as const) {
      const response = await call(
        exportLoader,
        `/well-trajectory.xml?well=${wellId}&version=${version}`,
        { cookie: engineer },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/xml");
      const read = readTrajectory(await response.text());
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      expect(read.trajectory.version).toBe(version);
      expect(read.trajectory.stations).toHaveLength(10);
      expect(read.trajectory.vsAzimuth).toBeCloseTo(35, 9);
      expect(read.trajectory.stations[9]!.md).toBeCloseTo(1000 * 0.3048, 9);
      expect(checkPositions(read.trajectory.stations).largestDifference).toBeLessThan(1e-3);
    }
    const other = await signIn("other-engineer");
    const hidden = await call(exportLoader, `/well-trajectory.xml?well=${wellId}`, {
      cookie: other,
    });
    expect(hidden.status).toBe(404);
  });
});
