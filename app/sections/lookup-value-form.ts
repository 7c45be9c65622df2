/**
 * What the lookup-lists editor accepts for a value: a code when it is added, and a label in each
 * language of which at least one is given (a reader of the other language then sees that one).
 */
import { z } from "zod";

import { optionalText, recordId, recordVersion, requiredText } from "~/forms/input";

const label = optionalText({ max: 120 });
const LABELS = new Set(["label", "labelIndonesian"]);
const sortOrder = z.coerce
  .number({ error: "validation.number" })
  .int({ error: "ddr.validation.wholeNumber" })
  .min(0, { error: 'ddr.validation.atLeast|{"value":0}' })
  .max(100_000, { error: 'ddr.validation.atMost|{"value":100000}' });

export const lookupValueSchema = z
  .discriminatedUnion("intent", [
    z.object({
      intent: z.literal("add"),
      code: requiredText({ max: 40 }),
      label,
      labelIndonesian: label,
      sortOrder,
    }),
    z.object({
      intent: z.literal("update"),
      id: recordId(),
      version: recordVersion(),
      label,
      labelIndonesian: label,
      sortOrder,
      isActive: z.literal("on").optional(),
    }),
  ])
  .superRefine(
    (value, ctx) => {
      if (typeof value !== "object" || value === null) return;
      if (value.label || value.labelIndonesian) return;
      // Next to both fields: either one is enough.
      for (const path of ["label", "labelIndonesian"]) {
        ctx.addIssue({ code: "custom", path: [path], message: "ddr.lookups.labelNeeded" });
      }
    },
    {
      // Said together with what else is wrong (a missing code), unless a label is itself wrong.
      when: (payload) =>
        !payload.issues.some((issue) => {
          const first = issue.path?.[0];
          return first === undefined || LABELS.has(String(first));
        }),
    },
  );
