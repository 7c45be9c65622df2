import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/auth/session.server";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { pages } from "~/navigation/pages";
import { ddrListWorkbook, XLSX_TYPE } from "~/reports/export.server";
import { loadDdrList, parseDdrListQuery } from "~/reports/list.server";
import { withSecurityHeaders } from "~/security-headers.server";

// /database/daily-drilling-report.xlsx: the filtered list, every row, as a workbook.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request, {
    privilege: pages.dailyDrillingReportDatabase.privilege,
  });
  const query = await parseDdrListQuery(user, new URL(request.url));
  const { page } = await loadDdrList(user, { ...query, page: 1 }, 100_000);
  const language = languageOf(user);
  const bytes = await ddrListWorkbook(
    page.rows,
    translator(language),
    unitSystemFromStandard(user.unitStandard),
    language,
  );
  return new Response(bytes, {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": 'attachment; filename="daily-drilling-reports.xlsx"',
      "Cache-Control": "private, no-store",
    },
  });
});
