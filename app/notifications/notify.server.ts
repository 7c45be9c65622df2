/**
 * The one door from the report lifecycle into notifications: called inside the transaction
 * that submits, approves or returns a report, it writes who is told (in the app, by mail) and
 * which mail the approved daily report goes out as; all of it commits or rolls back with the
 * step itself. Nothing here decides whether the step was allowed.
 */
import type { Transaction } from "kysely";

import { Privilege } from "~/auth/privileges";
import type { Database } from "~/db/schema";
import type { ReportKind } from "~/db/tables/reports";
import { kindPages, pageHref, pages } from "~/navigation/pages";

import { announce, ensureListening } from "./bus.server";
import type { MailJob } from "./mail-job";
import { sendQueuedMail } from "./mail-jobs.server";
import type { NotificationDetail, NotificationPreference } from "./kinds";
import { preferenceFor, recipientsOf, type ReportStep } from "./recipients";

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
  tx: Transaction<Database>,
  actor: StepActor,
  reportId: number,
  step: ReportStep,
  comment: string | null = null,
): Promise<void> {
  // This process hears its own announcements too: the mail they carry is sent by whichever
  // listening process claims it first.
  sendQueuedMail();
  // Started when the database opened; here only for engines opened another way (scripts,
  // tests). Never awaited: the step does not wait on, or fail with, the listening connection.
  ensureListening().catch((error: unknown) => console.error("Not listening:", error));
  const report = await tx
    .selectFrom("reports as r")
    .innerJoin("wells as w", "w.id", "r.well_id")
    .select(["r.id", "r.kind", "r.well_id", "r.report_no", "r.report_date", "r.submitted_by"])
    .select("w.name as well_name")
    .where("r.org_id", "=", actor.orgId)
    .where("r.id", "=", reportId)
    .executeTakeFirst();
  if (!report) return;
  const people = await tx
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .innerJoin("roles as r", "r.id", "m.role_id")
    .select(["u.id", "u.full_name", "u.email", "r.privileges"])
    .where("m.org_id", "=", actor.orgId)
    .where("u.is_active", "=", true)
    .where("u.removed_at", "is", null)
    .execute();
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
    actorName: people.find((person) => person.id === actor.id)?.full_name ?? "",
    ...(comment ? { comment } : {}),
    href: hrefFor(step, report),
  };
  const chosen = await preferencesOf(
    tx,
    actor.orgId,
    recipients.map((recipient) => recipient.userId),
  );
  for (const recipient of recipients) {
    const preference = preferenceFor(chosen, recipient.userId, recipient.kind);
    if (preference.inApp) {
      const row = await tx
        .insertInto("notifications")
        .values({
          org_id: actor.orgId,
          user_id: recipient.userId,
          kind: recipient.kind,
          report_id: report.id,
          actor_id: actor.id,
          detail: JSON.stringify(detail),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await announce(tx, {
        type: "notification",
        orgId: actor.orgId,
        userId: recipient.userId,
        id: row.id,
      });
    }
    const email = people.find((person) => person.id === recipient.userId)?.email;
    if (preference.byMail && email) {
      await queueMail(tx, actor.orgId, {
        type: "notification",
        userId: recipient.userId,
        kind: recipient.kind,
        detail,
      });
    }
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

async function queueMail(tx: Transaction<Database>, orgId: number, job: MailJob): Promise<void> {
  const row = await tx
    .insertInto("mail_jobs")
    .values({ org_id: orgId, payload: JSON.stringify(job) })
    .returning("id")
    .executeTakeFirstOrThrow();
  await announce(tx, { type: "mail", jobId: row.id });
}

async function preferencesOf(
  tx: Transaction<Database>,
  orgId: number,
  userIds: number[],
): Promise<Map<string, NotificationPreference>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .selectFrom("notification_preferences")
    .select(["user_id", "kind", "in_app", "by_mail"])
    .where("org_id", "=", orgId)
    .where("user_id", "in", userIds)
    .execute();
  return new Map(
    rows.map((row) => [`${row.user_id}:${row.kind}`, { inApp: row.in_app, byMail: row.by_mail }]),
  );
}
