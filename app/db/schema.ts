import type {
  AppSettingTable,
  AuditLogTable,
  FileTable,
  LoginFailureTable,
  MembershipTable,
  OrganisationTable,
  RoleTable,
  SessionTable,
  UserTable,
} from "./tables/identity";

/** Every table the app reads and writes, by its SQL name. */
export interface Database {
  organisations: OrganisationTable;
  users: UserTable;
  roles: RoleTable;
  memberships: MembershipTable;
  sessions: SessionTable;
  audit_log: AuditLogTable;
  login_failures: LoginFailureTable;
  files: FileTable;
  app_settings: AppSettingTable;
}
