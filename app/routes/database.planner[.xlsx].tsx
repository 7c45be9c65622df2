import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/auth/session.server";
import { getDb } from "~/db/db.server";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { pages } from "~/navigation/pages";
import { plannerWorkbook } from "~/planner/export.server";
import { DATABASE_VIEWS, parsePlannerQuery, parseView } from "~/planner/query";
import { loadPlannerDatabase } from "~/planner/screens.server";
import { withSecurityHeaders } from "~/security-headers.server";

// /database/planner.xlsx: the planner database list on screen, every row, as a workbook.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request, { privilege: pages.plannerDatabase.privilege });
  const url = new URL(request.url);
  const view = parseView(url.searchParams.get("view"), DATABASE_VIEWS);
  const data = await loadPlannerDatabase(
    await getDb(),
    user,
    view,
    parsePlannerQuery(url.searchParams),
    {
      all: true,
    },
  );
  const t = translator(languageOf(user));
  const bytes = await plannerWorkbook(data, t, unitSystemFromStandard(user.unitStandard));
  const well = data.view === "afe" && data.well ? `-${data.well.name}` : "";
  const filename = `planner-${view}${well}.xlsx`.replace(/[^\w.-]+/g, "_");
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
