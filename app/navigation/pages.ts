import { Privilege, hasPrivilege, type PrivilegeRequirement } from "~/auth/privileges";

/**
 * The screens of the app with what each needs. Route modules take their privilege from here and
 * the side menu is built from the same table, so a menu entry and its route can never disagree.
 * A screen is listed once it exists.
 */
export interface Page {
  path: string;
  /** Translation key of the page name (menu label and "<Page> | Drillbook" title). */
  titleKey: string;
  privilege?: PrivilegeRequirement;
  /** Well-level screens need a selected well before they show in the menu. */
  needsWell?: boolean;
}

export const pages = {
  home: { path: "/field/well", titleKey: "nav.home" },
} satisfies Record<string, Page>;

export type PageName = keyof typeof pages;

export interface MenuGroup {
  id: string;
  titleKey: string;
  /** The privileges that make the group appear (spec, "Side menu"). */
  privilege?: PrivilegeRequirement;
  needsWell?: boolean;
  entries: Page[];
}

/** The side menu in the order of the spec's "Side menu" list. */
export const menu: MenuGroup[] = [
  { id: "home", titleKey: "nav.home", entries: [pages.home] },
  {
    id: "account",
    titleKey: "nav.accountManagement",
    privilege: [Privilege.ViewClientDetails, Privilege.ManageAccounts, Privilege.ViewLogActivity],
    entries: [],
  },
  {
    id: "field-dashboard",
    titleKey: "nav.fieldDashboard",
    privilege: Privilege.Dashboards,
    needsWell: true,
    entries: [],
  },
  {
    id: "well-dashboard",
    titleKey: "nav.wellDashboard",
    privilege: Privilege.Dashboards,
    needsWell: true,
    entries: [],
  },
  {
    id: "add-report",
    titleKey: "nav.addReport",
    privilege: [
      Privilege.PlannerForm,
      Privilege.DailyDrillingReportForm,
      Privilege.DrillingActivityForms,
      Privilege.SubsurfaceForm,
      Privilege.ApprovalForm,
    ],
    needsWell: true,
    entries: [],
  },
  {
    id: "approval",
    titleKey: "nav.reportApproval",
    privilege: Privilege.ApprovalForm,
    needsWell: true,
    entries: [],
  },
  {
    id: "database",
    titleKey: "nav.databaseAndReports",
    privilege: [
      Privilege.ViewDailyDrillingReports,
      Privilege.ViewDrillingActivityReports,
      Privilege.SubsurfaceDatabase,
      Privilege.PlannerDatabase,
    ],
    needsWell: true,
    entries: [],
  },
];

export interface VisibleMenuGroup {
  id: string;
  titleKey: string;
  entries: Page[];
}

/** The menu a user sees: groups and entries they hold the privilege for, well-level ones only with a well. */
export function visibleMenu(
  privileges: readonly number[],
  wellSelected: boolean,
): VisibleMenuGroup[] {
  const allowed = (item: { privilege?: PrivilegeRequirement; needsWell?: boolean }) =>
    hasPrivilege(privileges, item.privilege) && (!item.needsWell || wellSelected);
  return menu
    .filter(allowed)
    .map((group) => ({
      id: group.id,
      titleKey: group.titleKey,
      entries: group.entries.filter(allowed),
    }))
    .filter((group) => group.entries.length > 0);
}
