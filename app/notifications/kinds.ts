/**
 * The kinds of notification, what each says and how a user is told of it by default. Shared by
 * the server (who is told) and the screens (the message, the preferences form).
 */
import type { Language } from "~/domain/units/systems";
import { formatDate, formatNumber } from "~/i18n/i18n";

export const NOTIFICATION_KINDS = [
  "submitted",
  "approved",
  "returned",
  "reminder",
  "afeApproved",
  "overAfe",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly unknown[]).includes(value);
}

export interface NotificationPreference {
  inApp: boolean;
  byMail: boolean;
}

/** Told in the app, not by mail, until the user says otherwise. */
export const DEFAULT_PREFERENCE: NotificationPreference = { inApp: true, byMail: false };

/** What a notification says, kept as it was when it happened. */
export interface NotificationDetail {
  reportKind: string;
  reportNo: number | null;
  reportDate: string;
  wellName: string;
  actorName: string;
  /** The approver's comment on a returned report. */
  comment?: string;
  /** A reminder: the day's DDR was never started, or is not submitted yet. */
  missing?: "notCreated" | "notSubmitted";
  /** Cost over the AFE: by how much, in per cent, and the threshold that was crossed. */
  overPercent?: string;
  thresholdPercent?: string;
  /** Where the notification leads. */
  href: string;
}

/** A notification as the screens show it. */
export interface NotificationView extends NotificationDetail {
  id: number;
  kind: NotificationKind;
  createdAt: string;
  read: boolean;
}

/** A per cent kept as a plain decimal ("10.5"), written as the reader writes numbers ("10,5"). */
function percentIn(kept: string | undefined, language: Language): string {
  if (kept === undefined || kept.trim() === "") return "";
  const value = Number(kept);
  return Number.isFinite(value) ? formatNumber(value, language, 2) : kept;
}

/** Translation key and values of a notification's message, numbers in the reader's notation. */
export function notificationMessage(
  view: Pick<NotificationView, "kind" | keyof NotificationDetail>,
  language: Language,
) {
  // The report's day as every other screen writes it for this reader (MM/DD/YYYY, DD/MM/YYYY).
  const date = formatDate(view.reportDate, language) || view.reportDate;
  return {
    key:
      view.kind === "reminder" && view.missing === "notSubmitted"
        ? "notifications.message.reminderNotSubmitted"
        : `notifications.message.${view.kind}`,
    values: {
      report: view.reportNo === null ? date : `#${view.reportNo} (${date})`,
      well: view.wellName,
      actor: view.actorName,
      comment: view.comment ?? "",
      version: view.reportNo === null ? "" : String(view.reportNo),
      date,
      over: percentIn(view.overPercent, language),
      threshold: percentIn(view.thresholdPercent, language),
    },
  };
}
