import { bitRotarySpeed, mechanicalSpecificEnergy } from "~/domain/drilling/mse";

import { defineSection, defineTable, field, type SectionIssue } from "./vocabulary";

/**
 * Drilling parameters, DOMAIN.md §2: one row per depth interval, with the mechanical specific
 * energy (§4, Teale) worked out from the average WOB, bit rpm, torque, ROP and the bit in hole.
 */
export const drillingParameters = defineSection({
  id: "drillingParameters",
  tables: [
    defineTable({
      name: "intervals",
      maxRows: 100,
      storedIn: "drilling_parameters",
      columns: [
        field.quantity("mdFrom", "length", { required: true, min: 0, max: 15_000, feeds: ["day"] }),
        field.quantity("mdTo", "length", { required: true, min: 0, max: 15_000, feeds: ["day"] }),
        field.quantity("wobMin", "force", { min: 0 }),
        field.quantity("wobMax", "force", { min: 0 }),
        field.quantity("rpmSurface", "rotarySpeed", { min: 0, max: 1000 }),
        field.quantity("rpmMotor", "rotarySpeed", { min: 0, max: 1000 }),
        field.quantity("torque", "torque", { min: 0 }),
        field.quantity("flowRate", "flowRate", { required: true, min: 0, feeds: ["day"] }),
        field.quantity("spp", "pressure", { min: 0 }),
        field.quantity("rop", "rop", { min: 0 }),
        field.quantity("hookLoad", "force", { min: 0 }),
        field.quantity("mse", "pressure", { computed: true }),
      ],
    }),
  ],
  rules(value) {
    const issues: SectionIssue[] = [];
    value.intervals.forEach((row, rowIndex) => {
      if (row.mdFrom !== null && row.mdTo !== null && row.mdTo < row.mdFrom - 1e-6) {
        issues.push({
          table: "intervals",
          rowIndex,
          field: "mdTo",
          code: "ddr.problems.bottomAboveTop",
        });
      }
      if (row.wobMin !== null && row.wobMax !== null && row.wobMax < row.wobMin) {
        issues.push({
          table: "intervals",
          rowIndex,
          field: "wobMax",
          code: "ddr.problems.wobMaxBelowMin",
        });
      }
    });
    return issues;
  },
  compute(value, context) {
    return {
      ...value,
      intervals: value.intervals.map((row) => {
        const wob =
          row.wobMin !== null && row.wobMax !== null
            ? (row.wobMin + row.wobMax) / 2
            : (row.wobMax ?? row.wobMin);
        const mse =
          wob === null ||
          row.rpmSurface === null ||
          row.torque === null ||
          row.rop === null ||
          context.bitInHoleSize === null
            ? null
            : mechanicalSpecificEnergy({
                weightOnBit: wob,
                bitDiameter: context.bitInHoleSize,
                rotarySpeed: bitRotarySpeed(row.rpmSurface, row.rpmMotor),
                torque: row.torque,
                rop: row.rop,
              });
        return { ...row, mse };
      }),
    };
  },
});
