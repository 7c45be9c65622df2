import type { ColumnType, Generated } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type AccountTokenPurpose = "confirm-account" | "reset-password";

/** A single-use link sent by mail: confirming a registration or resetting a password. */
export interface AccountTokenTable {
  /** SHA-256 (hex) of the token in the link. */
  id: string;
  purpose: AccountTokenPurpose;
  /** The account being reset; null for a registration (the account does not exist yet). */
  user_id: number | null;
  email: string;
  full_name: string | null;
  password_hash: string | null;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

/** Mail kept in the database when no SMTP server is configured. */
export interface OutboxTable {
  id: Generated<number>;
  org_id: number | null;
  to_address: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}
