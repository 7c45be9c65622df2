import { tableToIPC } from "apache-arrow";

import { problem } from "~/api/problem";
import { apiHandler, apiJson, requireApiUser } from "~/api/request.server";
import { findWell } from "~/api/reports.server";
import { Privilege } from "~/auth/privileges";
import { buildSeries } from "~/dashboards/series.server";
import { isTileType } from "~/dashboards/tile-types";
import { UNIT_SYSTEMS, unitSystemFromStandard, type UnitSystem } from "~/domain/units/systems";
import { parseRecordId } from "~/forms/input";
import { languageOf } from "~/i18n/i18n";

const ARROW = "application/vnd.apache.arrow.stream";

// GET /api/v1/dashboard-series/{tileType}?wellId=N[&unitSystem=api|apimix|gde]: a tile's series
// as Arrow IPC (Accept: application/vnd.apache.arrow.stream) or JSON rows (otherwise).
export const loader = apiHandler(async ({ request, params }) => {
  const user = await requireApiUser(request, Privilege.Dashboards);
  if (!isTileType(params.tileType)) return problem("forbidden-or-missing", "No such tile type.");
  const url = new URL(request.url);
  const wellId = parseRecordId(url.searchParams.get("wellId"));
  const well = wellId ? await findWell(user.orgId, wellId) : null;
  if (!well) return problem("forbidden-or-missing", "Name one of your wells as wellId.");
  const asked = url.searchParams.get("unitSystem");
  const system: UnitSystem = (UNIT_SYSTEMS as readonly string[]).includes(asked ?? "")
    ? (asked as UnitSystem)
    : unitSystemFromStandard(user.unitStandard);
  const language = languageOf(user);
  const table = await buildSeries(params.tileType, {
    orgId: user.orgId,
    wellId: well.id,
    system,
    language,
  });
  const accept = request.headers.get("Accept") ?? "";
  if (accept.includes(ARROW)) {
    const ipc = tableToIPC(table, "stream");
    return new Response(new Blob([ipc.slice()]), {
      headers: { "Content-Type": ARROW, "Cache-Control": "no-store" },
    });
  }
  if (accept !== "" && !accept.includes("json") && !accept.includes("*/*")) {
    return problem("not-acceptable", `Ask for application/json or ${ARROW}.`);
  }
  const rows = table.toArray().map((row) => {
    const plain: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row.toJSON() as Record<string, unknown>)) {
      plain[key] = typeof value === "bigint" ? Number(value) : value;
    }
    return plain;
  });
  const metadata = Object.fromEntries(table.schema.metadata);
  return apiJson({
    tileType: params.tileType,
    wellId: well.id,
    unitSystem: system,
    metadata,
    rows,
  });
});
