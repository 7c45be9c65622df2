import { activityTypeTitle } from "~/components/activity-report";
import { pageMeta } from "~/navigation/page-meta";
import { clientLoaderWithStrings, type ScreenStrings } from "~/i18n/screen-strings";

// The drilling-activity database (privilege 6): a {type}'s reports by well, date and status,
// exported as a workbook. The report pages show the same under their own title.
export {
  ActivityTypeViewPage as default,
  activityViewLinks as links,
} from "~/components/activity-report";
export { activityTypeViewLoader as loader } from "~/reports/activity-routes.server";

export const handle: ScreenStrings = { strings: ["activity", "ddr"] };
export const clientLoader = clientLoaderWithStrings(handle);

export const meta = pageMeta(activityTypeTitle("database", "activity.nav.activityDatabase"));
