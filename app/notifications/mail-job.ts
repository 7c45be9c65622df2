import type { NotificationDetail } from "./kinds";

/** Mail a lifecycle step queued in `mail_jobs`, as its sender reads it. */
export type MailJob =
  | { type: "notification"; userId: number; kind: string; detail: NotificationDetail }
  | { type: "morning-report"; reportId: number; address: string };
