import { backOffBelowFreePoint, recoveredExceedsFish } from "~/domain/activity/fishing";

import { defineSection, defineTable, field, type SectionIssue } from "../vocabulary";

/** A saved section's length, when the other section of the report has one. */
function savedLength(
  sameReport: Partial<Record<string, Record<string, unknown>>> | undefined,
  section: string,
  name: string,
): number | null {
  const value = sameReport?.[section]?.[name];
  return typeof value === "number" ? value : null;
}

/** Fishing job (DOMAIN.md §2b): what is lost, and where. */
export const fishingGeneral = defineSection({
  id: "fishingGeneral",
  keyPrefix: "activity.fishingGeneral",
  requiredForSubmit: true,
  fields: [
    field.longText("fishDescription", { required: true, maxLength: 4000 }),
    field.quantity("fishTopMd", "length", { min: 0, max: 15_000 }),
    field.quantity("fishLength", "length", { min: 0, max: 15_000 }),
    field.text("tools", { maxLength: 500 }),
    field.quantity("lostTime", "duration", { min: 0, max: 90 * 24 * 3600 }),
  ],
  reads: ["fishingResult"],
  rules(value, context) {
    // A fish shortened after the result was saved would leave more recovered than lost.
    const recovered = savedLength(context.sameReport, "fishingResult", "recoveredLength");
    return recoveredExceedsFish(recovered, value.fishLength)
      ? [{ field: "fishLength", code: "activity.problems.fishShorterThanRecovered" }]
      : [];
  },
});

/** Free point and string shot: where the string is stuck and where it was backed off. */
export const fishingFreePoint = defineSection({
  id: "fishingFreePoint",
  keyPrefix: "activity.fishingFreePoint",
  fields: [
    field.quantity("freePointMd", "length", { min: 0, max: 15_000 }),
    field.text("freePointMethod", { maxLength: 240 }),
    field.quantity("stringShotMd", "length", { min: 0, max: 15_000 }),
    field.text("stringShotResult", { maxLength: 240 }),
  ],
  rules(value) {
    return backOffBelowFreePoint(value.stringShotMd, value.freePointMd)
      ? [{ field: "stringShotMd", code: "activity.problems.backOffBelowFreePoint" }]
      : [];
  },
});

export const wellboreObstruction = defineSection({
  id: "wellboreObstruction",
  keyPrefix: "activity.wellboreObstruction",
  fields: [
    field.quantity("obstructionTopMd", "length", { min: 0, max: 15_000 }),
    field.longText("description", { maxLength: 4000 }),
  ],
});

/** How the job ended and who answers for it. */
export const fishingResult = defineSection({
  id: "fishingResult",
  keyPrefix: "activity.fishingResult",
  fields: [
    field.lookup("result", "fishingResult", { required: true }),
    field.quantity("recoveredLength", "length", { min: 0, max: 15_000 }),
    field.longText("remarks", { maxLength: 4000 }),
  ],
  tables: [
    defineTable({
      name: "responsibleParties",
      maxRows: 20,
      columns: [
        field.text("company", { required: true, maxLength: 120 }),
        field.text("role", { maxLength: 120 }),
        field.text("contact", { maxLength: 120 }),
      ],
    }),
  ],
  reads: ["fishingGeneral"],
  rules(value, context) {
    const issues: SectionIssue[] = [];
    const fishLength = savedLength(context.sameReport, "fishingGeneral", "fishLength");
    if (recoveredExceedsFish(value.recoveredLength, fishLength)) {
      issues.push({ field: "recoveredLength", code: "activity.problems.recoveredMoreThanFish" });
    }
    return issues;
  },
});
