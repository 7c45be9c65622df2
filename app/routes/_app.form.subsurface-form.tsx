import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ActivityFormPage } from "~/components/activity-form/page";
import { kindPages } from "~/navigation/pages";
import { activityFormAction, activityFormLoader } from "~/reports/activity-routes.server";
import { SUBSURFACE_KIND } from "~/sections/report-kinds";
import ddrStyles from "~/styles/ddr.css";
import sectionFeedbackStyles from "~/styles/section-feedback.css";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(SUBSURFACE_KIND.titleKey, {
  strings: ["activity", "ddr"],
  styles: [ddrStyles, sectionFeedbackStyles],
});

// The subsurface form (privilege 12): the wellsite geologist's report of a day, on the same
// lifecycle as the drilling-activity reports.
export async function loader({ request }: LoaderFunctionArgs) {
  return activityFormLoader(request, SUBSURFACE_KIND);
}

export async function action({ request }: ActionFunctionArgs) {
  return activityFormAction(request, SUBSURFACE_KIND, kindPages("subsurface"));
}

export default function SubsurfaceForm() {
  return <ActivityFormPage data={useLoaderData<typeof loader>()} />;
}
