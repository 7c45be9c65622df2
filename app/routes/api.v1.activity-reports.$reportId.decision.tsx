import { activityKindOf } from "~/api/activity-reports.server";
import { decisionAction } from "~/api/decision.server";
import { writeOnly } from "~/api/request.server";

// POST /api/v1/activity-reports/{reportId}/decision {action: approve|return, version, comment}.
export const action = decisionAction(
  async (user, reportId) => (await activityKindOf(user, reportId, "read"))?.kind ?? null,
);

// Reading it is no use: a 405 problem naming the method to use.
export const loader = writeOnly(["POST"]);
