import { problem } from "~/api/problem";
import { submitProblemsInWords } from "~/api/submit-problems";
import { apiJson, apiWrite, writeOnly } from "~/api/request.server";
import { Privilege } from "~/auth/privileges";
import { parseRecordId } from "~/forms/input";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { submitDdr } from "~/reports/ddr.server";
import { DDR_KIND } from "~/sections/report-kinds";

// POST /api/v1/reports/{reportId}/submit: sends the report for approval.
export const action = apiWrite(
  { methods: ["POST"], privilege: Privilege.DailyDrillingReportForm },
  async ({ params, user }) => {
    const reportId = parseRecordId(params.reportId);
    const result = reportId ? await submitDdr(user, reportId) : null;
    if (!result || (!result.ok && result.reason === "notFound"))
      return problem("forbidden-or-missing");
    if (!result.ok) {
      return result.reason === "problems"
        ? problem("validation", "Some sections are missing or not valid.", {
            extensions: {
              problems: submitProblemsInWords(
                translator(languageOf(user)),
                DDR_KIND,
                result.problems,
              ),
            },
          })
        : problem("not-editable", "Only draft and returned reports can be submitted.");
    }
    return apiJson({ id: reportId, status: "submitted", version: result.version });
  },
);

// Reading it is no use: a 405 problem naming the method to use.
export const loader = writeOnly(["POST"]);
