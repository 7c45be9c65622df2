import type { LoaderFunctionArgs } from "@remix-run/node";

import { notFound, requireUser } from "~/auth/session.server";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { parseRecordId } from "~/forms/input";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { pages } from "~/navigation/pages";
import { loadDdr } from "~/reports/ddr.server";
import { ddrReportWorkbook, XLSX_TYPE } from "~/reports/export.server";
import { withSecurityHeaders } from "~/security-headers.server";

// /report/daily-drilling-report.xlsx?id=N: one report as a workbook, a sheet per section.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request, { privilege: pages.dailyDrillingReportReport.privilege });
  const reportId = parseRecordId(new URL(request.url).searchParams.get("id"));
  const document = reportId ? await loadDdr(user.orgId, reportId) : null;
  if (!document) throw notFound();
  const language = languageOf(user);
  const bytes = await ddrReportWorkbook(
    document,
    translator(language),
    unitSystemFromStandard(user.unitStandard),
    language,
  );
  const filename = `DDR-${document.well.name}-${document.header.reportDate}.xlsx`.replace(
    /[^\w.-]+/g,
    "_",
  );
  return new Response(bytes, {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
