import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { hashToken } from "~/identity/access-tokens.server";
import { readTrajectory } from "~/interop/witsml/trajectory-read";
import { action as importAction } from "~/routes/_app.form.daily-drilling-report_.import-trajectory";
import { loader as reportWitsml } from "~/routes/api.v1.reports.$reportId.witsml";
import { loader as surveysLoader } from "~/routes/api.v1.wells.$wellId.surveys";
import { loader as trajectoryWitsml } from "~/routes/api.v1.wells.$wellId.trajectory.witsml";
import { loader as pageDownload } from "~/routes/report.daily-drilling-report[.xml]";

import { api, tokenFor } from "./api-helpers";
import { createReport, createTestWell, signIn } from "./ddr-helpers";
import { call, ORIGIN } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

// WITSML through the API with a token: an approved daily report and a well's trajectory come as
// the files the pages download; a messy trajectory file imported into a report reads back
// through the API at the positions minimum curvature gives.

let engine: Engine & { label: string };
const tokens: Record<string, string> = {};
let approved: { id: number; wellId: number; reportDate: string };
let draftId: number;

beforeAll(async () => {
  engine = await useDemoDatabase();
  for (const user of ["engineer", "manager", "planner", "other-engineer", "other-admin"]) {
    tokens[user] = await tokenFor(engine.db, user);
  }
  const ddr = (status: "approved" | "draft") =>
    engine.db
      .selectFrom("reports as r")
      .innerJoin("organisations as o", "o.id", "r.org_id")
      .select(["r.id", "r.well_id", "r.report_date"])
      .where("o.name", "=", "Demo Energy")
      .where("r.kind", "=", "ddr")
      .where("r.status", "=", status)
      .orderBy("r.id")
      .executeTakeFirstOrThrow();
  const row = await ddr("approved");
  approved = {
    id: row.id,
    wellId: row.well_id,
    reportDate: String(row.report_date).slice(0, 10),
  };
  draftId = (await ddr("draft")).id;
}, 240_000);

afterAll(async () => {
  await engine.close();
});

async function expectProblem(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  return (await response.json()) as { type: string; detail?: string };
}

const exportReport = (token: string | undefined, id: number, query = "") =>
  api(reportWitsml, `/api/v1/reports/${id}/witsml${query}`, {
    token,
    params: { reportId: String(id) },
  });

const exportTrajectory = (token: string | undefined, wellId: number, query = "") =>
  api(trajectoryWitsml, `/api/v1/wells/${wellId}/trajectory/witsml${query}`, {
    token,
    params: { wellId: String(wellId) },
  });

describe("exporting WITSML through the API", () => {
  it("gives an approved daily report as the 2.0 DrillReport and the 1.4.1.1 opsReport the form downloads", async () => {
    const cookie = await signIn("manager");
    for (const version of ["2.0", "1.4.1.1"] as const) {
      const response = await exportReport(tokens.manager, approved.id, `?version=${version}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(response.headers.get("content-disposition")).toContain(
        `-DDR-${approved.reportDate}-witsml-${version}.xml`,
      );
      const xml = await response.text();
      expect(xml).toContain(version === "2.0" ? "<DrillReport" : "<opsReports");
      const page = await call(
        pageDownload,
        `/report/daily-drilling-report.xml?report=${approved.id}&version=${version}`,
        { cookie },
      );
      expect(await page.text()).toBe(xml);
    }
    // Without a version: 2.0, as on the form.
    expect(await (await exportReport(tokens.planner, approved.id)).text()).toContain(
      "<DrillReport",
    );
  });

  it("says which versions it writes, and that a report not approved is not exported yet", async () => {
    const version = await expectProblem(
      await exportReport(tokens.engineer, approved.id, "?version=1.3.1"),
      400,
    );
    expect(version.detail).toMatch(/"1\.3\.1".*2\.0 or 1\.4\.1\.1/);
    const draft = await expectProblem(await exportReport(tokens.engineer, draftId), 409);
    expect(draft.type).toBe("/api/v1/problems/not-approved");
    expect(draft.detail).toMatch(/not approved yet/);
  });

  it("answers 404 to another organisation and 401 to a missing, revoked or expired token", async () => {
    await expectProblem(await exportReport(tokens["other-admin"], approved.id), 404);
    await expectProblem(await exportTrajectory(tokens["other-admin"], approved.wellId), 404);
    await expectProblem(await exportReport(tokens.engineer, 987_654_321), 404);
    await expectProblem(await exportReport(undefined, approved.id), 401);

    const revoked = await tokenFor(engine.db, "engineer");
    const expired = await tokenFor(engine.db, "engineer");
    expect((await exportReport(revoked, approved.id)).status).toBe(200);
    expect((await exportTrajectory(expired, approved.wellId)).status).toBe(200);
    await engine.db
      .updateTable("access_tokens")
      .set({ revoked_at: new Date() })
      .where("token_hash", "=", hashToken(revoked))
      .execute();
    await engine.db
      .updateTable("access_tokens")
      .set({ expires_at: new Date(Date.now() - 1) })
      .where("token_hash", "=", hashToken(expired))
      .execute();
    for (const token of [revoked, expired]) {
      await expectProblem(await exportReport(token, approved.id), 401);
      await expectProblem(await exportTrajectory(token, approved.wellId), 401);
    }
  });

  it("gives a well's trajectory as 1.4.1.1 and 2.0 holding the stations the surveys list gives", async () => {
    const surveys = (await (
      await api(surveysLoader, "/x", {
        token: tokens.engineer,
        params: { wellId: String(approved.wellId) },
      })
    ).json()) as { items: { md: number; inclination: number; azimuth: number }[] };
    expect(surveys.items.length).toBeGreaterThan(3);
    for (const version of ["1.4.1.1", "2.0"] as const) {
      const response = await exportTrajectory(
        tokens.engineer,
        approved.wellId,
        `?version=${version}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toContain(
        `-trajectory-witsml-${version}.xml`,
      );
      const read = readTrajectory(await response.text());
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      expect(read.trajectory.version).toBe(version);
      expect(read.trajectory.stations.map((s) => s.md)).toEqual(surveys.items.map((s) => s.md));
      expect(read.trajectory.stations.map((s) => s.inclination)).toEqual(
        surveys.items.map((s) => s.inclination),
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------
// A messy trajectory: feet and radians, -999.25, stations out of order and given twice, with the
// file's own positions worked out here by minimum curvature written independently of the app's.

interface TrueStation {
  mdFt: number;
  inclination: number;
  azimuth: number;
  tvd: number;
  ns: number;
  ew: number;
}

const FT = 0.3048;
const RAD = Math.PI / 180;

function trueStations(): TrueStation[] {
  const out: TrueStation[] = [];
  let previous = { md: 0, inclination: 0, azimuth: 0, tvd: 0, ns: 0, ew: 0 };
  for (let index = 1; index <= 12; index += 1) {
    const mdFt = index * 250;
    const inclination = Math.min(index * 4.5, 48);
    const azimuth = (350 + index * 7) % 360;
    const md = mdFt * FT;
    const [i1, a1, i2, a2] = [
      previous.inclination * RAD,
      previous.azimuth * RAD,
      inclination * RAD,
      azimuth * RAD,
    ];
    const dogleg = Math.acos(
      Math.min(1, Math.cos(i2 - i1) - Math.sin(i1) * Math.sin(i2) * (1 - Math.cos(a2 - a1))),
    );
    const ratio = dogleg < 1e-9 ? 1 : (2 / dogleg) * Math.tan(dogleg / 2);
    const half = ((md - previous.md) / 2) * ratio;
    const station = {
      md,
      inclination,
      azimuth,
      tvd: previous.tvd + half * (Math.cos(i1) + Math.cos(i2)),
      ns: previous.ns + half * (Math.sin(i1) * Math.cos(a1) + Math.sin(i2) * Math.cos(a2)),
      ew: previous.ew + half * (Math.sin(i1) * Math.sin(a1) + Math.sin(i2) * Math.sin(a2)),
    };
    out.push({ mdFt, ...station });
    previous = station;
  }
  return out;
}

const rad = (degrees: number) => (degrees * RAD).toFixed(14);
const ft = (metres: number) => (metres / FT).toFixed(8);

/** The stations shuffled, one given twice, and two with a null (-999.25) measure. */
function messyStations(version: "1.4.1.1" | "2.0"): string[] {
  const stations = trueStations();
  const order = [0, 1, 2, 5, 3, 4, 6, 7, 11, 8, 9, 10, 4];
  const names =
    version === "2.0"
      ? { station: "TrajectoryStation", md: "Md", incl: "Incl", azi: "Azi", tvd: "Tvd" }
      : { station: "trajectoryStation", md: "md", incl: "incl", azi: "azi", tvd: "tvd" };
  const [ns, ew, type, tool] =
    version === "2.0"
      ? ["DispNs", "DispEw", "TypeTrajStation", "TypeSurveyTool"]
      : ["dispNs", "dispEw", "typeTrajStation", "typeSurveyTool"];
  const row = (uid: string, md: string, incl: string, azi: string, position: string) =>
    `<${names.station} uid="${uid}"><${type}>magnetic MWD</${type}><${tool}>MWD</${tool}>` +
    `<${names.md} uom="ft">${md}</${names.md}><${names.incl} uom="rad">${incl}</${names.incl}>` +
    `<${names.azi} uom="rad">${azi}</${names.azi}>${position}</${names.station}>`;
  const rows = order.map((index, place) => {
    const s = stations[index]!;
    const position =
      `<${names.tvd} uom="ft">${ft(s.tvd)}</${names.tvd}>` +
      `<${ns} uom="ft">${ft(s.ns)}</${ns}><${ew} uom="ft">${ft(s.ew)}</${ew}>`;
    return row(`s${place}`, String(s.mdFt), rad(s.inclination), rad(s.azimuth), position);
  });
  rows.splice(4, 0, row("no-incl", "1100", "-999.25", rad(30), ""));
  rows.push(row("no-md", "-999.25", rad(40), rad(40), ""));
  return rows;
}

function messyFile(version: "1.4.1.1" | "2.0", rows = messyStations(version).join("\n")): string {
  return version === "2.0"
    ? `<?xml version="1.0" encoding="utf-8"?>
<Trajectory xmlns="http://www.energistics.org/energyml/data/witsmlv2" xmlns:eml="http://www.energistics.org/energyml/data/commonv2" uuid="5a3c8f0e-0000-4000-8000-000000000001" schemaVersion="2.0">
<eml:Citation><eml:Title>Messy run</eml:Title></eml:Citation>
<AziVertSect uom="rad">${rad(45)}</AziVertSect>
${rows}
</Trajectory>`
    : `<?xml version="1.0" encoding="utf-8"?>
<trajectorys xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">
<trajectory uidWell="w" uidWellbore="wb" uid="t">
<nameWell>Messy</nameWell><name>Messy run</name>
<aziVertSect uom="rad">${rad(45)}</aziVertSect>
${rows}
</trajectory>
</trajectorys>`;
}

async function previewFile(cookie: string, wellId: number, date: string, text: string) {
  const path = `/form/daily-drilling-report/import-trajectory?well=${wellId}&date=${date}`;
  const form = new FormData();
  form.set("witsml", new Blob([text], { type: "application/xml" }), "messy.xml");
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { cookie, origin: ORIGIN, host: "localhost:3000" },
    body: form,
  });
  const previewed = (await importAction({ request, params: {}, context: {} })) as Response;
  expect(previewed.status).toBe(200);
  return (
    (await previewed.json()) as {
      preview: { sectionVersion: number; warnings: { code: string; params?: object }[] };
    }
  ).preview;
}

async function importFile(cookie: string, wellId: number, date: string, text: string) {
  const path = `/form/daily-drilling-report/import-trajectory?well=${wellId}&date=${date}`;
  const preview = await previewFile(cookie, wellId, date, text);
  const saved = await call(importAction, path, {
    cookie,
    form: { intent: "confirm", witsml: text, version: String(preview.sectionVersion) },
  });
  expect(saved.status).toBe(302);
  return preview.warnings.map((warning) => warning.code).sort();
}

describe("a messy WITSML trajectory, imported and read back through the API", () => {
  for (const version of ["1.4.1.1", "2.0"] as const) {
    it(`${version}: warns of each mess, keeps one station per depth and recomputes the file's positions within 1 mm`, async () => {
      const engineer = await signIn("engineer");
      const wellId = await createTestWell(engine.db, "Demo Energy", `MESSY-${version}`);
      const date = "2026-03-02";
      await createReport(engineer, wellId, date);
      const warnings = await importFile(engineer, wellId, date, messyFile(version));
      expect(warnings).toEqual(["duplicateMd", "outOfOrder", "stationSkipped", "stationSkipped"]);

      const expected = trueStations();
      const surveys = (await (
        await api(surveysLoader, "/x", {
          token: tokens.engineer,
          params: { wellId: String(wellId) },
        })
      ).json()) as {
        items: {
          md: number;
          inclination: number;
          azimuth: number;
          tvd: number;
          ns: number;
          ew: number;
        }[];
      };
      expect(surveys.items).toHaveLength(expected.length);
      surveys.items.forEach((station, index) => {
        const want = expected[index]!;
        expect(station.md).toBeCloseTo(want.mdFt * FT, 9);
        expect(station.inclination).toBeCloseTo(want.inclination, 9);
        expect(station.azimuth).toBeCloseTo(want.azimuth, 9);
        expect(Math.abs(Number(station.tvd) - want.tvd)).toBeLessThan(1e-3);
        expect(Math.abs(Number(station.ns) - want.ns)).toBeLessThan(1e-3);
        expect(Math.abs(Number(station.ew) - want.ew)).toBeLessThan(1e-3);
      });

      // Exported again in both versions, the stations come back as one clean, ordered set.
      for (const back of ["1.4.1.1", "2.0"] as const) {
        const response = await exportTrajectory(tokens.engineer, wellId, `?version=${back}`);
        const read = readTrajectory(await response.text());
        if (!read.ok) throw new Error(JSON.stringify(read.errors));
        expect(read.trajectory.warnings).toEqual([]);
        expect(read.trajectory.vsAzimuth).toBeCloseTo(45, 9);
        read.trajectory.stations.forEach((station, index) => {
          const want = expected[index]!;
          expect(Math.abs(station.md - want.mdFt * FT)).toBeLessThan(1e-9);
          expect(Math.abs(station.tvd! - want.tvd)).toBeLessThan(1e-3);
          expect(Math.abs(station.ns! - want.ns)).toBeLessThan(1e-3);
          expect(Math.abs(station.ew! - want.ew)).toBeLessThan(1e-3);
        });
      }
    });
  }

  it("warns, before anything is saved, that a file starting deep from its own tie-in will not keep its positions", async () => {
    // Stations 5 to 12 only, with the positions they have below the first four: the report,
    // tied in at the surface, works them out from there, far from the file's.
    const engineer = await signIn("engineer");
    const wellId = await createTestWell(engine.db, "Demo Energy", "DEEP-START");
    const date = "2026-03-02";
    await createReport(engineer, wellId, date);
    const rows = messyStations("1.4.1.1").filter((row) => {
      const md = Number(/<md uom="ft">([^<]+)</.exec(row)?.[1]);
      return md >= 1250 && row.includes("<tvd") && !row.includes('uid="s12"');
    });
    expect(rows).toHaveLength(8);
    const preview = await previewFile(
      engineer,
      wellId,
      date,
      messyFile("1.4.1.1", rows.join("\n")),
    );
    const differ = preview.warnings.find((warning) => warning.code === "positionsDiffer");
    expect(differ?.params).toMatchObject({ difference: expect.any(Number) });
    expect((differ!.params as { difference: number }).difference).toBeGreaterThan(1);
  });
});
