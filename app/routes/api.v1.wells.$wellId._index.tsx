import { problem } from "~/api/problem";
import { apiHandler, apiJson, requireApiUser } from "~/api/request.server";
import { findWell } from "~/api/reports.server";
import { parseRecordId } from "~/forms/input";

// GET /api/v1/wells/{wellId}: one well of the organisation.
export const loader = apiHandler(async ({ request, params }) => {
  const user = await requireApiUser(request);
  const wellId = parseRecordId(params.wellId);
  const well = wellId ? await findWell(user.orgId, wellId) : null;
  return well ? apiJson(well) : problem("forbidden-or-missing");
});
