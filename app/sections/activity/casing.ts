import { cumulativeLengths, stringDepths } from "~/domain/activity/casing-tally";

import { defineSection, defineTable, field } from "../vocabulary";

import { casingWiderThanHole, holeAndCasingSizes } from "./hole-and-casing";

/**
 * Casing run (DOMAIN.md §2b): the string and its tally, joints from the shoe up. The shoe and
 * float-collar depths follow from the tally (app/domain/activity/casing-tally.ts): the string
 * hangs from the rotary datum, or from the liner top for a liner.
 */
export const casingRun = defineSection({
  id: "casingRun",
  keyPrefix: "activity.casingRun",
  requiredForSubmit: true,
  fields: [
    field.lookup("stringType", "casingStringType", { required: true }),
    ...holeAndCasingSizes("od"),
    field.quantity("weight", "weightPerLength", { min: 0, max: 1000 }),
    field.lookup("grade", "casingGrade"),
    field.lookup("thread", "casingThread"),
    field.quantity("linerTopMd", "length", { min: 0, max: 15_000 }),
    field.integer("shoeTrackJoints", { min: 0, max: 10 }),
    field.quantity("shoeTvd", "length", { min: 0, max: 15_000 }),
    field.integer("centralizers", { min: 0, max: 2000 }),
    field.integer("jointsRun", { computed: true }),
    field.quantity("stringLength", "length", { computed: true }),
    field.quantity("shoeMd", "length", { computed: true }),
    field.quantity("floatCollarMd", "length", { computed: true }),
    field.longText("remarks", { maxLength: 4000 }),
  ],
  tables: [
    defineTable({
      name: "tally",
      maxRows: 400,
      columns: [
        field.integer("jointNo", { required: true, min: 1, max: 1000 }),
        field.quantity("length", "length", { required: true, min: 0.3, max: 20 }),
        field.quantity("cumulative", "length", { computed: true }),
        field.quantity("od", "diameter", { min: 0.05, max: 1.5, suggest: "casingSize" }),
        field.quantity("weight", "weightPerLength", { min: 0, max: 1000 }),
        field.lookup("grade", "casingGrade"),
        field.lookup("thread", "casingThread"),
      ],
    }),
  ],
  rules(value) {
    const issues = casingWiderThanHole(value, "od", value.od);
    const shoe = stringDepths(value.tally, value.linerTopMd ?? 0, value.shoeTrackJoints);
    if (shoe && value.shoeTvd !== null && value.shoeTvd > shoe.shoeMd + 1e-6) {
      issues.push({ field: "shoeTvd", code: "ddr.problems.tvdBelowMd" });
    }
    const seen = new Set<number>();
    value.tally.forEach((joint, rowIndex) => {
      if (joint.jointNo === null) return;
      if (seen.has(joint.jointNo)) {
        issues.push({
          table: "tally",
          rowIndex,
          field: "jointNo",
          code: "activity.problems.jointTwice",
        });
      }
      seen.add(joint.jointNo);
    });
    return issues;
  },
  compute(value) {
    const cumulative = cumulativeLengths(value.tally);
    const depths = stringDepths(value.tally, value.linerTopMd ?? 0, value.shoeTrackJoints);
    return {
      ...value,
      tally: value.tally.map((joint, index) => ({
        ...joint,
        cumulative: cumulative[index] ?? null,
      })),
      jointsRun: depths?.jointsRun ?? 0,
      stringLength: depths?.stringLength ?? null,
      shoeMd: depths?.shoeMd ?? null,
      floatCollarMd: depths?.floatCollarMd ?? null,
    };
  },
});
