/**
 * Privileges 1–14 of the product specification (section 6). A role holds a set of them; every
 * loader and action asks for the one it needs, and the side menu is filtered by the same numbers.
 */
export enum Privilege {
  ViewClientDetails = 1,
  ManageAccounts = 2,
  ViewLogActivity = 3,
  ComparisonStudy = 4,
  ViewDailyDrillingReports = 5,
  ViewDrillingActivityReports = 6,
  SubsurfaceDatabase = 7,
  PlannerDatabase = 8,
  PlannerForm = 9,
  DailyDrillingReportForm = 10,
  DrillingActivityForms = 11,
  SubsurfaceForm = 12,
  ApprovalForm = 13,
  Dashboards = 14,
}

export const ALL_PRIVILEGES: readonly Privilege[] = Object.values(Privilege).filter(
  (value): value is Privilege => typeof value === "number",
);

/** Translation key of each privilege's meaning. */
export function privilegeLabelKey(privilege: Privilege): string {
  return `privilege.${privilege}`;
}

/** A requirement is one privilege, or any one of several. */
export type PrivilegeRequirement = Privilege | readonly Privilege[];

export function hasPrivilege(
  held: readonly number[],
  required: PrivilegeRequirement | undefined,
): boolean {
  if (required === undefined) return true;
  const anyOf = typeof required === "number" ? [required] : required;
  return anyOf.some((privilege) => held.includes(privilege));
}
