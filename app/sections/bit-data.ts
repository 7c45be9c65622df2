import { bitRunToDate, totalFlowArea } from "~/domain/drilling/bit-run";
import { costPerMetre } from "~/domain/drilling/cost-per-foot";
import { parseNozzles } from "~/domain/drilling/nozzles";
import { runHydraulics } from "~/domain/drilling/run-hydraulics";
import { parseMoney, moneyToNumber } from "~/domain/money/decimal";

import { rowsOf, textOf } from "./carry-declarations";
import { defineSection, defineTable, field, type SectionIssue } from "./vocabulary";

/**
 * Workstring: bit data, DOMAIN.md §2 and §4. Each bit run with its nozzles (TFA), depths
 * (footage; a bit still in the hole to the report's depth), on-bottom hours (ROP), its
 * hydraulics at the day's pump rate and mud weight, IADC dull grade and cost per foot or metre
 * of a pulled bit, which needs the rig day rate.
 */
export const bitData = defineSection({
  id: "bitData",
  fields: [field.money("rigDayRate", { min: 0, carry: true })],
  tables: [
    defineTable({
      name: "bits",
      maxRows: 20,
      storedIn: "bit_runs",
      // A bit without a depth out is still in the hole tomorrow.
      carry: { rows: "whole", keep: (bit) => bit.depthOut === null },
      columns: [
        field.text("bitNo", { required: true, maxLength: 20 }),
        field.quantity("size", "diameter", {
          required: true,
          min: 0.05,
          max: 1.5,
          suggest: "holeSize",
          feeds: ["day"],
        }),
        field.text("make", { required: true, maxLength: 80 }),
        field.text("type", { maxLength: 80 }),
        field.text("serialNo", { required: true, maxLength: 60 }),
        field.text("iadcCode", { maxLength: 8 }),
        field.text("nozzles", { maxLength: 60 }),
        field.quantity("tfa", "area", { computed: true }),
        field.quantity("depthIn", "length", { required: true, min: 0, max: 15_000 }),
        field.quantity("depthOut", "length", { min: 0, max: 15_000, feeds: ["day"] }),
        field.quantity("hours", "duration", { min: 0, max: 2000 * 3600 }),
        field.quantity("tripTime", "duration", { min: 0, max: 500 * 3600 }),
        field.quantity("footage", "length", { computed: true }),
        field.quantity("rop", "rop", { computed: true }),
        field.quantity("bitPressureDrop", "pressure", { computed: true }),
        field.quantity("jetVelocity", "velocity", { computed: true }),
        field.quantity("hydraulicPower", "power", { computed: true }),
        field.quantity("hsi", "powerPerArea", { computed: true }),
        field.integer("dullI", { min: 0, max: 8 }),
        field.integer("dullO", { min: 0, max: 8 }),
        field.lookup("dullD", "dullCharacteristic"),
        field.lookup("dullL", "location"),
        field.lookup("dullB", "bearingSeals"),
        field.lookup("dullG", "gauge"),
        field.lookup("dullOther", "dullCharacteristic"),
        field.lookup("dullR", "reasonPulled"),
        field.money("bitCost", { min: 0 }),
        field.costPerLength("costPerLength"),
      ],
    }),
  ],
  carryOver: {
    item: {
      key: "bits",
      params(carried) {
        const bits = rowsOf(carried, "bits");
        return bits.length === 0
          ? null
          : { bits: bits.map((bit) => textOf(bit.bitNo) ?? "?").join(", ") };
      },
    },
  },
  rules(value) {
    const issues: SectionIssue[] = [];
    const seen = new Set<string>();
    value.bits.forEach((bit, rowIndex) => {
      if (bit.depthIn !== null && bit.depthOut !== null && bit.depthOut < bit.depthIn - 1e-6) {
        issues.push({
          table: "bits",
          rowIndex,
          field: "depthOut",
          code: "ddr.problems.depthOutAboveIn",
        });
      }
      if (bit.nozzles !== null && parseNozzles(bit.nozzles) === null) {
        issues.push({
          table: "bits",
          rowIndex,
          field: "nozzles",
          code: "ddr.problems.nozzlesUnreadable",
        });
      }
      if (bit.bitNo !== null) {
        if (seen.has(bit.bitNo)) {
          issues.push({
            table: "bits",
            rowIndex,
            field: "bitNo",
            code: "ddr.problems.duplicateBitNo",
          });
        }
        seen.add(bit.bitNo);
      }
    });
    return issues;
  },
  compute(value, context) {
    const rigRatePerHour =
      value.rigDayRate === null ? 0 : moneyToNumber(parseMoney(value.rigDayRate)) / 24;
    return {
      ...value,
      bits: value.bits.map((bit) => {
        const nozzles = bit.nozzles === null ? null : parseNozzles(bit.nozzles);
        const tfa = nozzles && nozzles.length > 0 ? totalFlowArea(nozzles) : null;
        const { footage, rop, inHole } =
          bit.depthIn === null
            ? { footage: null, rop: null, inHole: bit.depthOut === null }
            : bitRunToDate(
                { depthIn: bit.depthIn, depthOut: bit.depthOut, hours: bit.hours },
                context.mdAtReport,
              );
        const hydraulics = runHydraulics({ ...bit, tfa }, context.hydraulics);
        const bitCost = bit.bitCost === null ? null : moneyToNumber(parseMoney(bit.bitCost));
        return {
          ...bit,
          tfa,
          footage,
          rop,
          bitPressureDrop: hydraulics?.pressureDrop ?? null,
          jetVelocity: hydraulics?.jetVelocity ?? null,
          hydraulicPower: hydraulics?.hydraulicPower ?? null,
          hsi: hydraulics?.powerPerArea ?? null,
          // Cost per length is the pulled bit's: a run to date would read ever cheaper.
          costPerLength:
            inHole || footage === null || bitCost === null
              ? null
              : costPerMetre({
                  bitCost,
                  rigRatePerHour,
                  drillingTime: bit.hours ?? 0,
                  tripTime: bit.tripTime ?? 0,
                  footage,
                }),
        };
      }),
    };
  },
});
