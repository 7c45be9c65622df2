import { apiWrite, writeOnly } from "~/api/request.server";
import { submitAnswer } from "~/api/submit-answer.server";
import { Privilege } from "~/auth/privileges";
import { parseRecordId } from "~/forms/input";
import { submitDdr } from "~/reports/ddr.server";
import { DDR_KIND } from "~/sections/report-kinds";

// POST /api/v1/reports/{reportId}/submit: sends the report for approval.
export const action = apiWrite(
  { methods: ["POST"], privilege: Privilege.DailyDrillingReportForm },
  async ({ params, user }) => {
    const reportId = parseRecordId(params.reportId);
    const result = reportId ? await submitDdr(user, reportId) : null;
    return submitAnswer(user, DDR_KIND, reportId, result);
  },
);

// Reading it is no use: a 405 problem naming the method to use.
export const loader = writeOnly(["POST"]);
