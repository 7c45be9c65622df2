import type { Resources } from "./en";
import { accountsId } from "./id/accounts";
import { activityId } from "./id/activity";
import { ddrActivitiesId, ddrId } from "./id/ddr";
import { interopId } from "./id/interop";
import { plannerId } from "./id/planner";
import { chromeId } from "./id/chrome";

/** Bahasa Indonesia. */
export const id: Resources = {
  ...chromeId,
  accounts: accountsId,
  activity: { ...chromeId.activity, ...activityId, ...ddrActivitiesId },
  ddr: { ...chromeId.ddr, ...ddrId },
  interop: interopId,
  planner: { ...chromeId.planner, ...plannerId },
};
