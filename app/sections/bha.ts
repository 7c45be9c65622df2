import { defineSection, field } from "./vocabulary";

/**
 * Workstring: BHA, DOMAIN.md §2. The assembly in use; its length and weight are the sums of the
 * BHA components section.
 */
export const bha = defineSection({
  id: "bha",
  labelKey: "ddr.bha.title",
  fields: [
    field.integer("bhaNo", { required: true, min: 1, max: 999 }),
    field.text("bitNo", { maxLength: 20 }),
    field.text("purpose", { maxLength: 200 }),
    field.quantity("totalLength", "length", { computed: true }),
    field.quantity("totalWeight", "mass", { computed: true }),
  ],
  tables: [],
  compute(value, context) {
    return {
      ...value,
      totalLength: context.bhaTotals?.length ?? null,
      totalWeight: context.bhaTotals?.weight ?? null,
    };
  },
});
