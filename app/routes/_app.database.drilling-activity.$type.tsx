import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { notFound } from "~/auth/session.server";
import { ActivityViewPage } from "~/components/activity-report";
import { pageMeta } from "~/navigation/page-meta";
import { kindPages } from "~/navigation/pages";
import { activityViewLoader } from "~/reports/activity-routes.server";
import { activityKindBySlug } from "~/sections/report-kinds";
import ddrStyles from "~/styles/ddr.css";
import sectionFeedbackStyles from "~/styles/section-feedback.css";

export const meta = pageMeta((params) => {
  const declaration = activityKindBySlug(params.type);
  return declaration
    ? kindPages(declaration.kind as "casing").database.titleKey
    : "activity.nav.activityDatabase";
});
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ddrStyles },
  { rel: "stylesheet", href: sectionFeedbackStyles },
];

// The drilling-activity database (privilege 6): a {type}'s reports by well, date and status,
// exported as a workbook.
// An unknown type is not found.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const declaration = activityKindBySlug(params.type);
  if (!declaration) throw notFound();
  return activityViewLoader(request, declaration);
}

export default function DrillingActivityDatabase() {
  const data = useLoaderData<typeof loader>();
  return (
    <ActivityViewPage
      data={data}
      exportPath={`/database/drilling-activity/${data.kind}/export.xlsx`}
    />
  );
}
