import type { LoaderFunctionArgs } from "@remix-run/node";
import { tableToIPC } from "apache-arrow";

import { getSelectedWell } from "~/assets/selection.server";
import { Privilege } from "~/auth/privileges";
import { notFound, requireUser } from "~/auth/session.server";
import { dataRevision } from "~/dashboards/revision.server";
import { buildSeries } from "~/dashboards/series.server";
import { isTileType } from "~/dashboards/tile-types";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { parseRecordId } from "~/forms/input";
import { withSecurityHeaders } from "~/security-headers.server";

/** A tile's series as Arrow IPC (the browser decodes it with tableFromIPC). */
export const loader = withSecurityHeaders(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireUser(request, { privilege: Privilege.Dashboards });
  if (!isTileType(params.tileType)) throw notFound();
  const asked = new URL(request.url).searchParams.get("well");
  const well = await getSelectedWell(user);
  // Only the selected well of the user's own organisation; anything else does not exist here.
  if (!well || (asked && parseRecordId(asked) !== well.id)) throw notFound();
  const system = unitSystemFromStandard(user.unitStandard);
  // The same revision, well and units give the same series: a browser holding it hears so.
  const etag = `"${await dataRevision(user.orgId)}-${well.id}-${params.tileType}-${system}"`;
  const headers = { ETag: etag, "Cache-Control": "private, no-cache" };
  if (request.headers.get("If-None-Match") === etag)
    return new Response(null, { status: 304, headers });
  const table = await buildSeries(params.tileType, { orgId: user.orgId, wellId: well.id, system });
  const ipc = tableToIPC(table, "stream");
  return new Response(new Blob([ipc.slice()]), {
    headers: { ...headers, "Content-Type": "application/vnd.apache.arrow.stream" },
  });
});
