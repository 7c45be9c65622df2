import { problem } from "~/api/problem";
import { apiWrite, readJsonBody, writeOnly } from "~/api/request.server";
import { saveSectionFromApi } from "~/api/section-save.server";
import { Privilege } from "~/auth/privileges";
import { parseRecordId } from "~/forms/input";

// PUT /api/v1/reports/{reportId}/sections/{sectionId} {version, unitSystem, values}.
export const action = apiWrite(
  { methods: ["PUT"], privilege: Privilege.DailyDrillingReportForm },
  async ({ request, params, user }) => {
    const reportId = parseRecordId(params.reportId);
    if (!reportId) return problem("forbidden-or-missing");
    return saveSectionFromApi(user, reportId, params.sectionId ?? "", await readJsonBody(request));
  },
);

// Reading it is no use: a 405 problem naming the method to use.
export const loader = writeOnly(["PUT"]);
