import type { LoaderFunctionArgs } from "@remix-run/node";

import { notFound, requireUser } from "~/auth/session.server";
import { comparisonWorkbook } from "~/dashboards/comparison-export.server";
import { comparisonFigures, readChoice } from "~/dashboards/comparison.server";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { pages } from "~/navigation/pages";
import { withSecurityHeaders } from "~/security-headers.server";

// /comparison-study.xlsx?well=…: the figures the study compares, as a workbook. Only the
// organisation's wells among those named are read; a choice the study could not compare is not
// found here either.
export const loader = withSecurityHeaders(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireUser(request, { privilege: pages.comparisonStudy.privilege });
  const choice = await readChoice(user.orgId, new URL(request.url));
  if (choice.chosen.length === 0 || choice.problem !== null) throw notFound();
  const figures = await comparisonFigures(
    user.orgId,
    choice.chosen,
    unitSystemFromStandard(user.unitStandard),
    languageOf(user),
  );
  const bytes = await comparisonWorkbook(figures, translator(languageOf(user)));
  const filename = `comparison-${figures.wells.map((well) => well.name).join("-")}.xlsx`.replace(
    /[^\w.-]+/g,
    "_",
  );
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
