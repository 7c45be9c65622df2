import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { z } from "zod";

import { notFound, requireUser, setToast } from "~/auth/session.server";
import { FieldErrors, translateError } from "~/components/field-errors";
import { parseRecordId, recordId, recordVersion, requiredText } from "~/forms/input";
import { ActivityReview, WaitingActivities } from "~/components/activity-approval";
import { ApprovalReview, WaitingReportsTable } from "~/components/approval-review";
import { MorningReport } from "~/components/morning-report";
import { ReReviewNotes } from "~/components/re-review-notes";
import { WellChoice } from "~/components/well-choice";
import { formatDate } from "~/i18n/i18n";
import { pages } from "~/navigation/pages";
import { reportKind } from "~/sections/report-kinds";
import {
  decideReport,
  kindOfReport,
  listActivitiesWaiting,
  listWaitingForApproval,
  loadDdr,
  loadReport,
} from "~/reports/ddr.server";
import { listOrgWells } from "~/reports/ddr-read.server";
import { reReviewOf } from "~/reports/review.server";
import { getSelectedWell } from "~/assets/selection.server";
import ddrStyles from "~/styles/ddr.css";
import morningReportStyles from "~/styles/morning-report.css";
import sectionFeedbackStyles from "~/styles/section-feedback.css";
import { useUnits } from "~/units/use-units";
import { readForm } from "~/forms/refusals.server";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(pages.approvalForm.titleKey, {
  strings: ["activity", "ddr"],
  styles: [ddrStyles, morningReportStyles, sectionFeedbackStyles],
});

const privilege = pages.approvalForm.privilege;

const decisionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("approve"),
    reportId: recordId(),
    version: recordVersion(),
    well: z.coerce.number().int().positive().optional(),
  }),
  z.object({
    intent: z.literal("return"),
    reportId: recordId(),
    version: recordVersion(),
    well: z.coerce.number().int().positive().optional(),
    comment: requiredText({ max: 2000, multiline: true }, "ddr.lifecycle.commentRequired"),
  }),
]);

// The approval form (privilege 13): the reports waiting for a decision, DDRs and the
// drilling-activity and subsurface reports beside them; approve one, or return it to its author
// with a comment. Every decision is in the activity log.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege });
  const reportId = parseRecordId(new URL(request.url).searchParams.get("report"));
  if (reportId) {
    const kind = await kindOfReport(user.orgId, reportId);
    if (!kind) throw notFound();
    if (kind !== "ddr") {
      const document = await loadReport(user.orgId, reportKind(kind), reportId);
      if (!document) throw notFound();
      return json({ mode: "reviewActivity" as const, document });
    }
    const document = await loadDdr(user.orgId, reportId);
    if (!document) throw notFound();
    return json({
      mode: "review" as const,
      document,
      reReview: await reReviewOf(user.orgId, document),
    });
  }
  // The reports of one well, as every well-level screen: the one asked for, else the selected one.
  const asked = new URL(request.url).searchParams.get("well");
  const wellId = parseRecordId(asked) ?? (await getSelectedWell(user))?.id ?? null;
  const wells = await listOrgWells(user.orgId);
  const well = wells.find((candidate) => candidate.id === wellId) ?? null;
  if (asked && !well) throw notFound();
  return json({
    mode: "list" as const,
    wells,
    well,
    waiting: well ? await listWaitingForApproval(user.orgId, well.id) : [],
    activities: well ? await listActivitiesWaiting(user.orgId, well.id) : [],
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege });
  const submission = parseWithZod(await readForm(request), { schema: decisionSchema });
  if (submission.status !== "success") {
    return json({ reply: submission.reply(), error: null as string | null }, 400);
  }
  const decision = submission.value;
  const result = await decideReport(
    user,
    decision.reportId,
    decision.version,
    decision.intent === "approve"
      ? { action: "approve" }
      : { action: "return", comment: decision.comment },
  );
  if (!result.ok) {
    if (result.reason === "notFound") throw notFound();
    const error = result.reason === "refused" ? `ddr.${result.code}` : "ddr.approval.stale";
    return json({ reply: submission.reply(), error }, 409);
  }
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: decision.intent === "approve" ? "ddr.approval.approved" : "ddr.approval.returned",
  });
  // Back to the list of the report's well (the approver may have switched well to decide it).
  const back = decision.well
    ? `${pages.approvalForm.path}?well=${decision.well}`
    : pages.approvalForm.path;
  return redirect(back, { headers: { "Set-Cookie": cookie } });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function ApprovalForm() {
  const data = useLoaderData<typeof loader>();
  switch (data.mode) {
    case "list":
      return <Waiting data={data} />;
    case "reviewActivity":
      return (
        <ActivityReview document={data.document}>
          <Decision header={data.document.header} />
        </ActivityReview>
      );
    default:
      return <Review data={data} />;
  }
}

function Waiting({ data }: { data: Extract<LoaderData, { mode: "list" }> }) {
  const { t } = useTranslation();
  const { wells, well, waiting, activities } = data;
  return (
    <div className="ddr-page">
      <h1>{t("ddr.approval.title")}</h1>
      {/* Another well's reports are one choice away; the selected well stays as it was. */}
      <WellChoice
        id="approval-well"
        label={t("ddr.approval.well")}
        wells={wells}
        chosen={well?.id}
        blank={!well}
        submit={t("ddr.approval.showWell")}
      />
      {well ? null : <p>{t("ddr.approval.pickWell")}</p>}
      {well ? <Lists waiting={waiting} activities={activities} /> : null}
    </div>
  );
}

function Lists({
  waiting,
  activities,
}: Pick<Extract<LoaderData, { mode: "list" }>, "waiting" | "activities">) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t("activity.approval.ddrs")}</h2>
      {waiting.length === 0 ? (
        <p>{t("ddr.approval.none")}</p>
      ) : (
        <div className="card table-scroll" tabIndex={0}>
          <WaitingReportsTable rows={waiting} />
        </div>
      )}
      <WaitingActivities activities={activities} />
    </>
  );
}

function Review({ data }: { data: Extract<LoaderData, { mode: "review" }> }) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const { header, well } = data.document;
  return (
    <ApprovalReview
      title={t("ddr.editor.heading", {
        reportNo: header.reportNo,
        well: well.name,
        date: formatDate(header.reportDate, language),
      })}
      header={header}
    >
      {data.reReview ? <ReReviewNotes reReview={data.reReview} /> : null}
      <Decision header={header} />
      <div className="no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          {t("ddr.consolidated.print")}
        </button>
      </div>
      {/* The whole consolidated report, here: the approver needs no other page to decide. */}
      <MorningReport document={data.document} nested />
    </ApprovalReview>
  );
}

/** Approve, or return with a comment; once decided, the report is read-only. */
function Decision({
  header,
}: {
  header: { id: number; wellId: number; status: string; version: number };
}) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const [returnForm, fields] = useForm({
    id: "return-report",
    lastResult: actionData?.reply,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: decisionSchema }),
    // Checked on submit, then as the comment is typed: a message vanishing on blur would move
    // the button away from under the pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const waiting = header.status === "submitted";
  return (
    <>
      {actionData?.error ? (
        <div className="form-error" role="alert">
          {translateError(t, actionData.error)}
        </div>
      ) : null}
      {waiting ? (
        <div className="decision card">
          <Form method="post">
            <input type="hidden" name="intent" value="approve" />
            <input type="hidden" name="well" value={header.wellId} />
            <input type="hidden" name="reportId" value={header.id} />
            <input type="hidden" name="version" value={header.version} />
            <button type="submit" className="button primary">
              {t("ddr.approval.approve")}
            </button>
          </Form>
          <Form method="post" {...getFormProps(returnForm)} className="stack">
            <input type="hidden" name="intent" value="return" />
            <input type="hidden" name="well" value={header.wellId} />
            <input type="hidden" name="reportId" value={header.id} />
            <input type="hidden" name="version" value={header.version} />
            <div className="field">
              <label htmlFor={fields.comment.id}>{t("ddr.approval.comment")}</label>
              <textarea {...getTextareaProps(fields.comment)} rows={3} />
              <FieldErrors id={fields.comment.errorId} errors={fields.comment.errors} />
            </div>
            <button type="submit" className="button danger">
              {t("ddr.approval.returnToAuthor")}
            </button>
          </Form>
        </div>
      ) : (
        <div className="notice" role="status">
          {t("ddr.editor.readOnly", { status: t(`ddr.status.${header.status}`) })}
        </div>
      )}
    </>
  );
}
