/**
 * A failed planner write as messages for the form that caused it: field errors where a field is
 * to blame, form errors otherwise. Messages are translation keys ("key|{params}"), except that
 * the names of what uses a record are put together here in the user's language, their days in
 * the user's date format.
 */
import type { UsageGroup, UsageName } from "~/domain/cost/usage";
import type { Language } from "~/domain/units/systems";
import { formatDate } from "~/i18n/i18n";

import type { WriteFailure } from "./results";
import { withVersionNames } from "./version-name";

type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface FailureMessages {
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
}

const withParams = (key: string, params: Record<string, unknown>) =>
  `${key}|${JSON.stringify(params)}`;

function usageName(t: Translate, language: Language, { label, date }: UsageName): string {
  const name = withVersionNames(t, label);
  return date === undefined ? name : `${name} (${formatDate(date, language)})`;
}

export function usageText(t: Translate, language: Language, groups: readonly UsageGroup[]): string {
  return groups
    .map((group) => {
      const names = group.names.map((name) => usageName(t, language, name)).join(", ");
      // A cost line is named by its report, so what is left over is counted in reports.
      const moreKey =
        group.kind === "costLine" ? "planner.usage.moreReports" : "planner.usage.more";
      const more = group.more > 0 ? t(moreKey, { count: group.more }) : "";
      return t(`planner.usage.${group.kind}`, { count: group.count, names: `${names}${more}` });
    })
    .join("; ");
}

export function failureMessages(
  failure: WriteFailure,
  t: Translate,
  language: Language,
): FailureMessages {
  const form = (message: string): FailureMessages => ({ formErrors: [message], fieldErrors: {} });
  const field = (name: string, message: string): FailureMessages => ({
    formErrors: [],
    fieldErrors: { [name]: [message] },
  });
  switch (failure.reason) {
    case "notFound":
      return form("planner.errors.notFound");
    case "conflict":
      return form("planner.errors.conflict");
    case "duplicate":
      return field(
        failure.field,
        failure.field === "costItemId"
          ? "planner.errors.duplicateCost"
          : "planner.errors.duplicateName",
      );
    case "invalidReference":
      if (failure.field === "amount") return field("amount", "planner.validation.amountOrPrice");
      if (failure.field === "description")
        return field("description", "planner.validation.describeLine");
      if (failure.field === "activityIds")
        return field("activityIds", "planner.errors.invalidReference");
      return field(failure.field, "planner.errors.invalidReference");
    case "inUse":
      return failure.usages.length === 0
        ? form("planner.errors.inUseRace")
        : form(
            withParams("planner.errors.inUse", {
              name: failure.name,
              users: usageText(t, language, failure.usages),
            }),
          );
    case "locked":
      return form("planner.errors.locked");
    case "draftExists":
      return form("planner.errors.draftExists");
    case "emptyAfe":
      return form("planner.errors.emptyAfe");
    case "ownAfe":
      return form(withParams("planner.errors.ownAfe", { builder: failure.builder }));
    default: {
      const unknown: never = failure;
      throw new Error(`Unknown planner failure ${JSON.stringify(unknown)}`);
    }
  }
}

/** The HTTP status that says what went wrong, for scripts and tests. */
export function failureStatus(failure: WriteFailure): number {
  switch (failure.reason) {
    case "notFound":
      return 404;
    case "conflict":
    case "inUse":
    case "locked":
    case "draftExists":
      return 409;
    case "ownAfe":
      return 403;
    default:
      return 400;
  }
}
