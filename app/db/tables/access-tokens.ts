import type { ColumnType, Generated } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Optional = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A personal access token for the JSON API; the secret itself is never stored. */
export interface AccessTokenTable {
  id: Generated<number>;
  org_id: number;
  user_id: number;
  name: string;
  /** SHA-256 (hex) of the whole token. */
  token_hash: string;
  /** The token's first characters, shown in the list. */
  prefix: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_used_at: Optional;
  revoked_at: Optional;
}
