import type { ColumnType, Generated } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface OrganisationTable {
  id: Generated<number>;
  name: string;
  logo_file_id: string | null;
  bg_color: string;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  version: Generated<number>;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  full_name: string;
  email: string | null;
  password_hash: string;
  avatar_file_id: string | null;
  /** 1 = api, 2 = apimix, anything else = gde (product spec, section 3). */
  unit_standard: Generated<number>;
  /** null: the language follows the unit standard. */
  language: string | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  version: Generated<number>;
  /** Administers every client organisation, not only their own (accounts migration). */
  administers_clients: Generated<boolean>;
  /** Set when an administrator removed the user; the row stays for the activity log. */
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The well the user is working on (assets migration); null when none is selected. */
  selected_well_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RoleTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  privileges: number[];
  created_at: CreatedAt;
  version: Generated<number>;
}

export interface MembershipTable {
  user_id: number;
  org_id: number;
  role_id: number;
  created_at: CreatedAt;
}

export interface SessionTable {
  id: string;
  user_id: number;
  /** null while a self-registered user waits for an organisation to take them in. */
  org_id: number | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  user_agent: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  org_id: number | null;
  user_id: number | null;
  at: CreatedAt;
  action: string;
  record_type: string;
  record_id: string | null;
  detail: ColumnType<unknown, string | null | undefined, never>;
}

/** Sign-in attempts of one username or one address in the window that started at window_started_at. */
export interface SignInAttemptTable {
  key: string;
  attempts: number;
  window_started_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FileTable {
  id: string;
  org_id: number | null;
  content_type: string;
  bytes: Uint8Array;
  created_at: CreatedAt;
}

export interface AppSettingTable {
  key: string;
  value: string;
}
