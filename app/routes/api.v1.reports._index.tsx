import { problem } from "~/api/problem";
import {
  allowMethods,
  apiHandler,
  apiJson,
  readJsonBody,
  requireApiUser,
} from "~/api/request.server";
import { decodeCursor, listReports } from "~/api/reports.server";
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
  const query = listReportsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return problem("bad-request", "Check the query parameters.", {
      extensions: { errors: fieldProblems(query.error, "/query") },
    });
  }
  const { cursor, limit, ...filters } = query.data;
  const before = cursor === undefined ? undefined : decodeCursor(cursor);
  if (before === null) return problem("bad-request", "The cursor is not one this API gave out.");
  return apiJson(await listReports(user.orgId, { ...filters, before }, limit));
});

// POST /api/v1/reports {wellId, reportDate}: a new report with yesterday's carry-over.
export const action = apiHandler(async ({ request }) => {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request, Privilege.DailyDrillingReportForm);
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
});
