import { createActivityReportCheckingDay, readableKinds } from "~/api/activity-reports.server";
import { problem } from "~/api/problem";
import { apiHandler, apiJson, apiWrite, readJsonBody, requireApiUser } from "~/api/request.server";
import { listReportPage, readPageQuery } from "~/api/report-list.server";
import { createActivityReportBody, fieldProblems, listActivityReportsQuery } from "~/api/schemas";
import { reportKind } from "~/sections/report-kinds";

// GET /api/v1/activity-reports?kind&wellId&status&cursor&limit: the kinds the user may read.
export const loader = apiHandler(async ({ request }) => {
  const user = await requireApiUser(request);
  const kinds = readableKinds(user);
  if (kinds.length === 0) return problem("forbidden-or-missing");
  const { limit, kind, ...filters } = readPageQuery(request, listActivityReportsQuery);
  const wanted = kind === undefined ? kinds : kinds.filter((d) => d.kind === kind);
  if (wanted.length === 0) return problem("forbidden-or-missing");
  const page = await listReportPage(
    user.orgId,
    wanted.map((d) => d.kind),
    filters,
    limit,
  );
  return apiJson({ ...page, items: page.items.map(({ mdAtReport: _md, ...item }) => item) });
});

// POST /api/v1/activity-reports {kind, wellId, reportDate}: a new report of the kind.
export const action = apiWrite({ methods: ["POST"] }, async ({ request, user }) => {
  const body = createActivityReportBody.safeParse(await readJsonBody(request));
  if (!body.success) {
    return problem("validation", "The body needs kind, wellId and reportDate.", {
      extensions: { errors: fieldProblems(body.error) },
    });
  }
  const created = await createActivityReportCheckingDay(
    user,
    reportKind(body.data.kind),
    body.data.wellId,
    body.data.reportDate,
  );
  if (!created.ok && created.reason === "notFound") {
    return problem("forbidden-or-missing", "No such well.");
  }
  if (!created.ok) {
    const detail =
      created.reason === "futureDate"
        ? "The date is in the future."
        : created.reason === "beforeFirstDay"
          ? `The date is before the well's first day (${created.firstDay}).`
          : "No such calendar day.";
    return problem("validation", "The report date cannot be used.", {
      extensions: { errors: [{ pointer: "/reportDate", detail }] },
    });
  }
  return apiJson(
    { id: created.id, kind: body.data.kind, reportNo: created.reportNo },
    { status: 201, headers: { Location: `/api/v1/activity-reports/${created.id}` } },
  );
});
