import { activityKindOf } from "~/api/activity-reports.server";
import { problem } from "~/api/problem";
import { submitProblemsInWords } from "~/api/submit-problems";
import { apiJson, apiWrite, writeOnly } from "~/api/request.server";
import { parseRecordId } from "~/forms/input";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { submitReport } from "~/reports/ddr.server";

// POST /api/v1/activity-reports/{reportId}/submit: sends the report for approval.
export const action = apiWrite({ methods: ["POST"] }, async ({ params, user }) => {
  const reportId = parseRecordId(params.reportId);
  const declaration = reportId ? await activityKindOf(user, reportId, "write") : null;
  const result = reportId && declaration ? await submitReport(user, declaration, reportId) : null;
  if (!result || (!result.ok && result.reason === "notFound"))
    return problem("forbidden-or-missing");
  if (!result.ok) {
    return result.reason === "problems"
      ? problem("validation", "Some sections are missing or not valid.", {
          extensions: {
            problems: submitProblemsInWords(
              translator(languageOf(user)),
              declaration!,
              result.problems,
            ),
          },
        })
      : problem("not-editable", "Only draft and returned reports can be submitted.");
  }
  return apiJson({ id: reportId, status: "submitted", version: result.version });
});

// Reading it is no use: a 405 problem naming the method to use.
export const loader = writeOnly(["POST"]);
