import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ActivityFormPage } from "~/components/activity-form/page";
import { pageMeta } from "~/navigation/page-meta";
import { kindPages } from "~/navigation/pages";
import { activityFormAction, activityFormLoader } from "~/reports/activity-routes.server";
import { SUBSURFACE_KIND } from "~/sections/report-kinds";
import ddrStyles from "~/styles/ddr.css";
import sectionFeedbackStyles from "~/styles/section-feedback.css";
import { clientLoaderWithStrings, type ScreenStrings } from "~/i18n/screen-strings";

export const handle: ScreenStrings = { strings: ["activity", "ddr"] };
export const clientLoader = clientLoaderWithStrings(handle);

export const meta = pageMeta(SUBSURFACE_KIND.titleKey);
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ddrStyles },
  { rel: "stylesheet", href: sectionFeedbackStyles },
];

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
