import type { ColumnType, Generated } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Optional = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

/** One thing a user is told: a report for their approval, their report approved or returned. */
export interface NotificationTable {
  id: Generated<number>;
  org_id: number;
  user_id: number;
  kind: string;
  report_id: number | null;
  actor_id: number | null;
  /** What the message says, kept as it was when it happened (report number, well, comment). */
  detail: Json<unknown>;
  created_at: CreatedAt;
  read_at: Optional;
}

/** A user's choice for one kind of notification; no row means the defaults. */
export interface NotificationPreferenceTable {
  user_id: number;
  org_id: number;
  kind: string;
  in_app: boolean;
  by_mail: boolean;
}

/** An address the well's approved daily report is mailed to. */
export interface DistributionAddressTable {
  id: Generated<number>;
  org_id: number;
  well_id: number;
  address: string;
  created_by: number | null;
  created_at: CreatedAt;
}

/** Mail decided inside a transaction, sent after it by the one app process that claims it. */
export interface MailJobTable {
  id: Generated<number>;
  org_id: number;
  payload: Json<unknown>;
  created_at: CreatedAt;
  claimed_at: Optional;
}

/** A file attached to a mail kept in the outbox. */
export interface OutboxAttachmentTable {
  id: Generated<number>;
  outbox_id: number;
  filename: string;
  content_type: string;
  bytes: Uint8Array;
}

/** What an organisation set for the notifications sent on its own; no row means the defaults. */
export interface NotificationSettingsTable {
  org_id: number;
  /** The hour (0–23, in `time_zone`) after which a missing DDR of yesterday is reminded of. */
  reminder_hour: ColumnType<number, number | undefined, number>;
  /** An IANA time zone name, e.g. "Asia/Jakarta". */
  time_zone: ColumnType<string, string | undefined, string>;
  /** How far (in %) actual cost may go over the approved AFE before planners are told. */
  over_afe_percent: ColumnType<string, string | number | undefined, string | number>;
  version: ColumnType<number, number | undefined, number>;
}

/** Something told once (a well's reminder for a day, a crossing of its AFE): its first claim. */
export interface NotificationClaimTable {
  org_id: number;
  subject: string;
  claimed_at: CreatedAt;
}
