import { problem } from "~/api/problem";
import { apiHandler, apiJson, apiWrite, readJsonBody, requireApiUser } from "~/api/request.server";
import { listReportPage, readPageQuery } from "~/api/report-list.server";
import { createReportBody, fieldProblems, listReportsQuery } from "~/api/schemas";
import { Privilege } from "~/auth/privileges";
import { createDdr } from "~/reports/ddr.server";

const READ = [
  Privilege.ViewDailyDrillingReports,
  Privilege.DailyDrillingReportForm,
  Privilege.ApprovalForm,
];

// GET /api/v1/reports?wellId&status&cursor&limit: daily reports, newest first, a page at a time.
export const loader = apiHandler(async ({ request }) => {
  const user = await requireApiUser(request, READ);
  const { limit, ...filters } = readPageQuery(request, listReportsQuery);
  const page = await listReportPage(user.orgId, ["ddr"], filters, limit);
  return apiJson({ ...page, items: page.items.map(({ kind: _ddr, ...item }) => item) });
});

// POST /api/v1/reports {wellId, reportDate}: a new report with yesterday's carry-over.
export const action = apiWrite(
  { methods: ["POST"], privilege: Privilege.DailyDrillingReportForm },
  async ({ request, user }) => {
    const body = createReportBody.safeParse(await readJsonBody(request));
    if (!body.success) {
      return problem("validation", "The body needs wellId and reportDate.", {
        extensions: { errors: fieldProblems(body.error) },
      });
    }
    const created = await createDdr(user, body.data.wellId, body.data.reportDate);
    if (!created.ok) return problem("forbidden-or-missing", "No such well.");
    return apiJson(
      { id: created.report.id, reportNo: created.report.reportNo, created: created.created },
      {
        status: created.created ? 201 : 200,
        headers: { Location: `/api/v1/reports/${created.report.id}` },
      },
    );
  },
);
