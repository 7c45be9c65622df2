import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { importDdrs, previewDdrImport } from "~/interop/ddr-import.server";
import { drillReportFromSections } from "~/interop/witsml/ddr-mapping";
import { drillReport20, opsReport141 } from "~/interop/witsml/drill-report-write";
import { createDdr, findDdr, loadDdr } from "~/reports/ddr.server";
import { saveDdrSection } from "~/reports/report-save.server";
import { action as importAction } from "~/routes/_app.form.daily-drilling-report_.import-witsml";
import {
  action as apiImport,
  loader as apiLoader,
} from "~/routes/api.v1.wells.$wellId.daily-reports-witsml";
import { ddrSection } from "~/sections";

import { api, tokenFor } from "./api-helpers";
import { createTestWell, signIn } from "./ddr-helpers";
import { exportedDay, wellWithApproved } from "./witsml-helpers";
import { call, ORIGIN } from "../support/requests";

import { nextDay } from "../support/dates";
import { demoActor, useDemoDatabase } from "../support/test-db";

let engine: Engine & { label: string };
let actor: { id: number; orgId: number };

beforeAll(async () => {
  engine = await useDemoDatabase();
  actor = await demoActor(engine, "engineer");
});

afterAll(async () => {
  await engine.close();
});

describe("WITSML daily reports into DDRs", () => {
  it("creates the day's report from an exported DrillReport with every mapped field unchanged", async () => {
    const { document, wellId, after } = await wellWithApproved(actor);
    const date = nextDay(after, 3);
    const data = exportedDay(document, date);
    const text = drillReport20(data);
    const preview = await previewDdrImport(actor, wellId, [text]);
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(preview.days).toHaveLength(1);
    expect(preview.days[0]).toMatchObject({ reportDate: date, reportId: null, problems: [] });
    expect(await findDdr(actor.orgId, wellId, date)).toBeNull();

    const saved = await importDdrs(actor, wellId, [text], preview.revision);
    expect(saved).toEqual({ ok: true, days: 1, firstDate: date });
    const header = (await findDdr(actor.orgId, wellId, date))!;
    const imported = (await loadDdr(actor.orgId, header.id))!;
    const back = exportedDay({ well: document.well, values: imported.values }, date);
    expect(back.activities).toEqual(data.activities);
    expect(back.personnel).toEqual(data.personnel);
    expect(back.summary24h).toBe(data.summary24h);
    expect(back.md).toBeCloseTo(data.md!, 6);
    back.fluids.forEach((fluid, index) =>
      expect(fluid.density).toBeCloseTo(data.fluids[index]!.density, 6),
    );
  });

  it("refuses overlapping activities and saves nothing, not even the day's report", async () => {
    const { document, wellId, after } = await wellWithApproved(actor);
    const date = nextDay(after, 10);
    const data = exportedDay(document, date);
    data.activities = [
      { ...data.activities[0]!, fromTime: "00:00", toTime: "14:00" },
      { ...data.activities[0]!, fromTime: "12:00", toTime: "24:00", iadcCode: "23" },
    ];
    const text = opsReport141(data);
    const preview = await previewDdrImport(actor, wellId, [text]);
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(preview.warnings.map((w) => w.code)).toContain("overlap");
    expect(preview.days[0]!.problems.some((p) => p.section === "timeLog")).toBe(true);
    const saved = await importDdrs(actor, wellId, [text], preview.revision);
    expect(saved.ok).toBe(false);
    expect(await findDdr(actor.orgId, wellId, date)).toBeNull();
  });

  it("names, for every problem of a day, the element, its position and line, and the value's element", async () => {
    const { document, wellId, after } = await wellWithApproved(actor);
    const date = nextDay(after, 11);
    const data = exportedDay(document, date);
    const first = data.activities[0]!;
    // The file's first activity is the day's second: its bottom is above its top.
    data.activities = [
      { ...first, fromTime: "12:00", toTime: "24:00", mdFrom: 1500, mdTo: 1400 },
      { ...first, fromTime: "00:00", toTime: "12:00", mdFrom: 1450, mdTo: 1500 },
    ];
    const text = opsReport141(data);
    const line = text.slice(0, text.indexOf("<activity ")).split("\n").length;
    const preview = await previewDdrImport(actor, wellId, [text]);
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(preview.days[0]!.problems).toContainEqual({
      section: "timeLog",
      message: "ddr.problems.bottomAboveTop",
      element: "activity",
      position: 1,
      line,
      field: "md",
      fieldLabel: null,
    });
    // Through the API, in words.
    const token = await tokenFor(engine.db, "engineer");
    const answer = await api(apiImport, `/api/v1/wells/${wellId}/daily-reports-witsml?preview`, {
      token,
      rawBody: text,
      contentType: "application/xml",
      params: { wellId: String(wellId) },
    });
    const body = (await answer.json()) as { days: { problems: { message: string }[] }[] };
    expect(body.days[0]!.problems.map((p) => p.message)).toContainEqual(
      expect.stringMatching(new RegExp(`^activity 1 \\(line ${line}\\), md: .+`)),
    );
    // Beside another day's file, the line is said with the file it is in.
    const form = new FormData();
    form.append(
      "witsml",
      new Blob([opsReport141(exportedDay(document, nextDay(date)))]),
      "good.xml",
    );
    form.append("witsml", new Blob([text]), "bad-day.xml");
    const both = await apiImport({
      request: new Request(`${ORIGIN}/api/v1/wells/${wellId}/daily-reports-witsml?preview`, {
        method: "POST",
        headers: { host: "localhost:3000", Authorization: `Bearer ${token}` },
        body: form,
      }),
      params: { wellId: String(wellId) },
      context: {},
    });
    const bothBody = (await both.json()) as {
      days: { reportDate: string; problems: { message: string; file?: string }[] }[];
    };
    const badDay = bothBody.days.find((d) => d.reportDate === date)!;
    expect(badDay.problems).toContainEqual(
      expect.objectContaining({
        file: "bad-day.xml",
        message: expect.stringMatching(
          new RegExp(`^activity 1 \\(bad-day\\.xml, line ${line}\\), md: .+`),
        ),
      }),
    );
    expect(await findDdr(actor.orgId, wellId, date)).toBeNull();
  });

  it("writes every day of a file or none: a bad second day leaves no report and no draft", async () => {
    const { document } = await wellWithApproved(actor);
    // A well without reports: its days are only judged once their drafts exist, in the import's
    // transaction; what fails there takes the drafts with it.
    const wellId = await createTestWell(engine.db, "Demo Energy", "WITSML-Two-Days");
    const day = (reportDate: string) =>
      drillReportFromSections(
        {
          wellUid: "w",
          wellName: "WITSML-Two-Days",
          wellboreUid: "wb",
          reportUid: `r-${reportDate}`,
          reportNo: 0,
          reportDate,
          createdAt: "2026-01-01T00:00:00Z",
        },
        document.values,
      );
    const good = day("2026-04-01");
    const bad = day("2026-04-02");
    bad.activities = [
      { ...bad.activities[0]!, fromTime: "00:00", toTime: "14:00" },
      { ...bad.activities[0]!, fromTime: "12:00", toTime: "24:00", iadcCode: "23" },
    ];
    // One opsReports document holding both days.
    const second = opsReport141(bad);
    const text = opsReport141(good).replace(
      "</opsReports>",
      second.slice(second.indexOf("<opsReport "), second.lastIndexOf("</opsReports>")) +
        "</opsReports>",
    );
    const preview = await previewDdrImport(actor, wellId, [text]);
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(preview.days.map((d) => d.reportDate)).toEqual(["2026-04-01", "2026-04-02"]);

    const saved = await importDdrs(actor, wellId, [text], preview.revision);
    expect(saved).toMatchObject({ ok: false, reason: "problems" });
    if (saved.ok || saved.reason !== "problems" || !saved.preview.ok) throw new Error("no preview");
    const problems = saved.preview.days.map((d) => d.problems.map((p) => p.section));
    // The first day lacks only what a well's first report cannot carry over; the second day's
    // activities overlap as well.
    expect(problems[0]).not.toContain("timeLog");
    expect(problems[1]).toContain("timeLog");
    expect(await findDdr(actor.orgId, wellId, "2026-04-01")).toBeNull();
    expect(await findDdr(actor.orgId, wellId, "2026-04-02")).toBeNull();
    const left = await engine.db
      .selectFrom("reports")
      .select("id")
      .where("well_id", "=", wellId)
      .execute();
    expect(left).toEqual([]);
  });

  it("never overwrites an approved report", async () => {
    const { approved: document, wellId } = await wellWithApproved(actor);
    const data = exportedDay(document, document.header.reportDate);
    const preview = await previewDdrImport(actor, wellId, [drillReport20(data)]);
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    expect(preview.days[0]!.problems).toEqual([
      { section: "", message: "interop.ddr.notEditable" },
    ]);
  });

  it("goes through the page: upload, preview day by day, confirm, on to the report", async () => {
    const { document, wellId, after } = await wellWithApproved(actor);
    const date = nextDay(after, 20);
    const data = exportedDay(document, date);
    const text = opsReport141(data);
    const cookie = await signIn("engineer");
    const path = `/form/daily-drilling-report/import-witsml?well=${wellId}`;
    const form = new FormData();
    form.set("witsml", new Blob([text], { type: "application/xml" }), "ops.xml");
    const preview = (await importAction({
      request: new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { cookie, origin: ORIGIN, host: "localhost:3000" },
        body: form,
      }),
      params: {},
      context: {},
    })) as Response;
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as {
      kind: string;
      revision: string;
      days: { reportDate: string; reportId: number | null }[];
    };
    expect(body.kind).toBe("preview");
    expect(body.days).toEqual([expect.objectContaining({ reportDate: date, reportId: null })]);
    const confirmed = await call(importAction, path, {
      cookie,
      form: { intent: "confirm", witsml: text, revision: body.revision },
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toContain(`date=${date}`);
    expect(await findDdr(actor.orgId, wellId, date)).not.toBeNull();
    const other = await signIn("other-engineer");
    const hidden = await call(importAction, path, {
      cookie: other,
      form: { intent: "confirm", witsml: text, revision: body.revision },
    });
    expect(hidden.status).toBe(404);

    // More files than an upload may hold, or a flood of parts, is refused before any is read.
    for (const count of [11, 200]) {
      const many = new FormData();
      for (let index = 0; index < count; index++) {
        many.append("witsml", new Blob([text], { type: "application/xml" }), `ops-${index}.xml`);
      }
      const refused = (await importAction({
        request: new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { cookie, origin: ORIGIN, host: "localhost:3000" },
          body: many,
        }),
        params: {},
        context: {},
      })) as Response;
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(
        /^interop\.ddr\.tooManyFiles\|/,
      );
    }
  });
});

// Each case previews and imports a day several times: more than one default test's time.
describe("a save between the import's preview and its confirmation", { timeout: 120_000 }, () => {
  /** The day after the well's last report, as an exported DrillReport with its own summary. */
  async function dayFile() {
    const { document, wellId, after } = await wellWithApproved(actor);
    const date = nextDay(after);
    const data = exportedDay(document, date);
    data.summary24h = "Drilled ahead from the file";
    return { wellId, date, text: drillReport20(data) };
  }

  async function previewed(wellId: number, text: string) {
    const preview = await previewDdrImport(actor, wellId, [text]);
    if (!preview.ok) throw new Error(JSON.stringify(preview));
    return preview;
  }

  /** Someone else saves the day's general section with their own 24-hour summary. */
  async function theirSave(wellId: number, date: string, summary: string) {
    const header = (await findDdr(actor.orgId, wellId, date))!;
    const general = (await loadDdr(actor.orgId, header.id))!.saved.general!;
    const saved = await saveDdrSection(
      actor,
      header.id,
      ddrSection("general")!,
      { ...general.value, summary24h: summary },
      general.version,
    );
    expect(saved.ok).toBe(true);
  }

  const summaryOf = async (wellId: number, date: string) => {
    const header = (await findDdr(actor.orgId, wellId, date))!;
    return (await loadDdr(actor.orgId, header.id))!.saved.general!.value.summary24h;
  };

  it("keeps their save, saves nothing of the file and previews again; the new preview imports", async () => {
    const { wellId, date, text } = await dayFile();
    const created = await importDdrs(
      actor,
      wellId,
      [text],
      (await previewed(wellId, text)).revision,
    );
    expect(created).toMatchObject({ ok: true });
    const seen = await previewed(wellId, text);
    expect(seen.days[0]!.reportId).not.toBeNull();
    await theirSave(wellId, date, "Saved by the night engineer");

    const refused = await importDdrs(actor, wellId, [text], seen.revision);
    expect(refused).toMatchObject({ ok: false, reason: "conflict", reportDate: date });
    expect(await summaryOf(wellId, date)).toBe("Saved by the night engineer");
    if (refused.ok || refused.reason !== "conflict" || !refused.preview.ok) throw new Error("");
    expect(refused.preview.revision).not.toBe(seen.revision);

    const again = await importDdrs(actor, wellId, [text], refused.preview.revision);
    expect(again).toMatchObject({ ok: true, days: 1 });
    expect(await summaryOf(wellId, date)).toBe("Drilled ahead from the file");
  });

  it("on the page: says who won in the user's words, shows a new preview and imports nothing", async () => {
    const { wellId, date, text } = await dayFile();
    const created = await importDdrs(
      actor,
      wellId,
      [text],
      (await previewed(wellId, text)).revision,
    );
    expect(created).toMatchObject({ ok: true });
    const seen = await previewed(wellId, text);
    await theirSave(wellId, date, "Saved on the rig");
    const cookie = await signIn("engineer");
    const path = `/form/daily-drilling-report/import-witsml?well=${wellId}`;
    const response = await call(importAction, path, {
      cookie,
      form: { intent: "confirm", witsml: text, revision: seen.revision },
    });
    expect(response.status).toBe(409);
    const body = (await response.json()) as {
      kind: string;
      notice: string;
      revision: string;
      days: { reportDate: string }[];
    };
    expect(body.kind).toBe("preview");
    expect(body.notice).toBe(`interop.ddr.conflict|${JSON.stringify({ date })}`);
    expect(body.days.map((d) => d.reportDate)).toEqual([date]);
    expect(body.revision).not.toBe(seen.revision);
    expect(await summaryOf(wellId, date)).toBe("Saved on the rig");
  });

  it("through the API: the preview's revision in If-Match, 409 problem+json when it is stale", async () => {
    const { wellId, date, text } = await dayFile();
    const token = await tokenFor(engine.db, "engineer");
    const path = `/api/v1/wells/${wellId}/daily-reports-witsml`;
    const send = (query: string, headers: Record<string, string> = {}) =>
      api(apiImport, `${path}${query}`, {
        token,
        rawBody: text,
        contentType: "application/xml",
        params: { wellId: String(wellId) },
        headers,
      });
    const read = await api(apiLoader, path, { token, params: { wellId: String(wellId) } });
    expect(read.status).toBe(405);
    expect(read.headers.get("Allow")).toBe("POST");
    expect(read.headers.get("Content-Type")).toBe("application/problem+json");
    const first = await send("?preview");
    expect(first.status).toBe(200);
    const preview = (await first.json()) as { revision: string; days: { reportId: null }[] };
    expect(preview.days[0]!.reportId).toBeNull();
    expect((await send("")).status).toBe(400);
    const created = await send("", { "If-Match": `"${preview.revision}"` });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await created.json()).toEqual({ imported: 1, firstDate: date });

    const seen = (await (await send("?preview")).json()) as { revision: string };
    await theirSave(wellId, date, "Saved by another script");
    const stale = await send("", { "If-Match": seen.revision });
    expect(stale.status).toBe(409);
    expect(stale.headers.get("Content-Type")).toBe("application/problem+json");
    const problem = (await stale.json()) as { type: string; preview: { revision: string } };
    expect(problem.type).toBe("/api/v1/problems/conflict");
    expect(problem.preview.revision).not.toBe(seen.revision);
    expect(await summaryOf(wellId, date)).toBe("Saved by another script");

    const other = await tokenFor(engine.db, "other-engineer");
    const hidden = await api(apiImport, `${path}?preview`, {
      token: other,
      rawBody: text,
      contentType: "application/xml",
      params: { wellId: String(wellId) },
    });
    expect(hidden.status).toBe(404);
  });

  it("through the API: several documents as multipart parts; a body of another type is 415", async () => {
    const { wellId, text } = await dayFile();
    const token = await tokenFor(engine.db, "engineer");
    const path = `/api/v1/wells/${wellId}/daily-reports-witsml?preview`;
    const send = (body: FormData | string, headers: Record<string, string> = {}) =>
      apiImport({
        request: new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { host: "localhost:3000", Authorization: `Bearer ${token}`, ...headers },
          body,
        }),
        params: { wellId: String(wellId) },
        context: {},
      });
    const parts = (...texts: string[]) => {
      const form = new FormData();
      texts.forEach((part, index) =>
        form.append("witsml", new Blob([part], { type: "application/xml" }), `day-${index}.xml`),
      );
      return form;
    };
    const one = await send(parts(text));
    expect(one.status).toBe(200);
    expect(((await one.json()) as { days: unknown[] }).days).toHaveLength(1);
    // The same day twice is refused, naming the second's element and line.
    const twice = await send(parts(text, text));
    expect(twice.status).toBe(400);
    const refused = (await twice.json()) as {
      errors: { code: string; element: string; file: string; detail: string }[];
    };
    // Both parts have the same lines: the problem says which part it is in.
    expect(refused.errors.map((e) => [e.code, e.element, e.file])).toEqual([
      ["dayTwice", "DrillReport", "day-1.xml"],
    ]);
    expect(refused.errors[0]!.detail).toMatch(/^day-1\.xml: <DrillReport> \(line \d+\)/);
    const plain = await send(text, { "Content-Type": "text/plain" });
    expect(plain.status).toBe(415);
    expect(plain.headers.get("Content-Type")).toBe("application/problem+json");
    expect(((await plain.json()) as { accepted: string[] }).accepted).toEqual([
      "application/xml",
      "text/xml",
      "multipart/form-data",
    ]);
  });

  // Last: the hand-made report it leaves is no basis for another day's file.
  it("refuses a confirm when the day's report was created after a preview that would create it", async () => {
    const { wellId, date, text } = await dayFile();
    const seen = await previewed(wellId, text);
    expect(seen.days[0]!.reportId).toBeNull();
    expect((await createDdr(actor, wellId, date)).ok).toBe(true);
    await theirSave(wellId, date, "Typed in by hand");
    const refused = await importDdrs(actor, wellId, [text], seen.revision);
    expect(refused).toMatchObject({ ok: false, reason: "conflict", reportDate: date });
    expect(await summaryOf(wellId, date)).toBe("Typed in by hand");
    // A revision no preview gave is a conflict too, never an import.
    expect(await importDdrs(actor, wellId, [text], "not-a-revision")).toMatchObject({
      ok: false,
      reason: "conflict",
    });
  });
});
