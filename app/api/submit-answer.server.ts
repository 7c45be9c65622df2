import type { CurrentUser } from "~/auth/current-user";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import type { SubmitResult } from "~/reports/report-lifecycle.server";
import type { ReportKindDeclaration } from "~/sections/report-kinds";

import { problem } from "./problem";
import { apiJson } from "./request.server";
import { submitProblemsInWords } from "./submit-problems";

/**
 * The API's answer to a report sent for approval, of any kind: the new status and version, or
 * the problem that stopped it (what is missing in the reader's words, or a report that is no
 * longer a draft). No report (`null`) reads as one the user may not see.
 */
export function submitAnswer(
  user: CurrentUser,
  declaration: ReportKindDeclaration | null,
  reportId: number | null,
  result: SubmitResult | null,
) {
  if (!result || !declaration || !reportId || (!result.ok && result.reason === "notFound"))
    return problem("forbidden-or-missing");
  if (!result.ok) {
    return result.reason === "problems"
      ? problem("validation", "Some sections are missing or not valid.", {
          extensions: {
            problems: submitProblemsInWords(
              translator(languageOf(user)),
              declaration,
              result.problems,
            ),
          },
        })
      : problem("not-editable", "Only draft and returned reports can be submitted.");
  }
  return apiJson({ id: reportId, status: "submitted", version: result.version });
}
