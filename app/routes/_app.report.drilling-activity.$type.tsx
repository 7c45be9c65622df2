import { activityTypeTitle } from "~/components/activity-report";
import { pageMeta } from "~/navigation/page-meta";
import { clientLoaderWithStrings, type ScreenStrings } from "~/i18n/screen-strings";

// Drilling-activity reports (privilege 6): the list of a {type}, and one report read-only and
// printable. The database pages show the same under their own title.
export {
  ActivityTypeViewPage as default,
  activityViewLinks as links,
} from "~/components/activity-report";
export { activityTypeViewLoader as loader } from "~/reports/activity-routes.server";

export const handle: ScreenStrings = { strings: ["activity", "ddr"] };
export const clientLoader = clientLoaderWithStrings(handle);

export const meta = pageMeta(activityTypeTitle("view", "activity.nav.activityReports"));
