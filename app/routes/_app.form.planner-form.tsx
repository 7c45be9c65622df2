import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { requireUser, setToast } from "~/auth/session.server";
import { getDb } from "~/db/db.server";
import { unitSystemFromStandard } from "~/domain/units/systems";
import { readForm } from "~/forms/refusals.server";
import { pendingConfirmation } from "~/forms/confirmation";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { pages } from "~/navigation/pages";
import { runPlannerIntent } from "~/planner/actions.server";
import { needsConfirmation, PlannerConfirmStep } from "~/planner/confirm-forms";
import { failureMessages, failureStatus } from "~/planner/failures";
import { useFreshMessages } from "~/planner/just-added";
import { landingAfterSave } from "~/planner/landing.server";
import plannerStyles from "~/planner/planner.css";
import { FORM_TABS, parsePlannerQuery, parseView } from "~/planner/query";
import { isPlannerIntent, plannerSchemas } from "~/planner/schemas";
import { loadPlannerForm } from "~/planner/screens.server";
import { ActivitiesTab } from "~/planner/tabs/activities-tab";
import { AfeTab } from "~/planner/tabs/afe-tab";
import { BundlesTab, DescribedTab } from "~/planner/tabs/catalogue-tabs";
import { ItemsTab } from "~/planner/tabs/items-tab";
import { UnsavedGuard } from "~/planner/unsaved-guard";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(pages.plannerForm.titleKey, {
  strings: ["activity", "ddr", "planner"],
  styles: [plannerStyles],
});

// The planner form (privilege 9): the cost catalogue, activities and the AFE of each well.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: pages.plannerForm.privilege });
  const url = new URL(request.url);
  const tab = parseView(url.searchParams.get("tab"), FORM_TABS);
  const query = parsePlannerQuery(url.searchParams);
  const data = await loadPlannerForm(await getDb(), user, tab, query);
  // The viewer: the builder of a draft is not offered its approval.
  const viewerId = user.id;
  return json({ ...data, query, viewerId, unitSystem: unitSystemFromStandard(user.unitStandard) });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege: pages.plannerForm.privilege });
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const formId = String(formData.get("formId") ?? "").slice(0, 80);
  if (!isPlannerIntent(intent)) {
    return json(
      {
        formId,
        result: { status: "error" as const, error: { "": ["planner.errors.unknownIntent"] } },
      },
      { status: 400 },
    );
  }
  const language = languageOf(user);
  const schema = plannerSchemas(language, unitSystemFromStandard(user.unitStandard))[intent];
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return json({ formId, result: submission.reply() }, { status: 400 });
  }
  const confirm = needsConfirmation(intent) ? pendingConfirmation(formData) : null;
  if (confirm) return json({ formId, confirm });
  const actor = { id: user.id, orgId: user.orgId, fullName: user.fullName };
  const result = await runPlannerIntent(await getDb(), actor, intent, submission.value);
  if (!result.ok) {
    const messages = failureMessages(result, translator(language), language);
    return json({ formId, result: submission.reply(messages) }, { status: failureStatus(result) });
  }
  // Back to the same list, an edit form closed; an added record's list opens at its page.
  const url = new URL(request.url);
  if (intent.endsWith(".update") || intent.endsWith(".remove")) url.searchParams.delete("edit");
  const { to, page } = await landingAfterSave(await getDb(), user.orgId, intent, result.id, url);
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: `planner.saved.${intent.replace(".", "_")}`,
    ...(page === null ? {} : { recordId: result.id }),
  });
  return redirect(to, { headers: { "Set-Cookie": cookie } });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function PlannerFormPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  useFreshMessages();
  return (
    <div className="planner">
      <header className="planner-header">
        <h1>{t("planner.form.title")}</h1>
        <Link to="/database/planner">{t("planner.form.toDatabase")}</Link>
      </header>
      <nav className="planner-tabs" aria-label={t("planner.form.tabsLabel")}>
        <ul>
          {FORM_TABS.map((tab) => (
            <li key={tab}>
              <Link to={`?tab=${tab}`} aria-current={tab === data.tab ? "page" : undefined}>
                {t(`planner.tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PlannerConfirmStep />
      <UnsavedGuard>
        <TabPanel data={data} />
      </UnsavedGuard>
    </div>
  );
}

function TabPanel({ data }: { data: Data }) {
  switch (data.tab) {
    case "bundles":
      return <BundlesTab data={data} />;
    case "components":
    case "units":
      return <DescribedTab data={data} />;
    case "items":
      return <ItemsTab data={data} />;
    case "activities":
      return <ActivitiesTab data={data} />;
    case "afe":
      return <AfeTab data={data} />;
    default: {
      const unknown: never = data;
      return unknown;
    }
  }
}
