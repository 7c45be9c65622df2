import type { Kysely, Transaction } from "kysely";

import type {
  AppSettingTable,
  AuditLogTable,
  FileTable,
  SignInAttemptTable,
  MembershipTable,
  OrganisationTable,
  RoleTable,
  SessionTable,
  UserTable,
} from "./tables/identity";
import type { AccessTokenTable } from "./tables/access-tokens";
import type { AccountTokenTable, OutboxTable } from "./tables/accounts";
import type { FieldTable, PadTable, WellTable } from "./tables/assets";
import type {
  DistributionAddressTable,
  MailJobTable,
  NotificationClaimTable,
  NotificationPreferenceTable,
  NotificationSettingsTable,
  NotificationTable,
  OutboxAttachmentTable,
} from "./tables/notifications";
import type {
  DashboardLayoutTable,
  DataRevisionTable,
  WellCostTotalTable,
  WellTimeTotalTable,
} from "./tables/dashboards";
import type {
  ActivityCostTable,
  ActivityTable,
  AfeLineTable,
  AfeTable,
  ContractBundleTable,
  CostItemTable,
  CostUnitTable,
  GeneralComponentTable,
} from "./tables/planner";
import type {
  BitRunTable,
  CostLineTable,
  DrillingParameterTable,
  LookupValueTable,
  MudCheckTable,
  PersonnelRowTable,
  ReportSectionTable,
  ReportTable,
  SurveyStationTable,
  TimeLogRowTable,
} from "./tables/reports";

/** Every table the app reads and writes, by its SQL name. */
export interface Database {
  organisations: OrganisationTable;
  users: UserTable;
  roles: RoleTable;
  memberships: MembershipTable;
  sessions: SessionTable;
  audit_log: AuditLogTable;
  sign_in_attempts: SignInAttemptTable;
  files: FileTable;
  app_settings: AppSettingTable;
  account_tokens: AccountTokenTable;
  access_tokens: AccessTokenTable;
  outbox: OutboxTable;
  fields: FieldTable;
  pads: PadTable;
  wells: WellTable;
  dashboard_layouts: DashboardLayoutTable;
  data_revisions: DataRevisionTable;
  well_time_totals: WellTimeTotalTable;
  well_cost_totals: WellCostTotalTable;
  contract_bundles: ContractBundleTable;
  general_components: GeneralComponentTable;
  cost_units: CostUnitTable;
  cost_items: CostItemTable;
  activities: ActivityTable;
  activity_costs: ActivityCostTable;
  afes: AfeTable;
  afe_lines: AfeLineTable;
  lookup_values: LookupValueTable;
  reports: ReportTable;
  report_sections: ReportSectionTable;
  time_log_rows: TimeLogRowTable;
  survey_stations: SurveyStationTable;
  bit_runs: BitRunTable;
  mud_checks: MudCheckTable;
  drilling_parameters: DrillingParameterTable;
  personnel_rows: PersonnelRowTable;
  cost_lines: CostLineTable;
  notifications: NotificationTable;
  notification_preferences: NotificationPreferenceTable;
  distribution_addresses: DistributionAddressTable;
  mail_jobs: MailJobTable;
  outbox_attachments: OutboxAttachmentTable;
  notification_settings: NotificationSettingsTable;
  notification_claims: NotificationClaimTable;
}

/** The database, or a transaction on it: what every reading and writing function takes. */
export type Db = Kysely<Database>;
/** A transaction in progress, for what must run inside one. */
export type Tx = Transaction<Database>;
