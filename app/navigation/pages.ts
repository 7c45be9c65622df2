import { Privilege, hasPrivilege, type PrivilegeRequirement } from "~/auth/privileges";
import { FIELD_DASHBOARDS, WELL_DASHBOARDS, type Dashboard } from "~/dashboards/catalogue";
import type { ReportKind } from "~/db/tables/reports";
import {
  ACTIVITY_KIND_NAMES,
  SUBSURFACE_KIND_NAME,
  type ReportKindName,
} from "~/sections/report-kind-names";

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
  /** Heading of the sub-group the entry sits under within its menu group. */
  subgroupKey?: string;
}

export const pages = {
  home: { path: "/field/well", titleKey: "nav.home" },
  profile: { path: "/profile", titleKey: "nav.profile" },
  clientDetails: {
    path: "/account",
    titleKey: "nav.clientDetails",
    privilege: Privilege.ViewClientDetails,
  },
  // No privilege (spec route table); the organisation is checked against the user's own.
  clientDetail: { path: "/account/detail", titleKey: "nav.organisation" },
  manageAccount: {
    path: "/account/create",
    titleKey: "nav.manageAccount",
    privilege: Privilege.ManageAccounts,
  },
  logActivity: {
    path: "/account/log-activity",
    titleKey: "nav.logActivity",
    privilege: Privilege.ViewLogActivity,
  },
  // The organisation's API tokens, each with its holder; reached from the organisation's page.
  organisationTokens: {
    path: "/account/access-tokens",
    titleKey: "orgTokens.title",
    privilege: Privilege.ManageAccounts,
  },
  // Mail kept locally when no SMTP server is configured; reached from Manage Account.
  outbox: {
    path: "/account/outbox",
    titleKey: "nav.outbox",
    privilege: Privilege.ManageAccounts,
  },
  plannerForm: {
    path: "/form/planner-form",
    titleKey: "planner.nav.form",
    privilege: Privilege.PlannerForm,
    needsWell: true,
  },
  plannerDatabase: {
    path: "/database/planner",
    titleKey: "planner.nav.database",
    privilege: Privilege.PlannerDatabase,
    needsWell: true,
  },
  dailyDrillingReportForm: {
    path: "/form/daily-drilling-report",
    titleKey: "ddr.nav.form",
    privilege: Privilege.DailyDrillingReportForm,
    needsWell: true,
  },
  consolidatedDailyDrillingReport: {
    path: "/form/consolidated-daily-drilling-report",
    titleKey: "ddr.nav.consolidated",
    privilege: Privilege.DailyDrillingReportForm,
    needsWell: true,
  },
  approvalForm: {
    path: "/form/approval-form",
    titleKey: "ddr.nav.approval",
    privilege: Privilege.ApprovalForm,
    needsWell: true,
  },
  dailyDrillingReportDatabase: {
    path: "/database/daily-drilling-report",
    titleKey: "ddr.nav.database",
    privilege: Privilege.ViewDailyDrillingReports,
    needsWell: true,
  },
  dailyDrillingReportReport: {
    path: "/report/daily-drilling-report",
    titleKey: "ddr.nav.report",
    privilege: Privilege.ViewDailyDrillingReports,
    needsWell: true,
  },
  lookupLists: {
    path: "/account/lookup-lists",
    titleKey: "ddr.nav.lookupLists",
    privilege: Privilege.ManageAccounts,
  },
  // Where a chart point leads: the report's form for its writers, the read-only report otherwise.
  reportOfDay: {
    path: "/ddr-link",
    titleKey: "ddr.nav.report",
    privilege: [Privilege.DailyDrillingReportForm, Privilege.ViewDailyDrillingReports],
  },
  // Wells of any field side by side; visiting it clears the selected well (spec §2).
  comparisonStudy: {
    path: "/comparison-study",
    titleKey: "nav.comparisonStudy",
    privilege: Privilege.ComparisonStudy,
  },
} satisfies Record<string, Page>;

/** The screens of a drilling-activity or subsurface report kind. */
export interface KindPages {
  form: Page;
  /** Where one report is read: its printable report (the subsurface database for subsurface). */
  view: Page;
  database: Page;
}

function pagesOfDeclaration(declaration: ReportKindName): KindPages {
  const { slug, formPrivilege, viewPrivilege } = declaration;
  if (declaration.family === "subsurface") {
    const database: Page = {
      path: "/database/subsurface",
      titleKey: "activity.nav.subsurfaceDatabase",
      privilege: viewPrivilege,
      needsWell: true,
    };
    return {
      form: {
        path: "/form/subsurface-form",
        titleKey: "activity.nav.subsurfaceForm",
        privilege: formPrivilege,
        needsWell: true,
      },
      view: database,
      database,
    };
  }
  return {
    form: {
      path: `/form/drilling-activity/${slug}`,
      titleKey: `activity.nav.form.${slug}`,
      privilege: formPrivilege,
      needsWell: true,
      subgroupKey: "activity.nav.activityForms",
    },
    view: {
      path: `/report/drilling-activity/${slug}`,
      titleKey: `activity.nav.report.${slug}`,
      privilege: viewPrivilege,
      needsWell: true,
      subgroupKey: "activity.nav.activityReports",
    },
    database: {
      path: `/database/drilling-activity/${slug}`,
      titleKey: `activity.nav.database.${slug}`,
      privilege: viewPrivilege,
      needsWell: true,
      subgroupKey: "activity.nav.activityDatabase",
    },
  };
}

const ACTIVITY_KINDS = Object.values(ACTIVITY_KIND_NAMES);

const KIND_PAGES = new Map<ReportKind, KindPages>(
  [...ACTIVITY_KINDS, SUBSURFACE_KIND_NAME].map((declaration) => [
    declaration.kind,
    pagesOfDeclaration(declaration),
  ]),
);

/** The form, report and database pages of a drilling-activity or subsurface kind. */
export function kindPages(kind: Exclude<ReportKind, "ddr">): KindPages {
  return KIND_PAGES.get(kind)!;
}

const activityPages = ACTIVITY_KINDS.map((declaration) => KIND_PAGES.get(declaration.kind)!);
const subsurfacePages = KIND_PAGES.get("subsurface")!;

const GROUP_ORDER: Dashboard["group"][] = [
  "overview",
  "costBreakdown",
  "drillingProgress",
  "drillingPerformance",
  "bitPerformance",
];

/** A dashboard's menu entry, under its sub-group (cost breakdown, drilling progress, …). */
const dashboardEntry = (dashboard: Dashboard): Page => ({
  path: `/dashboard/${dashboard.slug}`,
  titleKey: dashboard.titleKey,
  privilege: Privilege.Dashboards,
  needsWell: true,
  subgroupKey: `dashboards.group.${dashboard.group}`,
});

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
    entries: [pages.clientDetails, pages.manageAccount, pages.logActivity, pages.lookupLists],
  },
  {
    id: "field-dashboard",
    titleKey: "nav.fieldDashboard",
    privilege: Privilege.Dashboards,
    needsWell: true,
    // Under the spec's sub-groups in its order: cost breakdown, drilling progress, drilling
    // performance, bit performance.
    entries: GROUP_ORDER.flatMap((group) =>
      FIELD_DASHBOARDS.filter((dashboard) => dashboard.group === group).map(dashboardEntry),
    ),
  },
  {
    id: "well-dashboard",
    titleKey: "nav.wellDashboard",
    privilege: Privilege.Dashboards,
    needsWell: true,
    entries: [
      {
        path: "/dashboard",
        titleKey: "dashboards.wellInformation",
        privilege: Privilege.Dashboards,
        needsWell: true,
      },
      ...WELL_DASHBOARDS.map(dashboardEntry),
    ],
  },
  {
    id: "comparison",
    titleKey: "nav.comparisonStudy",
    privilege: Privilege.ComparisonStudy,
    entries: [pages.comparisonStudy],
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
    entries: [
      pages.plannerForm,
      pages.dailyDrillingReportForm,
      pages.consolidatedDailyDrillingReport,
      subsurfacePages.form,
      ...activityPages.map((kind) => kind.form),
    ],
  },
  {
    id: "approval",
    titleKey: "nav.reportApproval",
    privilege: Privilege.ApprovalForm,
    needsWell: true,
    entries: [pages.approvalForm],
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
    entries: [
      pages.plannerDatabase,
      pages.dailyDrillingReportDatabase,
      pages.dailyDrillingReportReport,
      subsurfacePages.database,
      ...activityPages.map((kind) => kind.database),
      ...activityPages.map((kind) => kind.view),
    ],
  },
];

export interface VisibleMenuGroup {
  id: string;
  titleKey: string;
  entries: Page[];
}

/**
 * Whether someone holding `privileges` may open a page: the same test its route makes, so a link
 * drawn only when this holds never ends on "Page not found".
 */
export function canOpen(
  privileges: readonly number[],
  page: { titleKey: string; privilege?: PrivilegeRequirement },
): boolean {
  return hasPrivilege(privileges, page.privilege);
}

type QueryValue = string | number | null | undefined;

/** A page's address with its query (empty values left out) and an optional `#fragment`. */
export function pageHref(
  page: Pick<Page, "path">,
  query: Record<string, QueryValue> = {},
  hash?: string,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  }
  const search = params.toString();
  return `${page.path}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
}

/** The menu a user sees: groups and entries they hold the privilege for, well-level ones only with a well. */
export function visibleMenu(
  privileges: readonly number[],
  wellSelected: boolean,
): VisibleMenuGroup[] {
  const allowed = (item: {
    titleKey: string;
    privilege?: PrivilegeRequirement;
    needsWell?: boolean;
  }) => canOpen(privileges, item) && (!item.needsWell || wellSelected);
  return menu
    .filter(allowed)
    .map((group) => ({
      id: group.id,
      titleKey: group.titleKey,
      entries: group.entries.filter(allowed),
    }))
    .filter((group) => group.entries.length > 0);
}
