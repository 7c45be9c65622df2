import type { LoaderFunctionArgs } from "@remix-run/node";

import { notFound, requireUser } from "~/auth/session.server";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { kindPages } from "~/navigation/pages";
import { activityListWorkbook, XLSX_TYPE } from "~/reports/export.server";
import { loadDdrList, parseDdrListQuery } from "~/reports/list.server";
import { activityKindBySlug } from "~/sections/report-kinds";
import { withSecurityHeaders } from "~/security-headers.server";

// /database/drilling-activity/{type}/export.xlsx: the filtered list of a kind's reports, every row.
export const loader = withSecurityHeaders(async ({ request, params }: LoaderFunctionArgs) => {
  const declaration = activityKindBySlug(params.type);
  if (!declaration) throw notFound();
  const user = await requireUser(request, { privilege: declaration.viewPrivilege });
  const query = await parseDdrListQuery(user, new URL(request.url));
  const { page } = await loadDdrList(user, { ...query, page: 1 }, 100_000, declaration.kind);
  const language = languageOf(user);
  const t = translator(language);
  const title = t(kindPages(declaration.kind as "casing").database.titleKey);
  const bytes = await activityListWorkbook(page.rows, title, t, language);
  return new Response(bytes, {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${declaration.slug}-reports.xlsx"`,
      "Cache-Control": "private, no-store",
    },
  });
});
