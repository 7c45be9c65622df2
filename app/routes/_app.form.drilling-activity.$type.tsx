import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { notFound } from "~/auth/session.server";
import { ActivityFormPage } from "~/components/activity-form/page";
import { kindPages } from "~/navigation/pages";
import {
  activityFormAction,
  activityFormLoader,
  type ActivityFormActionData,
} from "~/reports/activity-routes.server";
import { activityKindBySlug } from "~/sections/report-kinds";
import ddrStyles from "~/styles/ddr.css";
import sectionFeedbackStyles from "~/styles/section-feedback.css";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(
  ({ type }) => activityKindBySlug(type)?.titleKey ?? "activity.nav.activityForms",
  { strings: ["activity", "ddr"], styles: [ddrStyles, sectionFeedbackStyles] },
);

function declarationOf(type: string | undefined) {
  const declaration = activityKindBySlug(type);
  if (!declaration) throw notFound();
  return declaration;
}

// A drilling-activity form (privilege 11), one per {type}: open a report of a day, save its
// sections, submit it for approval. An unknown type is not found.
export async function loader({ request, params }: LoaderFunctionArgs) {
  return activityFormLoader(request, declarationOf(params.type));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const declaration = declarationOf(params.type);
  return activityFormAction(request, declaration, kindPages(declaration.kind as "casing"));
}

export type { ActivityFormActionData };
export type ActivityFormData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function DrillingActivityForm() {
  const data = useLoaderData<typeof loader>();
  return <ActivityFormPage data={data} />;
}
