import { decisionAction } from "~/api/decision.server";
import { writeOnly } from "~/api/request.server";

// POST /api/v1/reports/{reportId}/decision {action: approve|return, version, comment}.
export const action = decisionAction(async () => "ddr");

// Reading it is no use: a 405 problem naming the method to use.
export const loader = writeOnly(["POST"]);
