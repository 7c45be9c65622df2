/**
 * Sends the mail a lifecycle step queued: a notification to a user who asked for mail, and the
 * approved daily report to each address of the well's distribution list. Every listening
 * process hears of a job; the one whose claim succeeds sends it, so it goes out once.
 */
import { sql } from "kysely";

import { siteAddress } from "~/auth/proxy.server";
import { getDb } from "~/db/db.server";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { sendMail } from "~/identity/mail.server";
import { loadDdr } from "~/reports/report-load.server";

import { subscribe } from "./bus.server";
import { notificationMessage, type NotificationDetail, type NotificationKind } from "./kinds";
import { morningReportPdf } from "./morning-report-pdf.server";
import { morningReportLayout, morningReportText } from "./morning-report.server";
import type { MailJob } from "./mail-job";

const sending = new Set<Promise<void>>();
let subscribed = false;

/** This process takes its share of the queued mail from now on. */
export function sendQueuedMail(): void {
  if (subscribed) return;
  subscribed = true;
  subscribe((message) => {
    if (message.type === "mail") track(message.jobId);
  });
}

/** Resolves once the mail this process has claimed so far is sent (tests, shutdown). */
export async function mailSent(): Promise<void> {
  while (sending.size > 0) await Promise.all([...sending]);
}

async function sendJob(jobId: number): Promise<void> {
  const db = await getDb();
  const job = await db
    .updateTable("mail_jobs")
    .set({ claimed_at: sql`now()` })
    .where("id", "=", jobId)
    .where("claimed_at", "is", null)
    .returning(["org_id", "payload"])
    .executeTakeFirst();
  if (!job) return; // another process took it
  const payload = job.payload as MailJob;
  try {
    if (payload.type === "notification") await sendNotificationMail(job.org_id, payload);
    else await sendMorningReport(job.org_id, payload.reportId, payload.address);
  } catch (error) {
    // Given back, so the next sweep tries again.
    await db.updateTable("mail_jobs").set({ claimed_at: null }).where("id", "=", jobId).execute();
    throw error;
  }
}

function track(jobId: number) {
  const task = sendJob(jobId)
    .catch((error: unknown) => console.error(`Mail job ${jobId} failed:`, error))
    .finally(() => sending.delete(task));
  sending.add(task);
}

/**
 * Mail nobody claimed: queued while no process was listening (a restart between the step and
 * its announcement) or given back after a failed send. Jobs of the last day only, so a mail
 * that can never go out stops being tried.
 */
export async function sweepQueuedMail(): Promise<number> {
  const db = await getDb();
  const waiting = await db
    .selectFrom("mail_jobs")
    .select("id")
    .where("claimed_at", "is", null)
    .where("created_at", "<", sql<Date>`now() - interval '5 seconds'`)
    .where("created_at", ">", sql<Date>`now() - interval '1 day'`)
    .orderBy("id")
    .limit(100)
    .execute();
  for (const { id } of waiting) track(id);
  return waiting.length;
}

/** The reader's language and units: theirs when the address is a user's of the organisation. */
async function readerOf(orgId: number, match: { userId: number } | { address: string }) {
  const db = await getDb();
  const user = await db
    .selectFrom("users as u")
    .innerJoin("memberships as m", "m.user_id", "u.id")
    .select(["u.email", "u.language", "u.unit_standard"])
    .where("m.org_id", "=", orgId)
    .$if("userId" in match, (qb) => qb.where("u.id", "=", (match as { userId: number }).userId))
    .$if("address" in match, (qb) =>
      qb.where(
        sql<string>`lower(u.email)`,
        "=",
        (match as { address: string }).address.toLowerCase(),
      ),
    )
    .executeTakeFirst();
  const language = languageOf(
    user ? { language: user.language, unitStandard: user.unit_standard } : null,
  );
  return {
    email: user?.email ?? null,
    language,
    system: unitSystemFromStandard(user?.unit_standard),
  };
}

async function sendNotificationMail(
  orgId: number,
  job: { userId: number; kind: string; detail: NotificationDetail },
): Promise<void> {
  const reader = await readerOf(orgId, { userId: job.userId });
  if (!reader.email) return;
  const t = translator(reader.language);
  const message = notificationMessage(
    { ...job.detail, kind: job.kind as NotificationKind },
    reader.language,
  );
  const text = t(message.key, message.values);
  await sendMail({
    to: reader.email,
    orgId,
    subject: t("notifications.mail.subject", { message: text }),
    text: `${text}\n\n${siteAddress()}${job.detail.href}\n`,
  });
}

async function sendMorningReport(orgId: number, reportId: number, address: string): Promise<void> {
  const document = await loadDdr(orgId, reportId);
  if (!document) return;
  const reader = await readerOf(orgId, { address });
  const t = translator(reader.language);
  const layout = morningReportLayout(document, t, reader.system, reader.language);
  const pdf = await morningReportPdf(layout);
  const { well, header } = document;
  await sendMail({
    to: address,
    orgId,
    subject: layout.title,
    text: morningReportText(layout),
    attachments: [
      {
        filename: `${well.name}-DDR-${header.reportNo}-${header.reportDate}.pdf`.replace(
          /[^\w.-]+/g,
          "_",
        ),
        contentType: "application/pdf",
        bytes: pdf,
      },
    ],
  });
}
