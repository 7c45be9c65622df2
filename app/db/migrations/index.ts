import type { Migration } from "kysely";

import * as identity from "./2026-11-22T00-00-identity";
import * as accounts from "./2026-11-22T01-00-accounts";
import * as assets from "./2026-11-22T02-00-assets";
import * as planner from "./2026-11-22T03-00-planner";
import * as reports from "./2026-11-22T04-00-reports";
import * as dashboards from "./2026-11-22T05-00-dashboards";
import * as dataRevisions from "./2026-11-22T06-00-data-revisions";
import * as requestLookups from "./2026-11-22T07-00-request-lookups";
import * as signInAttempts from "./2026-11-22T08-00-sign-in-attempts";
import * as bitHydraulics from "./2026-11-25T00-00-bit-hydraulics";
import * as carriedSections from "./2026-11-25T01-00-carried-sections";
import * as fieldRollUps from "./2026-11-25T02-00-field-roll-ups";
import * as accessTokens from "./2026-11-26T00-00-access-tokens";
import * as notifications from "./2026-11-27T00-00-notifications";
import * as revisionsPerWell from "./2026-11-27T00-00-revisions-per-well";
import * as timeLogSeconds from "./2026-11-27T01-00-time-log-seconds";
import * as notificationRules from "./2026-11-27T05-00-notification-rules";
import * as lookupLabelsPerLanguage from "./2026-11-27T06-00-lookup-labels-per-language";

/** Listed by hand: the server is bundled, so there is no folder to scan at run time. */
export const migrations: Record<string, Migration> = {
  "2026-11-22T00-00-identity": identity,
  "2026-11-22T01-00-accounts": accounts,
  "2026-11-22T02-00-assets": assets,
  "2026-11-22T03-00-planner": planner,
  "2026-11-22T04-00-reports": reports,
  "2026-11-22T05-00-dashboards": dashboards,
  "2026-11-22T06-00-data-revisions": dataRevisions,
  "2026-11-22T07-00-request-lookups": requestLookups,
  "2026-11-22T08-00-sign-in-attempts": signInAttempts,
  "2026-11-25T00-00-bit-hydraulics": bitHydraulics,
  "2026-11-25T01-00-carried-sections": carriedSections,
  "2026-11-25T02-00-field-roll-ups": fieldRollUps,
  "2026-11-26T00-00-access-tokens": accessTokens,
  "2026-11-27T00-00-notifications": notifications,
  "2026-11-27T00-00-revisions-per-well": revisionsPerWell,
  "2026-11-27T01-00-time-log-seconds": timeLogSeconds,
  "2026-11-27T05-00-notification-rules": notificationRules,
  "2026-11-27T06-00-lookup-labels-per-language": lookupLabelsPerLanguage,
};
