import { accountsEn } from "./en/accounts";
import { activityEn } from "./en/activity";
import { ddrActivitiesEn, ddrEn } from "./en/ddr";
import { interopEn } from "./en/interop";
import { plannerEn } from "./en/planner";
import { chromeEn } from "./en/chrome";
import type { Widen } from "./widen";

/**
 * English strings: the chrome every page shows and each screen's own (i18n.ts loads them apart in
 * the browser). Every key here must exist in id.ts too (a test checks).
 */
export const en = {
  ...chromeEn,
  accounts: accountsEn,
  activity: { ...chromeEn.activity, ...activityEn, ...ddrActivitiesEn },
  ddr: { ...chromeEn.ddr, ...ddrEn },
  interop: interopEn,
  planner: { ...chromeEn.planner, ...plannerEn },
};

/** The shape every language must fill. */
export type Resources = Widen<typeof en>;
