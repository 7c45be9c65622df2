import type { LoaderFunctionArgs } from "@remix-run/node";

import { notFound, requireUser } from "~/auth/session.server";
import { pages } from "~/navigation/pages";
import { loadLookupOptions } from "~/reports/lookups.server";
import { listsVersion } from "~/reports/report-page.server";
import { ddrSection } from "~/sections";
import { listsNamedBy, pickLists } from "~/sections/section-lists";
import { withSecurityHeaders } from "~/security-headers.server";

// /form/daily-drilling-report/lists?section=<id>&v=<version>: the lookup lists one DDR section's
// editor picks from, for an editor opened in place (decision 080). The address names the
// version of the organisation's lists the page was drawn with, so the browser keeps the answer
// while that version is current; an older version is answered with today's lists, not kept.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request, { privilege: pages.dailyDrillingReportForm.privilege });
  const url = new URL(request.url);
  const section = ddrSection(url.searchParams.get("section") ?? "");
  if (!section) throw notFound();
  const all = await loadLookupOptions(user.orgId);
  const version = listsVersion(all);
  const etag = `"${version}-${section.id}"`;
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control":
      url.searchParams.get("v") === version
        ? "private, max-age=86400, immutable"
        : "private, no-cache",
    ETag: etag,
    Vary: "Cookie",
  };
  if (request.headers.get("If-None-Match") === etag)
    return new Response(null, { status: 304, headers });
  const lists = pickLists(all, listsNamedBy([section]));
  return new Response(JSON.stringify({ version, lists }), { headers });
});
