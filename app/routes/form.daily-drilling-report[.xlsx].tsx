import type { LoaderFunctionArgs } from "@remix-run/node";

import { notFound, requireUser } from "~/auth/session.server";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { parseIsoDate, parseRecordId } from "~/forms/input";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { pages } from "~/navigation/pages";
import { findDdr } from "~/reports/ddr.server";
import { XLSX_TYPE } from "~/reports/export.server";
import { ddrTemplateFor } from "~/reports/spreadsheet.server";
import { withSecurityHeaders } from "~/security-headers.server";

// /form/daily-drilling-report.xlsx?well=N&date=YYYY-MM-DD: the report's template to fill in.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request, { privilege: pages.dailyDrillingReportForm.privilege });
  const url = new URL(request.url);
  const wellId = parseRecordId(url.searchParams.get("well"));
  const date = parseIsoDate(url.searchParams.get("date"));
  const header = wellId && date ? await findDdr(user.orgId, wellId, date) : null;
  const template = header
    ? await ddrTemplateFor(user.orgId, header.id, {
        system: unitSystemFromStandard(user.unitStandard),
        language: languageOf(user),
        t: translator(languageOf(user)),
      })
    : null;
  if (!template) throw notFound();
  return new Response(template.bytes, {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${template.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
