import { cementPlacement, slurryVolume } from "~/domain/activity/cement";

import { bottomsAboveTops, topAndBottomMd } from "../activity-intervals";
import { defineSection, defineTable, field } from "../vocabulary";

import { casingWiderThanHole, holeAndCasingSizes } from "./hole-and-casing";

/**
 * Cement job (DOMAIN.md §2b): the job, its fluids, and where the slurry ends up. The annular
 * volume and top of cement follow from the hole size, casing OD, excess and the lead and tail
 * slurries pumped (app/domain/activity/cement.ts).
 */
export const cementJob = defineSection({
  id: "cementJob",
  keyPrefix: "activity.cementJob",
  requiredForSubmit: true,
  fields: [
    field.lookup("jobType", "cementJobType", { required: true }),
    field.integer("stageNo", { min: 1, max: 5 }),
    ...holeAndCasingSizes("casingOd"),
    field.quantity("shoeMd", "length", { required: true, min: 0, max: 15_000 }),
    field.quantity("excessPercent", "percent", { min: 0, max: 300 }),
    field.boolean("bumpPlug"),
    field.quantity("bumpPressure", "pressure", { min: 0, max: 2e8 }),
    field.boolean("floatsHeld"),
    field.lookup("returns", "cementReturns"),
    field.quantity("cementToSurface", "volume", { min: 0 }),
    field.quantity("slurryPumped", "volume", { computed: true }),
    field.quantity("annularVolume", "volume", { computed: true }),
    field.quantity("topOfCementMd", "length", { computed: true }),
    field.quantity("tocMd", "length", { min: 0, max: 15_000 }),
    field.lookup("tocMethod", "tocMethod"),
    field.quantity("wocTime", "duration", { min: 0, max: 14 * 24 * 3600 }),
  ],
  tables: [
    defineTable({
      name: "fluids",
      maxRows: 20,
      columns: [
        field.lookup("fluidType", "cementFluidType", { required: true }),
        field.text("fluidName", { maxLength: 120 }),
        field.quantity("density", "density", { min: 500, max: 3000 }),
        field.quantity("volume", "volume", { min: 0 }),
        field.quantity("slurryYield", "slurryYield", { min: 0, max: 1 }),
        field.integer("sacks", { min: 0, max: 100_000 }),
      ],
    }),
  ],
  compute(value) {
    const slurries = value.fluids.filter((f) => f.fluidType === "lead" || f.fluidType === "tail");
    const volumes = slurries.map((fluid) => slurryVolume(fluid));
    const pumped =
      volumes.length > 0 && volumes.every((v) => v !== null)
        ? (volumes as number[]).reduce((sum, v) => sum + v, 0)
        : null;
    const placed =
      pumped !== null && value.holeSize !== null && value.casingOd !== null && value.shoeMd !== null
        ? cementPlacement({
            holeDiameter: value.holeSize,
            casingOd: value.casingOd,
            shoeMd: value.shoeMd,
            slurryVolume: pumped,
            excessPercent: value.excessPercent ?? 0,
          })
        : null;
    return {
      ...value,
      slurryPumped: pumped,
      annularVolume: placed?.annularVolume ?? null,
      topOfCementMd: placed?.topOfCementMd ?? null,
    };
  },
  rules(value) {
    const issues = casingWiderThanHole(value, "casingOd", value.casingOd);
    // The cement is in the annulus above the shoe: a measured top below it is a typing slip.
    if (value.tocMd !== null && value.shoeMd !== null && value.tocMd > value.shoeMd + 1e-6) {
      issues.push({ field: "tocMd", code: "activity.problems.cementTopBelowShoe" });
    }
    return issues;
  },
});

/** The pump schedule and the circulation before and after the job. */
export const cementPumping = defineSection({
  id: "cementPumping",
  keyPrefix: "activity.cementPumping",
  tables: [
    defineTable({
      name: "pumpSchedule",
      maxRows: 60,
      columns: [
        field.time("time", { required: true }),
        field.quantity("rate", "flowRate", { min: 0 }),
        field.quantity("pressure", "pressure", { min: 0, max: 2e8 }),
        field.quantity("volume", "volume", { min: 0 }),
        field.text("stage", { maxLength: 120 }),
      ],
    }),
    defineTable({
      name: "circulation",
      maxRows: 20,
      columns: [
        field.quantity("rate", "flowRate", { required: true, min: 0 }),
        field.quantity("duration", "duration", { min: 0, max: 48 * 3600 }),
        field.quantity("pressure", "pressure", { min: 0, max: 2e8 }),
        field.text("remark", { maxLength: 240 }),
      ],
    }),
  ],
});

/**
 * The zones the cement isolates (the spec's "isointerval") and what went wrong on the job and
 * how it was put right (its "fix").
 */
export const cementIsolation = defineSection({
  id: "cementIsolation",
  keyPrefix: "activity.cementIsolation",
  tables: [
    defineTable({
      name: "intervals",
      maxRows: 40,
      columns: [
        ...topAndBottomMd("both"),
        field.text("zone", { maxLength: 120 }),
        field.text("remark", { maxLength: 240 }),
      ],
    }),
    defineTable({
      name: "fixes",
      maxRows: 40,
      columns: [
        field.text("problem", { required: true, maxLength: 500 }),
        field.text("fix", { maxLength: 500 }),
      ],
    }),
  ],
  rules: (value) => bottomsAboveTops(value.intervals, "intervals"),
});
