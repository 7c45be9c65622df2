/**
 * The one door from the report lifecycle into notifications: called inside the transaction
 * that submits, approves or returns a report, it writes who is told (in the app, by mail) and
 * which mail the approved daily report goes out as; all of it commits or rolls back with the
 * step itself. Nothing here decides whether the step was allowed.
 */

import { Privilege } from "~/auth/privileges";
import type { Tx } from "~/db/schema";
import type { ReportKind } from "~/db/tables/reports";
import { kindPages, pageHref, pages } from "~/navigation/pages";

import type { NotificationDetail } from "./kinds";
import { recipientsOf, type ReportStep } from "./recipients";
import { listenForAnnouncements, membersOf, queueMail, tell } from "./tell.server";

export interface StepActor {
  id: number;
  orgId: number;
}

function hrefFor(
  step: ReportStep,
  report: { id: number; kind: ReportKind; well_id: number; report_date: string },
): string {
  if (step === "submit") return pageHref(pages.approvalForm, { report: report.id });
  if (report.kind === "ddr") {
    return pageHref(pages.dailyDrillingReportForm, {
      well: report.well_id,
      date: report.report_date,
    });
  }
  return pageHref(kindPages(report.kind).form, {
    well: report.well_id,
    id: report.id,
  });
}

export async function reportStepTaken(
  tx: Tx,
  actor: StepActor,
  reportId: number,
  step: ReportStep,
  comment: string | null = null,
): Promise<void> {
  listenForAnnouncements();
  const report = await tx
    .selectFrom("reports as r")
    .innerJoin("wells as w", "w.id", "r.well_id")
    .select(["r.id", "r.kind", "r.well_id", "r.report_no", "r.report_date", "r.submitted_by"])
    .select("w.name as well_name")
    .where("r.org_id", "=", actor.orgId)
    .where("r.id", "=", reportId)
    .executeTakeFirst();
  if (!report) return;
  const people = await membersOf(tx, actor.orgId);
  const recipients = recipientsOf(
    step,
    actor.id,
    report.submitted_by,
    people.map((person) => ({
      id: person.id,
      approves: person.privileges.includes(Privilege.ApprovalForm),
    })),
  );
  const detail: NotificationDetail = {
    reportKind: report.kind,
    reportNo: report.report_no,
    reportDate: report.report_date,
    wellName: report.well_name,
    actorName: people.find((person) => person.id === actor.id)?.fullName ?? "",
    ...(comment ? { comment } : {}),
    href: hrefFor(step, report),
  };
  for (const recipient of recipients) {
    await tell(tx, {
      orgId: actor.orgId,
      kind: recipient.kind,
      userIds: [recipient.userId],
      detail,
      people,
      reportId: report.id,
      actorId: actor.id,
    });
  }
  if (step === "approve" && report.kind === "ddr") {
    const addresses = await tx
      .selectFrom("distribution_addresses")
      .select("address")
      .where("org_id", "=", actor.orgId)
      .where("well_id", "=", report.well_id)
      .orderBy("id")
      .execute();
    for (const { address } of addresses) {
      await queueMail(tx, actor.orgId, { type: "morning-report", reportId: report.id, address });
    }
  }
}
