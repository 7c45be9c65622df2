import { activityKindOf } from "~/api/activity-reports.server";
import { problem } from "~/api/problem";
import { apiWrite, readJsonBody, writeOnly } from "~/api/request.server";
import { saveSectionFromApi } from "~/api/section-save.server";
import { parseRecordId } from "~/forms/input";

// PUT /api/v1/activity-reports/{reportId}/sections/{sectionId} {version, unitSystem, values}.
export const action = apiWrite({ methods: ["PUT"] }, async ({ request, params, user }) => {
  const reportId = parseRecordId(params.reportId);
  const declaration = reportId ? await activityKindOf(user, reportId, "write") : null;
  if (!reportId || !declaration) return problem("forbidden-or-missing");
  return saveSectionFromApi(
    user,
    reportId,
    params.sectionId ?? "",
    await readJsonBody(request),
    declaration,
  );
});

// Reading it is no use: a 405 problem naming the method to use.
export const loader = writeOnly(["PUT"]);
