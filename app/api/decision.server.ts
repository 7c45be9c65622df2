import type { CurrentUser } from "~/auth/current-user";
import { Privilege } from "~/auth/privileges";
import type { ReportKind } from "~/db/tables/reports";
import { parseRecordId } from "~/forms/input";
import { decideReport } from "~/reports/ddr.server";

import { problem } from "./problem";
import { allowMethods, apiHandler, apiJson, readJsonBody, requireApiUser } from "./request.server";
import { decisionBody, fieldProblems } from "./schemas";

/**
 * POST …/{reportId}/decision {action: approve|return, version, comment} on a report of the kind
 * `kindOf` finds for the user (null: not theirs to decide, answered as missing).
 */
export function decisionAction(
  kindOf: (user: CurrentUser, reportId: number) => Promise<ReportKind | null>,
) {
  return apiHandler(async ({ request, params }) => {
    allowMethods(request, ["POST"]);
    const user = await requireApiUser(request, Privilege.ApprovalForm);
    const reportId = parseRecordId(params.reportId);
    const kind = reportId ? await kindOf(user, reportId) : null;
    if (!reportId || !kind) return problem("forbidden-or-missing");
    const body = decisionBody.safeParse(await readJsonBody(request));
    if (!body.success) {
      return problem("validation", "The body needs action, version and, to return, a comment.", {
        extensions: { errors: fieldProblems(body.error) },
      });
    }
    const { version, ...decision } = body.data;
    const result = await decideReport(user, reportId, version, decision, kind);
    if (!result.ok) {
      if (result.reason === "notFound") return problem("forbidden-or-missing");
      if (result.reason === "stale") {
        return problem("conflict", "Read the report again and send its current version.");
      }
      return problem("not-editable", "code" in result ? `Refused: ${result.code}.` : undefined);
    }
    return apiJson({
      id: reportId,
      status: decision.action === "approve" ? "approved" : "returned",
      version: result.version,
    });
  });
}
