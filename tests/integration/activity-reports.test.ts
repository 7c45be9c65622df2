import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Engine } from "~/db/engine.server";
import { loader as rootLoader } from "~/root";
import { optionLabel, type LookupOption } from "~/sections/lookup-lists";
import {
  action as approvalAction,
  loader as approvalLoader,
} from "~/routes/_app.form.approval-form";
import { loader as consolidatedLoader } from "~/routes/_app.form.consolidated-daily-drilling-report";
import { loader as reportLoader } from "~/routes/_app.report.drilling-activity.$type";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import {
  CASING,
  createActivity,
  openActivity,
  postActivity,
  sectionForm,
} from "./activity-helpers";
import { createReport, createTestWell, fillRequiredSections, signIn } from "./ddr-helpers";

const FT = 0.3048;
let engine: Engine & { label: string };
let wellId: number;
let engineer: string;
let manager: string;
let casingId: number;
const date = "2026-05-03";

beforeAll(async () => {
  engine = await useDemoDatabase();
  wellId = await createTestWell(engine.db, "Demo Energy", "Activity-1", "2026-05-01");
  engineer = await signIn("engineer");
  manager = await signIn("manager");
  casingId = await createActivity(engineer, "casing", wellId, date);
});
afterAll(async () => {
  await engine.close();
});

async function reportRow(id: number) {
  return engine.db.selectFrom("reports").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

interface EditData {
  mode: string;
  document: {
    header: { reportNo: number; status: string; version: number };
    saved: Record<string, { version: number }>;
    values: Record<string, Record<string, unknown>>;
  };
}

describe("a casing report", () => {
  it("is created for the well and day, numbered per well and kind, several a day", async () => {
    const first = await reportRow(casingId);
    expect(first).toMatchObject({
      kind: "casing",
      well_id: wellId,
      report_date: date,
      report_no: 1,
    });
    const second = await createActivity(engineer, "casing", wellId, date);
    expect((await reportRow(second)).report_no).toBe(2);
    // A kick the same day starts its own numbering.
    const kick = await createActivity(engineer, "kick", wellId, date);
    expect((await reportRow(kick)).report_no).toBe(1);
  });

  it("is refused for a day before the well's spud or in the future, keeping the typed date", async () => {
    const before = await engine.db
      .selectFrom("reports")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("well_id", "=", wellId)
      .executeTakeFirstOrThrow();
    // The well spudded on 2026-05-01: 2025 is a mistyped year.
    const early = await postActivity(engineer, "casing", wellId, undefined, {
      intent: "create",
      reportDate: "2025-05-02",
    });
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({
      kind: "create",
      error: 'activity.editor.beforeFirstDay|{"firstDay":"05/01/2026"}',
      date: "2025-05-02",
    });
    const future = await postActivity(engineer, "casing", wellId, undefined, {
      intent: "create",
      reportDate: "2099-01-01",
    });
    expect(future.status).toBe(400);
    expect(await future.json()).toMatchObject({ error: "activity.editor.futureDate" });
    const after = await engine.db
      .selectFrom("reports")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("well_id", "=", wellId)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("keeps the tally in SI and works out the cumulative length and shoe depth", async () => {
    const saved = await postActivity(
      engineer,
      "casing",
      wellId,
      casingId,
      sectionForm("casingRun", 0, CASING),
    );
    expect(saved.status).toBe(302);
    const opened = (await (
      await openActivity(engineer, "casing", wellId, casingId)
    ).json()) as EditData;
    const value = opened.document.values.casingRun!;
    const tally = value.tally as { length: number; cumulative: number }[];
    expect(tally[0]!.length).toBeCloseTo(40 * FT, 9);
    expect(tally[2]!.cumulative).toBeCloseTo(120.5 * FT, 9);
    expect(value.shoeMd).toBeCloseTo(120.5 * FT, 9);
    // One joint below the float collar: it sits 40 ft above the shoe.
    expect(value.floatCollarMd).toBeCloseTo(80.5 * FT, 9);
    expect(value.jointsRun).toBe(3);
    expect(value.od).toBeCloseTo(9.625 * 0.0254, 12);
  });

  it("refuses a save made from a version someone has saved over, keeping the stored one", async () => {
    const stale = await postActivity(
      engineer,
      "casing",
      wellId,
      casingId,
      sectionForm("casingRun", 0, { ...CASING, od: "7" }),
    );
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { reply: { error: Record<string, string[]> } };
    expect(JSON.stringify(body.reply)).toContain("ddr.editor.conflict");
    const opened = (await (
      await openActivity(engineer, "casing", wellId, casingId)
    ).json()) as EditData;
    expect(opened.document.saved.casingRun!.version).toBe(1);
    expect(opened.document.values.casingRun!.od).toBeCloseTo(9.625 * 0.0254, 12);
  });

  it("says what is wrong with a field and stores nothing", async () => {
    const bad = await postActivity(
      engineer,
      "casing",
      wellId,
      casingId,
      sectionForm("casingRun", 1, { ...CASING, holeSize: "8.5" }),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("activity.problems.casingWiderThanHole");
    expect((await reportRow(casingId)).version).toBe(1);
  });

  it("goes for approval, is approved by the manager and is read-only after", async () => {
    const submitted = await postActivity(engineer, "casing", wellId, casingId, {
      intent: "submit",
    });
    expect(submitted.status).toBe(302);
    expect((await reportRow(casingId)).status).toBe("submitted");

    const list = (await (
      await call(approvalLoader, `/form/approval-form?well=${wellId}`, { cookie: manager })
    ).json()) as {
      activities: { id: number; kind: string }[];
    };
    expect(list.activities).toContainEqual(
      expect.objectContaining({ id: casingId, kind: "casing" }),
    );
    const review = await call(approvalLoader, `/form/approval-form?report=${casingId}`, {
      cookie: manager,
    });
    expect(review.status).toBe(200);
    expect(((await review.json()) as { mode: string }).mode).toBe("reviewActivity");

    const version = (await reportRow(casingId)).version;
    const approved = await call(approvalAction, "/form/approval-form", {
      cookie: manager,
      form: { intent: "approve", reportId: String(casingId), version: String(version) },
    });
    expect(approved.status).toBe(302);
    expect((await reportRow(casingId)).status).toBe("approved");

    const edit = await postActivity(
      engineer,
      "casing",
      wellId,
      casingId,
      sectionForm("casingRun", 1, CASING),
    );
    expect(edit.status).toBe(409);
    expect(JSON.stringify(await edit.json())).toContain("ddr.editor.notEditable");
    expect((await reportRow(casingId)).status).toBe("approved");
  });

  it("can be returned with a comment and edited again", async () => {
    const id = await createActivity(engineer, "general-work", wellId, date);
    await postActivity(
      engineer,
      "general-work",
      wellId,
      id,
      sectionForm("generalWork", 0, { jobType: "maintenance", summary: "Serviced top drive." }),
    );
    expect(
      (await postActivity(engineer, "general-work", wellId, id, { intent: "submit" })).status,
    ).toBe(302);
    const refused = await call(approvalAction, "/form/approval-form", {
      cookie: manager,
      form: {
        intent: "return",
        reportId: String(id),
        version: String((await reportRow(id)).version),
        comment: "",
      },
    });
    expect(refused.status).toBe(400);
    const returned = await call(approvalAction, "/form/approval-form", {
      cookie: manager,
      form: {
        intent: "return",
        reportId: String(id),
        version: String((await reportRow(id)).version),
        comment: "Name the equipment serviced.",
      },
    });
    expect(returned.status).toBe(302);
    expect(await reportRow(id)).toMatchObject({
      status: "returned",
      return_comment: "Name the equipment serviced.",
    });
  });

  it("refuses to submit a report without its required section", async () => {
    const id = await createActivity(engineer, "coring", wellId, date);
    const refused = await postActivity(engineer, "coring", wellId, id, { intent: "submit" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("coring");
    expect((await reportRow(id)).status).toBe("draft");
  });

  it("is listed on the consolidated DDR of its day", async () => {
    await createReport(engineer, wellId, date);
    const response = await call(
      consolidatedLoader,
      `/form/consolidated-daily-drilling-report?well=${wellId}&date=${date}`,
      { cookie: engineer },
    );
    const data = (await response.json()) as { activities: { id: number; kind: string }[] };
    expect(data.activities).toContainEqual(
      expect.objectContaining({ id: casingId, kind: "casing" }),
    );
  });

  it("gives the next DDR its last casing once approved", async () => {
    // The DDR of the casing's day (created above) says nothing of it; the next day's does.
    await fillRequiredSections(engineer, wellId, date);
    await createReport(engineer, wellId, "2026-05-04");
    const general = await engine.db
      .selectFrom("report_sections as s")
      .innerJoin("reports as r", "r.id", "s.report_id")
      .select(["s.data", "s.carried_over"])
      .where("r.well_id", "=", wellId)
      .where("r.kind", "=", "ddr")
      .where("r.report_date", "=", "2026-05-04")
      .where("s.section_id", "=", "general")
      .executeTakeFirstOrThrow();
    expect(general.carried_over).toBe(true);
    const data = general.data as Record<string, number>;
    expect(data.lastCasingShoeMd).toBeCloseTo(120.5 * FT, 9);
    expect(data.lastCasingSize).toBeCloseTo(9.625 * 0.0254, 12);
  });

  it("is read in the printable report by a holder of privilege 6", async () => {
    const response = await call(reportLoader, `/report/drilling-activity/casing?id=${casingId}`, {
      cookie: manager,
      params: { type: "casing" },
    });
    expect(response.status).toBe(200);
    const data = (await response.json()) as EditData & {
      schematic: { inPageMarkup: string } | null;
    };
    expect(data.document.header.status).toBe("approved");
    expect(data.document.values.casingRun!.shoeMd).toBeCloseTo(120.5 * FT, 9);
  });

  it("draws the wellbore schematic with one string per casing report, its shoe at the tally's depth", async () => {
    // A deeper string run two days later, and its cement job.
    const next = await createActivity(engineer, "casing", wellId, "2026-05-05");
    const joints = Array.from({ length: 4 }, (_, index) => ({
      jointNo: String(index + 1),
      length: "40",
    }));
    const saved = await postActivity(
      engineer,
      "casing",
      wellId,
      next,
      sectionForm("casingRun", 0, {
        stringType: "production",
        holeSize: "8.5",
        od: "7",
        tally: joints,
      }),
    );
    expect(saved.status).toBe(302);
    const cementId = await createActivity(engineer, "cement", wellId, "2026-05-05");
    await postActivity(
      engineer,
      "cement",
      wellId,
      cementId,
      sectionForm("cementJob", 0, {
        jobType: "primary",
        holeSize: "8.5",
        casingOd: "7",
        shoeMd: "160",
        excessPercent: "0",
        fluids: [{ fluidType: "tail", volume: "1.5" }],
      }),
    );
    expect(
      (await postActivity(engineer, "cement", wellId, cementId, { intent: "submit" })).status,
    ).toBe(302);

    const response = await call(reportLoader, `/report/drilling-activity/casing?id=${next}`, {
      cookie: manager,
      params: { type: "casing" },
    });
    const data = (await response.json()) as { schematic: { inPageMarkup: string } };
    const svg = data.schematic.inPageMarkup;
    expect(svg).toContain("<svg");
    const attribute = (tag: string, name: string) =>
      Number(new RegExp(`${name}="([\\d.]+)"`).exec(tag)![1]);
    const tags = (className: string) =>
      [...svg.matchAll(/<(?:g|rect)\b[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => tag.includes(`class="${className}"`));
    const shoes = tags("casing-string").map((tag) => attribute(tag, "data-shoe-md"));
    // The approved 9⅝ in string of the 3rd and this 7 in one (a draft shown on its own page);
    // the second casing report of the 3rd has no tally and draws nothing.
    expect(shoes).toHaveLength(2);
    expect(shoes[0]).toBeCloseTo(120.5 * FT, 6);
    expect(shoes[1]).toBeCloseTo(160 * FT, 6);
    // 1.5 bbl of tail in the 8½ × 7 in annulus (0.0226 bbl/ft) reaches 66.3 ft above the shoe.
    const toc = attribute(tags("cement-column")[0]!, "data-toc-md");
    expect(toc / FT).toBeCloseTo(160 - 1.5 / ((8.5 ** 2 - 7 ** 2) / 1029.4142), 1);
    expect(svg).toContain("Top of cement");
  });
});

describe("the kill-mud weight on a kick report", () => {
  it("is worked out from the typed SIDPP, TVD and mud density", async () => {
    const id = await createActivity(engineer, "kick", wellId, date);
    const saved = await postActivity(
      engineer,
      "kick",
      wellId,
      id,
      sectionForm("kick", 0, {
        kickTime: "14:30",
        md: "10500",
        tvd: "10000",
        pitGain: "12",
        sidpp: "500",
        sicp: "650",
        mudDensity: "10",
        influxType: "gas",
        killMethod: "wait-weight",
      }),
    );
    expect(saved.status).toBe(302);
    const opened = (await (await openActivity(engineer, "kick", wellId, id)).json()) as EditData;
    expect((opened.document.values.kick!.killMudWeight as number) / 119.826427).toBeCloseTo(
      10.9625,
      4,
    );
  });
});

describe("a fishing report's recovered length", () => {
  it("is refused when longer than the fish, with its message next to it, and saves when not", async () => {
    const id = await createActivity(engineer, "fishing", wellId, date);
    const fish = await postActivity(
      engineer,
      "fishing",
      wellId,
      id,
      sectionForm("fishingGeneral", 0, { fishDescription: "Mud motor and bit", fishLength: "90" }),
    );
    expect(fish.status).toBe(302);
    const result = (recoveredLength: string) =>
      postActivity(
        engineer,
        "fishing",
        wellId,
        id,
        sectionForm("fishingResult", 0, { result: "partial", recoveredLength }),
      );
    const refused = await result("95");
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { reply: { error: Record<string, string[]> } };
    expect(body.reply.error.recoveredLength).toEqual(["activity.problems.recoveredMoreThanFish"]);
    expect((await result("90")).status).toBe(302);
  });
});

describe("the code lists of an Indonesian engineer's form", () => {
  it("read in Indonesian, while the codes saved stay the same", async () => {
    const before = await engine.db
      .selectFrom("users")
      .select(["unit_standard", "language"])
      .where("username", "=", "engineer")
      .executeTakeFirstOrThrow();
    await engine.db
      .updateTable("users")
      .set({ language: "id" })
      .where("username", "=", "engineer")
      .execute();
    try {
      const cookie = await signIn("engineer");
      // The language the page is drawn in, as the root loader hands it to every screen.
      const root = (await (await call(rootLoader, "/", { cookie })).json()) as {
        language: "en" | "id";
      };
      expect(root.language).toBe("id");
      const opened = (await (await openActivity(cookie, "casing", wellId, casingId)).json()) as {
        document: { lookups: Record<string, LookupOption[]> };
      };
      const shown = opened.document.lookups.casingStringType!.map((option) => [
        option.code,
        optionLabel(option, root.language),
      ]);
      expect(shown).toContainEqual(["surface", "Casing permukaan"]);
      expect(shown).toContainEqual(["production", "Casing produksi"]);
    } finally {
      await engine.db
        .updateTable("users")
        .set({ language: before.language })
        .where("username", "=", "engineer")
        .execute();
    }
  });
});
