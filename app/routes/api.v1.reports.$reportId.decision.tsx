import { problem } from "~/api/problem";
import {
  allowMethods,
  apiHandler,
  apiJson,
  readJsonBody,
  requireApiUser,
  writeOnly,
} from "~/api/request.server";
import { decisionBody, fieldProblems } from "~/api/schemas";
import { Privilege } from "~/auth/privileges";
import { parseRecordId } from "~/forms/input";
import { decideDdr } from "~/reports/ddr.server";

// POST /api/v1/reports/{reportId}/decision {action: approve|return, version, comment}.
export const action = apiHandler(async ({ request, params }) => {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request, Privilege.ApprovalForm);
  const reportId = parseRecordId(params.reportId);
  if (!reportId) return problem("forbidden-or-missing");
  const body = decisionBody.safeParse(await readJsonBody(request));
  if (!body.success) {
    return problem("validation", "The body needs action, version and, to return, a comment.", {
      extensions: { errors: fieldProblems(body.error) },
    });
  }
  const { version, ...decision } = body.data;
  const result = await decideDdr(user, reportId, version, decision);
  if (!result.ok) {
    if (result.reason === "notFound") return problem("forbidden-or-missing");
    if (result.reason === "stale") {
      return problem("conflict", "Read the report again and send its current version.");
    }
    return problem(
      "not-editable",
      "reason" in result && result.reason === "refused" ? `Refused: ${result.code}.` : undefined,
    );
  }
  return apiJson({
    id: reportId,
    status: decision.action === "approve" ? "approved" : "returned",
    version: result.version,
  });
});

// Reading it is no use: a 405 problem naming the method to use.
export const loader = writeOnly(["POST"]);
