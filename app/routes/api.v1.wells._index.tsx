import { apiHandler, apiJson, requireApiUser } from "~/api/request.server";
import { listWells } from "~/api/reports.server";

// GET /api/v1/wells: the organisation's wells.
export const loader = apiHandler(async ({ request }) => {
  const user = await requireApiUser(request);
  return apiJson({ items: await listWells(user.orgId) });
});
