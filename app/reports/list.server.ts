import type { CurrentUser } from "~/auth/current-user";
import type { ReportKind } from "~/db/tables/reports";
import { getSelectedWell } from "~/assets/selection.server";
import { isReportState } from "~/domain/reports/lifecycle";
import { parseIsoDate, parsePage, parseRecordId } from "~/forms/input";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { kindPages } from "~/navigation/pages";
import type { ReportKindDeclaration } from "~/sections/report-kinds";

import { listDdrs, listOrgWells, type DdrFilters, type DdrPage } from "./ddr.server";
import { activityListWorkbook, XLSX_TYPE } from "./export.server";

/** Rows per page of the report lists. */
export const DDR_PAGE_SIZE = 10;

export interface DdrListQuery {
  /** null: every well of the organisation. */
  wellId: number | null;
  from: string | null;
  to: string | null;
  status: DdrFilters["status"] | null;
  page: number;
}

/**
 * The list filters from the address. Without a `well` parameter the list shows the selected
 * well; an empty `well` means all wells.
 */
export async function parseDdrListQuery(user: CurrentUser, url: URL): Promise<DdrListQuery> {
  const params = url.searchParams;
  const well = params.get("well");
  const status = params.get("status");
  return {
    wellId: well === null ? ((await getSelectedWell(user))?.id ?? null) : parseRecordId(well),
    from: parseIsoDate(params.get("from")),
    to: parseIsoDate(params.get("to")),
    status: isReportState(status) ? status : null,
    page: parsePage(params.get("page")),
  };
}

export async function loadDdrList(
  user: CurrentUser,
  query: DdrListQuery,
  pageSize = DDR_PAGE_SIZE,
  kind: ReportKind = "ddr",
): Promise<{ wells: { id: number; name: string }[]; page: DdrPage }> {
  const filters: DdrFilters = {
    wellId: query.wellId ?? undefined,
    from: query.from ?? undefined,
    to: query.to ?? undefined,
    status: query.status ?? undefined,
  };
  const [wells, page] = [
    await listOrgWells(user.orgId),
    await listDdrs(user.orgId, filters, query.page, pageSize, kind),
  ];
  return { wells, page };
}

/** The filtered list of an activity kind's reports as a spreadsheet download, every row. */
export async function activityListDownload(
  user: CurrentUser,
  url: URL,
  declaration: ReportKindDeclaration,
): Promise<Response> {
  const query = await parseDdrListQuery(user, url);
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
}
