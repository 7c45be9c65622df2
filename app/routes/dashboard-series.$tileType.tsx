import type { LoaderFunctionArgs } from "@remix-run/node";
import { tableToIPC } from "apache-arrow";

import { getSelectedWell } from "~/assets/selection.server";
import { Privilege } from "~/auth/privileges";
import { notFound, requireUser } from "~/auth/session.server";
import { choiceProblem, parseWellChoice } from "~/dashboards/comparison";
import { dataRevision } from "~/dashboards/revision.server";
import { buildSeries, type SeriesScope } from "~/dashboards/series.server";
import { isFieldTileType, isTileType } from "~/dashboards/tile-types";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { parseRecordId } from "~/forms/input";
import { languageOf } from "~/i18n/i18n";
import { withSecurityHeaders } from "~/security-headers.server";

/**
 * A tile's series as Arrow IPC (the browser decodes it with tableFromIPC): the selected well's,
 * or its field's; with `wells=12,31` a tile across wells of a comparison study.
 */
export const loader = withSecurityHeaders(async ({ request, params }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const chosen = url.searchParams.has("wells")
    ? parseWellChoice(url.searchParams.getAll("wells"))
    : null;
  const user = await requireUser(request, {
    privilege: chosen ? Privilege.ComparisonStudy : Privilege.Dashboards,
  });
  if (!isTileType(params.tileType)) throw notFound();
  const system = unitSystemFromStandard(user.unitStandard);
  const language = languageOf(user);
  let scope: SeriesScope;
  if (chosen) {
    // Only the organisation's wells among those named are read (buildSeries scopes them).
    if (!isFieldTileType(params.tileType) || choiceProblem(chosen.length)) throw notFound();
    scope = { orgId: user.orgId, wellId: 0, system, language, wellIds: chosen };
  } else {
    const asked = url.searchParams.get("well");
    const well = await getSelectedWell(user);
    // Only the selected well of the user's own organisation; anything else does not exist here.
    if (!well || (asked && parseRecordId(asked) !== well.id)) throw notFound();
    scope = { orgId: user.orgId, wellId: well.id, system, language };
  }
  // The same revision, wells, units and language give the same series: a browser holding it hears so.
  const wells = chosen ? `c${chosen.join(".")}` : String(scope.wellId);
  const etag = `"${await dataRevision(user.orgId)}-${wells}-${params.tileType}-${system}-${language}"`;
  const headers = { ETag: etag, "Cache-Control": "private, no-cache" };
  if (request.headers.get("If-None-Match") === etag)
    return new Response(null, { status: 304, headers });
  const table = await buildSeries(params.tileType, scope);
  const ipc = tableToIPC(table, "stream");
  return new Response(new Blob([ipc.slice()]), {
    headers: { ...headers, "Content-Type": "application/vnd.apache.arrow.stream" },
  });
});
