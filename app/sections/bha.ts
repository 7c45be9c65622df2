import { numberOf, rowsOf, textOf } from "./carry-declarations";
import { defineSection, field } from "./vocabulary";

/**
 * Workstring: BHA, DOMAIN.md §2. The assembly in use; its length and weight are the sums of the
 * BHA components section.
 */
export const bha = defineSection({
  id: "bha",
  fields: [
    field.integer("bhaNo", { required: true, min: 1, max: 999, carry: true }),
    field.text("bitNo", { maxLength: 20, carry: true }),
    field.text("purpose", { maxLength: 200, carry: true }),
    field.quantity("totalLength", "length", { computed: true }),
    field.quantity("totalWeight", "mass", { computed: true }),
  ],
  carryOver: {
    // The BHA stays when it runs a bit still in hole (or names no bit at all).
    when({ value, carried }) {
      const bitNo = textOf(value.bitNo);
      return bitNo === null || rowsOf(carried.bitData, "bits").some((bit) => bit.bitNo === bitNo);
    },
    item: {
      key: "bha",
      params: (carried, previous) =>
        carried
          ? {
              bhaNo: numberOf(carried.bhaNo) ?? "?",
              count: rowsOf(previous.sections.bhaComponents, "components").length,
            }
          : null,
    },
  },
  compute(value, context) {
    return {
      ...value,
      totalLength: context.bhaTotals?.length ?? null,
      totalWeight: context.bhaTotals?.weight ?? null,
    };
  },
});
