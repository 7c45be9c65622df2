/**
 * Every action and kind of record the activity log can hold. Log Activity shows each through
 * `accounts.log.actions.*` and `accounts.log.recordTypes.*`; a value written without a label
 * would show as a raw code, so writes take their names from here and a test checks the labels.
 */
export const AUDIT_ACTIONS = [
  "login",
  "change-password",
  "update-settings",
  "update-profile",
  "change-avatar",
  "create",
  "update",
  "rename",
  "remove",
  "activate",
  "deactivate",
  "assign-role",
  "register",
  "register-existing",
  "confirm-account",
  "request-password-reset",
  "reset-password",
  "approve",
  "return",
  "submit",
  "edit",
  "save-section",
  "add-lines",
  "import-witsml",
  "upload-spreadsheet",
  "revoke",
  "select-well",
  "update-layout",
  "reset-layout",
  "denied",
] as const;

export const AUDIT_RECORD_TYPES = [
  "organisation",
  "user",
  "role",
  "session",
  "registration",
  "file",
  "outbox-attachment",
  "access-token",
  "distribution-address",
  "notification-settings",
  "dashboard",
  "demo-reports",
  "report",
  "lookup-value",
  "field",
  "pad",
  "well",
  "afe",
  "afe_line",
  "activity",
  "activity_cost",
  "contract_bundle",
  "general_component",
  "cost_unit",
  "cost_item",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];
