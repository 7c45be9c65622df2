import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { selectWell } from "~/assets/selection.server";
import { Privilege } from "~/auth/privileges";
import { notFound, requireUser } from "~/auth/session.server";
import { WELL_DASHBOARDS } from "~/dashboards/catalogue";
import { parseRecordId } from "~/forms/input";
import { withSecurityHeaders } from "~/security-headers.server";

/** The well's pages a mark across wells may lead to: its dashboards and its NPT rows. */
const NPT_ROWS = "npt-rows";
const TARGETS = new Set([...WELL_DASHBOARDS.map((dashboard) => dashboard.slug), NPT_ROWS]);

/**
 * Where a well's mark on a field chart or a comparison leads: that well becomes the user's
 * selected well (on the server, for this user, only a well of their organisation: anything else
 * is not found) and its dashboard opens. A chart's mark is a plain link, so this is a GET; it
 * changes nothing but which well the user is looking at, as the well list's Select does.
 */
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request, { privilege: Privilege.Dashboards });
  const url = new URL(request.url);
  const wellId = parseRecordId(url.searchParams.get("well"));
  const to = url.searchParams.get("to") ?? "one-page";
  if (!wellId || !TARGETS.has(to)) throw notFound();
  if (!(await selectWell(user, wellId))) throw notFound();
  if (to === NPT_ROWS) {
    const code = url.searchParams.get("code") ?? "";
    if (!code) throw notFound();
    return redirect(`/dashboard/npt-rows?well=${wellId}&code=${encodeURIComponent(code)}`);
  }
  return redirect(`/dashboard/${to}`);
});
