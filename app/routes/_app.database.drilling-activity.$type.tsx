import { activityTypeTitle } from "~/components/activity-report";
import { screenRoute } from "~/navigation/screen-route";

// The drilling-activity database (privilege 6): a {type}'s reports by well, date and status,
// exported as a workbook. The report pages show the same under their own title.
export {
  ActivityTypeViewPage as default,
  activityViewLinks as links,
} from "~/components/activity-report";
export { activityTypeViewLoader as loader } from "~/reports/activity-routes.server";

export const { handle, clientLoader, meta } = screenRoute(
  activityTypeTitle("database", "activity.nav.activityDatabase"),
  { strings: ["activity", "ddr"] },
);
