import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ActivityViewPage, activityViewLinks } from "~/components/activity-report";
import { pageMeta } from "~/navigation/page-meta";
import { kindPages } from "~/navigation/pages";
import { activityViewLoader } from "~/reports/activity-routes.server";
import { SUBSURFACE_KIND } from "~/sections/report-kinds";
import { clientLoaderWithStrings, type ScreenStrings } from "~/i18n/screen-strings";

export const handle: ScreenStrings = { strings: ["activity", "ddr"] };
export const clientLoader = clientLoaderWithStrings(handle);

export const meta = pageMeta(kindPages("subsurface").database.titleKey);
export const links = activityViewLinks;

// The subsurface database (privilege 7): the geologist's reports by well, date and status, and
// one of them read-only and printable with `?id=`.
export async function loader({ request }: LoaderFunctionArgs) {
  return activityViewLoader(request, SUBSURFACE_KIND);
}

export default function SubsurfaceDatabase() {
  return (
    <ActivityViewPage
      data={useLoaderData<typeof loader>()}
      exportPath="/database/subsurface/export.xlsx"
    />
  );
}
