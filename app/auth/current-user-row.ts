import type { CurrentUser } from "./current-user";

/**
 * The columns a signed-in person is read from, whether through a session (migration 07's
 * `signed_in_session`) or an access token: the user, the organisation and the role held there.
 */
export interface CurrentUserRow {
  user_id: number;
  username: string;
  full_name: string;
  email: string | null;
  avatar_file_id: string | null;
  unit_standard: number;
  language: string | null;
  administers_clients: boolean;
  org_id: number;
  org_name: string;
  logo_file_id: string | null;
  bg_color: string;
  role_name: string;
  privileges: number[];
}

export function currentUserFromRow(row: CurrentUserRow): CurrentUser {
  return {
    id: row.user_id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    avatarUrl: row.avatar_file_id ? `/files/${row.avatar_file_id}` : null,
    orgId: row.org_id,
    orgName: row.org_name,
    orgLogoUrl: row.logo_file_id ? `/files/${row.logo_file_id}` : null,
    orgBgColor: row.bg_color,
    roleName: row.role_name,
    privileges: [...row.privileges].sort((a, b) => a - b),
    unitStandard: row.unit_standard,
    language: row.language,
    administersClients: row.administers_clients,
  };
}
