import { openApiDocument } from "~/api/openapi";
import { apiHandler, apiJson } from "~/api/request.server";

// GET /api/v1/openapi.json: the API described (no token needed).
export const loader = apiHandler(async () =>
  apiJson(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } }),
);
