import { activityTypeTitle } from "~/components/activity-report";
import { screenRoute } from "~/navigation/screen-route";

// Drilling-activity reports (privilege 6): the list of a {type}, and one report read-only and
// printable. The database pages show the same under their own title.
export {
  ActivityTypeViewPage as default,
  activityViewLinks as links,
} from "~/components/activity-report";
export { activityTypeViewLoader as loader } from "~/reports/activity-routes.server";

export const { handle, clientLoader, meta } = screenRoute(
  activityTypeTitle("view", "activity.nav.activityReports"),
  { strings: ["activity", "ddr"] },
);
