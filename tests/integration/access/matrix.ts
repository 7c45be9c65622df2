import { Privilege as P, type PrivilegeRequirement } from "~/auth/privileges";
import { pages } from "~/navigation/pages";

import { PLANNER_INTENTS, remove } from "./planner-intents";

/**
 * Who may use each route module under app/routes, and which ids its addresses and forms carry.
 * One line per route file; `access-matrix.test.ts` lists app/routes and fails on a file without a
 * line here, on a loader or action the line does not declare, and on an action intent found in the
 * module's source that the line does not list.
 *
 * Addresses and forms hold placeholders filled from the requester's own organisation:
 * `{well}`, `{report}`, `{afe}`, … are ids (see ID_KINDS), `{bundle.v}` the record's version,
 * `{date}` the date of the report. Every id placeholder is also tried with the other
 * organisation's record: the answer must be 404 (or what `foreign` says) and nothing may change.
 */

export type Who =
  /** Everyone, signed in or not (sign-in pages, help, the not-found page). */
  | "anyone"
  /** Every signed-in user, whatever their privileges. */
  | "signed-in"
  /** Holders of this privilege (or of any one of several); anyone else gets 404. */
  | PrivilegeRequirement;

export type Form = Record<string, string>;

export interface Intent {
  form: Form;
  /** Where this intent is posted, when not the line's `post` (a creation names no record). */
  post?: string;
  /** Sent by a holder to show the gate lets them through: refused for its content, never 404. */
  probe?: Form;
  /** Sent as multipart/form-data (uploads). */
  multipart?: true;
  /** The request names no intent (a spreadsheet upload): the form goes as it is. */
  bare?: true;
  /**
   * Ids picked from a list the form offers: the other organisation's is answered exactly like an
   * id that names nothing (the same status and message, next to the field), and changes nothing.
   */
  choices?: IdKind[];
}

export interface RouteEntry {
  /** The route module, relative to app/routes (a folder route names its route.tsx). */
  file: string;
  who: Who;
  /** Who may call the loader, when not the same as the action (a loader that only redirects). */
  loaderWho?: Who;
  /** Addresses the loader is asked for; the first is the page itself. */
  get?: string[];
  /** Route params (`$id`, `$tab`, `*`), with placeholders like the addresses. */
  params?: Record<string, string>;
  /** What the loader answers those allowed: 200 unless said. */
  answers?: number[];
  /** Where the actions are posted, when not the first of `get`. */
  post?: string;
  /** Action intents (`""` for an action that takes none) with a form that would be accepted. */
  intents?: Record<string, Intent>;
  /**
   * Ids an address reads as a filter or a default: the other organisation's is left out of the
   * answer (never named in its body) instead of answering 404.
   */
  foreignLeftOut?: IdKind[];
  /** The action reads no body: the address says everything. */
  readsNoBody?: true;
  /** Signs the requester out: sent with a session of its own. */
  endsSession?: true;
}

export const ID_KINDS = [
  "well",
  "well2",
  "report",
  "afe",
  "afeLine",
  "bundle",
  "component",
  "unit",
  "item",
  "activity",
  "activityCost",
  "user",
  "role",
  "org",
  "file",
  "lookup",
  "field",
  "pad",
  "approved",
  "casing",
  "subsurface",
] as const;
export type IdKind = (typeof ID_KINDS)[number];

const PLANNER = "/form/planner-form?tab=afe&well={well}";
const DDR = "/form/daily-drilling-report?well={well}&date={date}";
const CASING = "/form/drilling-activity/casing?well={well}";
const SUBSURFACE = "/form/subsurface-form?well={well}";

/**
 * A drilling-activity or subsurface form: its day's list and one report (`&id=`); a report is
 * created on the well alone, saved and submitted at its own address.
 */
function activityForm(address: string, kind: "casing" | "subsurface", sectionId: string) {
  return {
    get: [address, `${address}&id={${kind}}`],
    post: `${address}&id={${kind}}`,
    intents: {
      create: {
        post: address,
        form: { reportDate: "2026-05-05" },
        probe: { intent: "create", reportDate: "" },
      },
      submit: { form: {}, probe: { intent: "submit" } },
      save: {
        form: { sectionId, version: "0" },
        probe: { intent: "save", sectionId, version: "x" },
      },
    },
  } satisfies Partial<RouteEntry>;
}

/**
 * The JSON API opens to a bearer token only: a session (or nothing) is answered 401 for
 * everyone, before any id is read, so its lines carry no ids (tests/integration/api*.test.ts
 * cover its tenancy with tokens).
 */
const api = (file: string, options: Partial<RouteEntry>): RouteEntry => ({
  file,
  who: "anyone",
  answers: [401],
  ...options,
});

/** An API route read and posted to at one address: without a token both answer 401. */
const apiPost = (file: string, path: string, params: Record<string, string>): RouteEntry =>
  api(file, { get: [path], post: path, params, intents: { "": { form: {} } } });

export const ROUTES: RouteEntry[] = [
  { file: "$.tsx", who: "anyone", get: ["/no-such-page"], answers: [404] },
  { file: "404.tsx", who: "anyone", get: ["/404"], answers: [404] },
  { file: "_index.tsx", who: "anyone", get: ["/"], answers: [302] },
  { file: "auth.tsx", who: "anyone", get: ["/auth"], answers: [302] },
  { file: "help.tsx", who: "anyone" },
  { file: "awaiting-access.tsx", who: "anyone", get: ["/awaiting-access"], answers: [302] },
  { file: "_auth.tsx", who: "anyone", get: ["/login"], answers: [200, 302] },
  {
    file: "_auth.login.tsx",
    who: "anyone",
    intents: { "": { form: { username: "nobody", password: "wrong", redirectTo: "/" } } },
  },
  { file: "_auth.register.tsx", who: "anyone", intents: { "": { form: { fullname: "" } } } },
  { file: "_auth.forget-password.tsx", who: "anyone", intents: { "": { form: { email: "" } } } },
  {
    file: "_auth.confirm-account.tsx",
    who: "anyone",
    get: ["/confirm-account?token=nothing"],
    intents: { "": { form: { token: "nothing" } } },
  },
  {
    file: "_auth.reset-password.tsx",
    who: "anyone",
    get: ["/reset-password?token=nothing"],
    intents: { "": { form: { token: "nothing" } } },
  },
  {
    file: "logout.tsx",
    who: "anyone",
    get: ["/logout"],
    answers: [302],
    endsSession: true,
    readsNoBody: true,
    intents: { "": { form: {} } },
  },
  {
    file: "settings.tsx",
    who: "signed-in",
    loaderWho: "anyone",
    get: ["/settings"],
    answers: [302],
    intents: { "": { form: { unitStandard: "x" } } },
  },
  {
    file: "profile.password.tsx",
    who: "signed-in",
    intents: { "": { form: { current_password: "" } } },
  },
  { file: "_app.tsx", who: "signed-in", get: ["/field/well"] },
  {
    file: "_app.field.$tab.tsx",
    who: "signed-in",
    get: ["/field/well", "/field/pad?field={field}"],
    params: { tab: "well" },
    foreignLeftOut: ["field"],
    intents: {
      select: { form: { intent: "select", wellId: "{well}" } },
      unselect: { form: { intent: "unselect" } },
    },
  },
  { file: "_app.search.tsx", who: "signed-in", get: ["/search?q=Matrix"] },
  {
    file: "_app.profile.tsx",
    who: "signed-in",
    get: ["/profile"],
    intents: {
      avatar: { form: { intent: "avatar" }, multipart: true },
      password: { form: { intent: "password" } },
      details: { form: { intent: "details" } },
      createToken: { form: { name: "Matrix token" } },
      // A token is the signed-in user's own: an id of anyone else's is answered "not found".
      revokeToken: { form: { tokenId: "2147483000" } },
    },
  },
  { file: "files.$id.tsx", who: "signed-in", get: ["/files/{file}"], params: { id: "{file}" } },
  {
    file: "_app.account.detail.$id.tsx",
    who: "signed-in",
    get: ["/account/detail/{org}"],
    params: { id: "{org}" },
  },
  { file: "_app.account._index.tsx", who: pages.clientDetails.privilege, get: ["/account"] },
  {
    file: "_app.account.log-activity.tsx",
    who: pages.logActivity.privilege,
    get: ["/account/log-activity", "/account/log-activity?user={user}"],
  },
  { file: "_app.account.outbox.tsx", who: pages.outbox.privilege, get: ["/account/outbox"] },
  {
    // An attachment of the organisation's outbox mail (tests/integration/outbox-attachments.test.ts
    // downloads one and is refused another organisation's): here an id that names none.
    file: "account.outbox.attachments.$id.tsx",
    who: pages.outbox.privilege,
    get: ["/account/outbox/attachments/2147483000"],
    params: { id: "2147483000" },
    answers: [404],
  },
  {
    file: "_app.account.access-tokens.tsx",
    who: pages.organisationTokens.privilege,
    get: ["/account/access-tokens"],
    // Only the signed-in organisation's tokens: any other id is answered "not found".
    intents: { revokeToken: { form: { tokenId: "2147483000" } } },
  },
  {
    file: "_app.ui.notifications.tsx",
    who: "signed-in",
    get: ["/ui/notifications"],
    intents: {
      // A notification is the signed-in user's own: anyone else's id marks nothing.
      markRead: { form: { id: "2147483000" } },
      markAllRead: { form: {} },
    },
  },
  // The live channel: an event stream the matrix checks by its status only.
  { file: "ui.notifications.live.tsx", who: "signed-in", get: ["/ui/notifications/live"] },
  {
    file: "profile.notifications.tsx",
    who: "signed-in",
    intents: { "": { form: { "submitted.inApp": "on" } } },
  },
  {
    file: "_app.ui.distribution-list.tsx",
    who: P.ApprovalForm,
    get: ["/ui/distribution-list", "/ui/distribution-list?well={well}"],
    intents: {
      add: { form: { wellId: "{well}", address: "matrix@example.com" } },
      remove: { form: { wellId: "{well}", id: "2147483000" } },
    },
  },
  {
    // The signed-in organisation's own row only: no id is posted.
    file: "_app.ui.notification-settings.tsx",
    who: P.ApprovalForm,
    get: ["/ui/notification-settings"],
    intents: {
      "": {
        form: { version: "0", reminderHour: "7", timeZone: "UTC", overAfePercent: "10" },
        probe: { version: "0", reminderHour: "7", timeZone: "UTC", overAfePercent: "" },
      },
    },
  },
  {
    file: "_app.account.create/route.tsx",
    who: pages.manageAccount.privilege,
    get: [
      "/account/create?tab=organisations&edit={org}",
      "/account/create?tab=users&edit={user}",
      "/account/create?tab=users&remove={user}",
      "/account/create?tab=roles&edit={role}",
      "/account/create?tab=roles&remove={role}",
    ],
    post: "/account/create",
    intents: {
      "save-organisation": {
        form: {
          id: "{org}",
          version: "{org.v}",
          name: "Taken Over",
          bgColor: "#123456",
          isActive: "on",
        },
      },
      "save-user": {
        form: {
          id: "{user}",
          version: "{user.v}",
          fullName: "Taken Over",
          username: "{user.username}",
          orgId: "{org}",
          roleId: "{role}",
          isActive: "on",
        },
      },
      "remove-user": {
        ...remove("user"),
        probe: { intent: "remove-user", id: "{user}", version: "2147483000" },
      },
      "save-role": {
        form: {
          id: "{role}",
          version: "{role.v}",
          orgId: "{org}",
          name: "Taken Over",
          privileges: "5",
        },
      },
      "remove-role": {
        ...remove("role"),
        probe: { intent: "remove-role", id: "{role}", version: "2147483000" },
      },
    },
  },
  {
    file: "_app.account.lookup-lists.tsx",
    who: pages.lookupLists.privilege,
    get: ["/account/lookup-lists"],
    intents: {
      add: { form: { code: "MATRIX", label: "Matrix", sortOrder: "5" } },
      update: {
        form: { id: "{lookup}", version: "{lookup.v}", label: "Taken Over", sortOrder: "1" },
      },
    },
  },
  {
    file: "_app.field.$tab.new.tsx",
    who: P.ManageAccounts,
    get: ["/field/pad/new?field={field}"],
    params: { tab: "pad" },
    foreignLeftOut: ["field"],
    intents: {
      "": {
        form: { fieldId: "{field}", name: "Matrix pad" },
        probe: { name: "" },
        choices: ["field"],
      },
    },
  },
  {
    file: "_app.field.$tab.$id.edit.tsx",
    who: P.ManageAccounts,
    get: ["/field/field/{field}/edit"],
    params: { tab: "field", id: "{field}" },
    intents: { "": { form: { name: "Taken Over", version: "{field.v}" }, probe: { name: "" } } },
  },
  {
    file: "_app.field.$tab.$id.remove.tsx",
    who: P.ManageAccounts,
    get: ["/field/field/{field}/remove"],
    params: { tab: "field", id: "{field}" },
    readsNoBody: true,
    // The field holds pads: a holder is refused (409); nobody else may even ask.
    intents: { "": { form: {}, probe: {} } },
  },
  {
    file: "_app.comparison-study.tsx",
    who: pages.comparisonStudy.privilege,
    get: ["/comparison-study?well={well}&well={well2}"],
    foreignLeftOut: ["well", "well2"],
  },
  {
    file: "comparison-study[.xlsx].tsx",
    who: pages.comparisonStudy.privilege,
    get: ["/comparison-study.xlsx?well={well}&well={well2}"],
  },
  { file: "_app.dashboard._index.tsx", who: P.Dashboards, get: ["/dashboard"] },
  {
    file: "_app.dashboard.$.tsx",
    who: P.Dashboards,
    get: ["/dashboard/one-page"],
    params: { "*": "one-page" },
    // A layout is addressed by the signed-in user and the dashboard alone: no id travels.
    intents: {
      reset: { form: {}, probe: { intent: "reset" } },
      add: { form: { tileType: "depthVsDays" }, probe: { intent: "add", tileType: "nothing" } },
      remove: { form: { tileId: "t1" }, probe: { intent: "save", tiles: "{" } },
      save: { form: { tiles: "[]" }, probe: { intent: "save", tiles: "{" } },
    },
  },
  {
    file: "_app.dashboard.npt-rows.tsx",
    who: P.Dashboards,
    get: ["/dashboard/npt-rows?well={well}&code=DP"],
  },
  {
    file: "dashboard-series.$tileType.tsx",
    who: P.Dashboards,
    get: ["/dashboard-series/depthVsDays?well={well}"],
    params: { tileType: "depthVsDays" },
  },
  {
    file: "dashboard.open-well.tsx",
    who: P.Dashboards,
    get: ["/dashboard/open-well?well={well}"],
    answers: [302],
  },
  {
    file: "ddr-link.tsx",
    who: pages.reportOfDay.privilege,
    get: ["/ddr-link?well={well}&date={date}"],
    answers: [302],
  },
  {
    file: "_app.form.daily-drilling-report.tsx",
    who: pages.dailyDrillingReportForm.privilege,
    get: [DDR],
    intents: {
      create: {
        form: { reportDate: "2026-05-05" },
        probe: { intent: "create", reportDate: "" },
      },
      submit: { form: {}, probe: { intent: "submit" } },
      save: {
        form: { sectionId: "general", version: "{general.v}" },
        probe: { intent: "save", sectionId: "general", version: "x" },
      },
      upload: { form: {}, multipart: true, bare: true, probe: {} },
    },
  },
  {
    file: "_app.form.consolidated-daily-drilling-report.tsx",
    who: pages.consolidatedDailyDrillingReport.privilege,
    get: ["/form/consolidated-daily-drilling-report?well={well}&date={date}"],
  },
  {
    file: "form.daily-drilling-report[.xlsx].tsx",
    who: pages.dailyDrillingReportForm.privilege,
    get: ["/form/daily-drilling-report.xlsx?well={well}&date={date}"],
  },
  {
    file: "form.daily-drilling-report.lists.tsx",
    who: pages.dailyDrillingReportForm.privilege,
    get: ["/form/daily-drilling-report/lists?section=timeLog"],
  },
  {
    file: "_app.form.approval-form.tsx",
    who: pages.approvalForm.privilege,
    get: ["/form/approval-form", "/form/approval-form?report={report}"],
    intents: {
      approve: { form: { reportId: "{report}", version: "{report.v}" } },
      return: { form: { reportId: "{report}", version: "{report.v}", comment: "Again" } },
    },
  },
  {
    file: "_app.report.daily-drilling-report.tsx",
    who: pages.dailyDrillingReportReport.privilege,
    get: ["/report/daily-drilling-report?id={report}"],
  },
  {
    file: "report.daily-drilling-report[.xlsx].tsx",
    who: pages.dailyDrillingReportReport.privilege,
    get: ["/report/daily-drilling-report.xlsx?id={report}"],
  },
  {
    file: "_app.database.daily-drilling-report.tsx",
    who: pages.dailyDrillingReportDatabase.privilege,
    get: ["/database/daily-drilling-report"],
  },
  {
    file: "database.daily-drilling-report[.xlsx].tsx",
    who: pages.dailyDrillingReportDatabase.privilege,
    get: ["/database/daily-drilling-report.xlsx"],
  },
  {
    file: "_app.database.planner.tsx",
    who: pages.plannerDatabase.privilege,
    get: ["/database/planner?view=afe&well={well}"],
    foreignLeftOut: ["well"],
  },
  {
    file: "database.planner[.xlsx].tsx",
    who: pages.plannerDatabase.privilege,
    get: ["/database/planner.xlsx?view=afe&well={well}"],
    foreignLeftOut: ["well"],
  },
  {
    file: "_app.form.planner-form.tsx",
    who: pages.plannerForm.privilege,
    get: [PLANNER, "/form/planner-form?tab=bundles&edit={bundle}"],
    post: "/form/planner-form?tab=bundles",
    foreignLeftOut: ["well", "bundle"],
    intents: PLANNER_INTENTS,
  },
  {
    file: "_app.form.daily-drilling-report_.import-trajectory.tsx",
    who: pages.dailyDrillingReportForm.privilege,
    get: ["/form/daily-drilling-report/import-trajectory?well={well}&date={date}"],
    intents: {
      upload: { form: {}, multipart: true, bare: true, probe: {} },
      confirm: {
        form: { witsml: "<trajectorys/>", version: "1" },
        probe: { intent: "confirm", witsml: "" },
      },
    },
  },
  {
    file: "_app.form.daily-drilling-report_.import-witsml.tsx",
    who: pages.dailyDrillingReportForm.privilege,
    get: ["/form/daily-drilling-report/import-witsml?well={well}"],
    intents: {
      upload: { form: {}, multipart: true, bare: true, probe: {} },
      confirm: { form: { witsml: "<drillReports/>" }, probe: { intent: "confirm", witsml: "" } },
    },
  },
  {
    file: "report.daily-drilling-report[.xml].tsx",
    who: [P.ViewDailyDrillingReports, P.DailyDrillingReportForm, P.ApprovalForm],
    get: ["/report/daily-drilling-report.xml?report={approved}"],
  },
  {
    file: "well-trajectory[.xml].tsx",
    who: [P.DailyDrillingReportForm, P.ViewDailyDrillingReports],
    get: ["/well-trajectory.xml?well={well}"],
  },
  {
    file: "_app.form.drilling-activity.$type.tsx",
    who: P.DrillingActivityForms,
    params: { type: "casing" },
    ...activityForm(CASING, "casing", "casingRun"),
  },
  {
    file: "_app.report.drilling-activity.$type.tsx",
    who: P.ViewDrillingActivityReports,
    get: ["/report/drilling-activity/casing", "/report/drilling-activity/casing?id={casing}"],
    params: { type: "casing" },
  },
  {
    file: "_app.database.drilling-activity.$type.tsx",
    who: P.ViewDrillingActivityReports,
    get: ["/database/drilling-activity/casing", "/database/drilling-activity/casing?id={casing}"],
    params: { type: "casing" },
  },
  {
    file: "database.drilling-activity.$type.export[.xlsx].tsx",
    who: P.ViewDrillingActivityReports,
    get: ["/database/drilling-activity/casing/export.xlsx?well={well}"],
    params: { type: "casing" },
    foreignLeftOut: ["well"],
  },
  {
    file: "_app.form.subsurface-form.tsx",
    who: P.SubsurfaceForm,
    ...activityForm(SUBSURFACE, "subsurface", "subsurfaceSummary"),
  },
  {
    file: "_app.database.subsurface.tsx",
    who: P.SubsurfaceDatabase,
    get: ["/database/subsurface", "/database/subsurface?id={subsurface}"],
  },
  {
    file: "database.subsurface.export[.xlsx].tsx",
    who: P.SubsurfaceDatabase,
    get: ["/database/subsurface/export.xlsx?well={well}"],
    foreignLeftOut: ["well"],
  },
  api("api.v1.$.tsx", {
    get: ["/api/v1/no-such-thing"],
    answers: [404],
    intents: { "": { form: {} } },
  }),
  api("api.v1.openapi[.json].tsx", { get: ["/api/v1/openapi.json"], answers: [200] }),
  api("api.v1.wells._index.tsx", { get: ["/api/v1/wells"] }),
  api("api.v1.wells.$wellId._index.tsx", { get: ["/api/v1/wells/1"], params: { wellId: "1" } }),
  api("api.v1.wells.$wellId.surveys.tsx", {
    get: ["/api/v1/wells/1/surveys"],
    params: { wellId: "1" },
  }),
  api("api.v1.wells.$wellId.daily-reports-witsml.tsx", {
    get: ["/api/v1/wells/1/daily-reports-witsml"],
    post: "/api/v1/wells/1/daily-reports-witsml?preview",
    params: { wellId: "1" },
    intents: { "": { form: {} } },
  }),
  api("api.v1.wells.$wellId.trajectory.witsml.tsx", {
    get: ["/api/v1/wells/1/trajectory/witsml?version=1.4.1.1"],
    params: { wellId: "1" },
  }),
  api("api.v1.reports.$reportId.witsml.tsx", {
    get: ["/api/v1/reports/1/witsml?version=2.0"],
    params: { reportId: "1" },
  }),
  api("api.v1.dashboard-series.$tileType.tsx", {
    get: ["/api/v1/dashboard-series/depthVsDays?well=1"],
    params: { tileType: "depthVsDays" },
  }),
  api("api.v1.reports._index.tsx", { get: ["/api/v1/reports"], intents: { "": { form: {} } } }),
  api("api.v1.reports.$reportId._index.tsx", {
    get: ["/api/v1/reports/1"],
    params: { reportId: "1" },
  }),
  apiPost(
    "api.v1.reports.$reportId.sections.$sectionId.tsx",
    "/api/v1/reports/1/sections/general",
    { reportId: "1", sectionId: "general" },
  ),
  apiPost("api.v1.reports.$reportId.submit.tsx", "/api/v1/reports/1/submit", { reportId: "1" }),
  apiPost("api.v1.reports.$reportId.decision.tsx", "/api/v1/reports/1/decision", { reportId: "1" }),
  // The activity and subsurface reports: a session is no token either.
  api("api.v1.activity-reports._index.tsx", {
    get: ["/api/v1/activity-reports?kind=casing"],
    intents: { "": { form: {} } },
  }),
  api("api.v1.activity-reports.$reportId._index.tsx", {
    get: ["/api/v1/activity-reports/1"],
    params: { reportId: "1" },
  }),
  apiPost(
    "api.v1.activity-reports.$reportId.sections.$sectionId.tsx",
    "/api/v1/activity-reports/1/sections/casingRun",
    { reportId: "1", sectionId: "casingRun" },
  ),
  apiPost("api.v1.activity-reports.$reportId.submit.tsx", "/api/v1/activity-reports/1/submit", {
    reportId: "1",
  }),
  apiPost("api.v1.activity-reports.$reportId.decision.tsx", "/api/v1/activity-reports/1/decision", {
    reportId: "1",
  }),
];
