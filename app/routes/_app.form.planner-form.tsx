import { getCollectionProps, getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { requireUser, setToast } from "~/auth/session.server";
import { FieldErrors } from "~/components/field-errors";
import { getDb } from "~/db/db.server";
import { unitSystemFromStandard, type Language, type UnitSystem } from "~/domain/units/systems";
import { fromSI, unitLabel } from "~/domain/units/units";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { pageMeta } from "~/navigation/page-meta";
import { pages } from "~/navigation/pages";
import { pendingConfirmation } from "~/forms/confirmation";
import { runPlannerIntent } from "~/planner/actions.server";
import { ItemUnitField } from "~/planner/item-unit-field";
import { useFreshMessages, useJustAdded } from "~/planner/just-added";
import { UnsavedGuard } from "~/planner/unsaved-guard";
import { landedPage, landingAfterSave } from "~/planner/landing.server";
import { AfeVersionsTable, versionLabel } from "~/planner/afe-versions-table";
import {
  DraftActions,
  needsConfirmation,
  PlannerConfirmStep,
  RemoveForm,
} from "~/planner/confirm-forms";
import { failureMessages, failureStatus } from "~/planner/failures";
import plannerStyles from "~/planner/planner.css";
import { FORM_TABS, parsePlannerQuery, parseView, withParams, type FormTab } from "~/planner/query";
import { isPlannerIntent, plannerSchemas } from "~/planner/schemas";
import { loadPlannerForm } from "~/planner/screens.server";
import {
  EmptyRow,
  FilterForm,
  FilterSelect,
  FilterText,
  FormErrors,
  Money,
  Pager,
  PhaseName,
  Routing,
  RowFormErrors,
  SelectField,
  SubmitButton,
  TextField,
  usePhaseOptions,
  usePlannerForm,
  usePlannerSchemas,
} from "~/planner/ui";
import type {
  ActivityView,
  AfeLineView,
  AfeVersionView,
  CatalogueEntryView,
  CostItemView,
} from "~/planner/view-models";
import { writeUserDecimal, writeUserNumber } from "~/units/parse-number";
import { useUnits } from "~/units/use-units";
import { readForm } from "~/forms/refusals.server";

export const meta = pageMeta(pages.plannerForm.titleKey);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: plannerStyles }];

// The planner form (privilege 9): the cost catalogue, activities and the AFE of each well.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: pages.plannerForm.privilege });
  const url = new URL(request.url);
  const tab = parseView(url.searchParams.get("tab"), FORM_TABS);
  const query = parsePlannerQuery(url.searchParams);
  if (!url.searchParams.has("page")) query.page = (await landedPage(request)) ?? query.page;
  const data = await loadPlannerForm(await getDb(), user, tab, query);
  return json({ ...data, query, unitSystem: unitSystemFromStandard(user.unitStandard) });
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
    const messages = failureMessages(result, translator(language));
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
    ...(page === null ? {} : { recordId: result.id, recordPage: page }),
  });
  return redirect(to, { headers: { "Set-Cookie": cookie } });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type TabData<T extends FormTab> = Extract<Data, { tab: T }>;

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

// --- contract bundles: list, add, rename, remove ---

function BundlesTab({ data }: { data: TabData<"bundles"> }) {
  const { t } = useTranslation();
  const justAdded = useJustAdded();
  const location = useLocation();
  const { entries, query } = data;
  return (
    <section className="planner-section" aria-label={t("planner.tabs.bundles")}>
      <AddNamedForm key={location.key} intent="bundle.add" title={t("planner.form.addBundle")} />
      <FilterForm hidden={{ tab: "bundles" }} label={t("planner.filter.label")}>
        <FilterText defaultValue={query.q} />
      </FilterForm>
      <RowFormErrors prefix="row:" />
      <div className="table-scroll" tabIndex={0}>
        <table className="planner-table">
          <caption>{t("planner.views.bundles")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("planner.columns.number")}</th>
              <th scope="col">{t("planner.columns.name")}</th>
              <th scope="col">{t("planner.columns.items")}</th>
              <th scope="col">{t("planner.columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.rows.length === 0 ? (
              <EmptyRow columns={4} filtered={Boolean(query.q)} />
            ) : (
              entries.rows.map((entry, index) => (
                <tr key={entry.id} {...justAdded(entry.id)}>
                  <td className="num">{entries.numbers[index]}</td>
                  <td>
                    <RenameBundleForm key={`${entry.id}-${entry.version}`} entry={entry} />
                  </td>
                  <td className="num">{entry.itemCount}</td>
                  <td>
                    <RemoveForm
                      intent="bundle.remove"
                      id={entry.id}
                      version={entry.version}
                      label={entry.name}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager paged={entries} label={t("planner.pages.label")} />
    </section>
  );
}

function AddNamedForm({
  intent,
  title,
  withDescription = false,
}: {
  intent: "bundle.add" | "component.add" | "unit.add";
  title: string;
  withDescription?: boolean;
}) {
  const { t } = useTranslation();
  const schemas = usePlannerSchemas("api");
  const formId = intent;
  const [form, fields] = usePlannerForm(formId, schemas[intent]);
  return (
    <Form method="post" {...getFormProps(form)} className="planner-form" preventScrollReset>
      <h3>{title}</h3>
      <Routing intent={intent} formId={formId} />
      <FormErrors errors={form.errors} />
      <TextField field={fields.name!} label={t("planner.columns.name")} />
      {withDescription ? (
        <TextField field={fields.description!} label={t("planner.columns.description")} />
      ) : null}
      <SubmitButton intent={intent}>{t("planner.actions.add")}</SubmitButton>
    </Form>
  );
}

function RenameBundleForm({ entry }: { entry: CatalogueEntryView }) {
  const { t } = useTranslation();
  const schemas = usePlannerSchemas("api");
  const formId = `bundle.rename-${entry.id}`;
  const [form, fields] = usePlannerForm(formId, schemas["bundle.rename"], { name: entry.name });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      preventScrollReset
      aria-label={t("planner.actions.renameNamed", { name: entry.name })}
    >
      <Routing intent="bundle.rename" formId={formId} />
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="version" value={entry.version} />
      <TextField field={fields.name!} label={t("planner.form.newName", { name: entry.name })} />
      <SubmitButton className="button small" intent="bundle.rename">
        {t("planner.actions.rename")}
      </SubmitButton>
      <FormErrors errors={form.errors} />
    </Form>
  );
}

// --- general components and cost units: name and description ---

function DescribedTab({ data }: { data: TabData<"components" | "units"> }) {
  const { t } = useTranslation();
  const justAdded = useJustAdded();
  const location = useLocation();
  const { entries, query, tab } = data;
  const prefix = tab === "components" ? "component" : "unit";
  return (
    <section className="planner-section" aria-label={t(`planner.tabs.${tab}`)}>
      <AddNamedForm
        key={location.key}
        intent={`${prefix}.add`}
        title={t(tab === "components" ? "planner.form.addComponent" : "planner.form.addUnit")}
        withDescription
      />
      <FilterForm hidden={{ tab }} label={t("planner.filter.label")}>
        <FilterText defaultValue={query.q} />
      </FilterForm>
      <RowFormErrors prefix="row:" />
      <div className="table-scroll" tabIndex={0}>
        <table className="planner-table">
          <caption>{t(`planner.views.${tab}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t("planner.columns.number")}</th>
              <th scope="col">{t("planner.columns.nameAndDescription")}</th>
              <th scope="col">{t("planner.columns.items")}</th>
              <th scope="col">{t("planner.columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.rows.length === 0 ? (
              <EmptyRow columns={4} filtered={Boolean(query.q)} />
            ) : (
              entries.rows.map((entry, index) => (
                <tr key={entry.id} {...justAdded(entry.id)}>
                  <td className="num">{entries.numbers[index]}</td>
                  <td>
                    <UpdateDescribedForm
                      key={`${entry.id}-${entry.version}`}
                      intent={`${prefix}.update`}
                      entry={entry}
                    />
                  </td>
                  <td className="num">{entry.itemCount}</td>
                  <td>
                    <RemoveForm
                      intent={`${prefix}.remove`}
                      id={entry.id}
                      version={entry.version}
                      label={entry.name}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager paged={entries} label={t("planner.pages.label")} />
    </section>
  );
}

function UpdateDescribedForm({
  intent,
  entry,
}: {
  intent: "component.update" | "unit.update";
  entry: CatalogueEntryView;
}) {
  const { t } = useTranslation();
  const schemas = usePlannerSchemas("api");
  const formId = `${intent}-${entry.id}`;
  const [form, fields] = usePlannerForm(formId, schemas[intent], {
    name: entry.name,
    description: entry.description ?? "",
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      preventScrollReset
      aria-label={t("planner.actions.editNamed", { name: entry.name })}
    >
      <Routing intent={intent} formId={formId} />
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="version" value={entry.version} />
      <TextField field={fields.name!} label={t("planner.form.nameOf", { name: entry.name })} />
      <TextField
        field={fields.description!}
        label={t("planner.form.descriptionOf", { name: entry.name })}
      />
      <SubmitButton className="button small" intent={intent}>
        {t("planner.actions.save")}
      </SubmitButton>
      <FormErrors errors={form.errors} />
    </Form>
  );
}

/**
 * A record form starts afresh for each record and version it edits, and after each navigation
 * while adding (a saved entry clears the Add form).
 */
function formKey(editing: { id: number; version: number } | null, locationKey: string): string {
  return editing ? `edit-${editing.id}-${editing.version}` : locationKey;
}

// --- cost items ---

function ItemsTab({ data }: { data: TabData<"items"> }) {
  const { t } = useTranslation();
  const justAdded = useJustAdded();
  const location = useLocation();
  const { items, query, options, editing } = data;
  return (
    <section className="planner-section" aria-label={t("planner.tabs.items")}>
      <CostItemForm key={formKey(editing, location.key)} options={options} item={editing} />
      <FilterForm hidden={{ tab: "items" }} label={t("planner.filter.label")}>
        <FilterSelect
          name="bundle"
          label={t("planner.filter.bundle")}
          value={query.bundleId}
          options={options.bundles.map((b) => ({ value: b.id, label: b.name }))}
          anyLabel=""
        />
        <FilterText defaultValue={query.q} />
      </FilterForm>
      <RowFormErrors prefix="row:" />
      <div className="table-scroll" tabIndex={0}>
        <table className="planner-table">
          <caption>{t("planner.views.items")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("planner.columns.number")}</th>
              <th scope="col">{t("planner.columns.costItem")}</th>
              <th scope="col">{t("planner.columns.bundle")}</th>
              <th scope="col">{t("planner.columns.component")}</th>
              <th scope="col">{t("planner.columns.vendor")}</th>
              <th scope="col">{t("planner.columns.unitPrice")}</th>
              <th scope="col">{t("planner.columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {items.rows.length === 0 ? (
              <EmptyRow columns={7} filtered={Boolean(query.q || query.bundleId)} />
            ) : (
              items.rows.map((item, index) => (
                <tr key={item.id} {...justAdded(item.id)}>
                  <td className="num">{items.numbers[index]}</td>
                  <td>{item.name}</td>
                  <td>{item.bundleName}</td>
                  <td>{item.componentName}</td>
                  <td>{item.vendor}</td>
                  <td className="num">
                    <Money amount={item.unitPrice} /> / {item.unitName}
                  </td>
                  <td>
                    <div className="row-actions">
                      <Link
                        className="button small"
                        to={withParams(location.search, { edit: item.id, page: query.page })}
                        preventScrollReset
                      >
                        <span aria-hidden="true">{t("planner.actions.edit")}</span>
                        <span className="visually-hidden">
                          {t("planner.actions.editNamed", { name: item.name })}
                        </span>
                      </Link>
                      <RemoveForm
                        intent="item.remove"
                        id={item.id}
                        version={item.version}
                        label={item.name}
                      />
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager paged={items} label={t("planner.pages.label")} />
    </section>
  );
}

function CostItemForm({
  options,
  item,
}: {
  options: TabData<"items">["options"];
  item: CostItemView | null;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const location = useLocation();
  const schemas = usePlannerSchemas("api");
  const intent = item ? "item.update" : "item.add";
  const formId = item ? `item.update-${item.id}` : "item.add";
  const [form, fields] = usePlannerForm(
    formId,
    schemas[intent],
    item
      ? {
          name: item.name,
          contractBundleId: String(item.bundleId),
          generalComponentId: item.componentId === null ? "" : String(item.componentId),
          costUnitId: String(item.unitId),
          vendor: item.vendor ?? "",
          unitPrice: writeUserDecimal(item.unitPrice, language),
        }
      : undefined,
  );
  return (
    <Form method="post" {...getFormProps(form)} className="planner-form" preventScrollReset>
      <h3>{item ? t("planner.form.editItem", { name: item.name }) : t("planner.form.addItem")}</h3>
      <Routing intent={intent} formId={formId} />
      {item ? (
        <>
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="version" value={item.version} />
        </>
      ) : null}
      <FormErrors errors={form.errors} />
      <TextField field={fields.name!} label={t("planner.columns.costItem")} />
      <SelectField
        field={fields.contractBundleId!}
        label={t("planner.columns.bundle")}
        options={options.bundles.map((b) => ({ value: b.id, label: b.name }))}
        emptyLabel={t("planner.form.choose")}
      />
      <SelectField
        field={fields.generalComponentId!}
        label={t("planner.columns.component")}
        options={options.components.map((c) => ({ value: c.id, label: c.name }))}
        emptyLabel={t("planner.form.none")}
      />
      <ItemUnitField
        unit={fields.costUnitId!}
        newUnit={item ? undefined : fields.newUnit}
        units={options.units}
      />
      <TextField field={fields.vendor!} label={t("planner.columns.vendor")} />
      <TextField
        field={fields.unitPrice!}
        label={t("planner.columns.unitPriceUsd")}
        inputMode="decimal"
      />
      <SubmitButton intent={intent}>
        {item ? t("planner.actions.save") : t("planner.actions.add")}
      </SubmitButton>
      {item ? (
        <Link to={withParams(location.search, { edit: null, page: null })} className="button">
          {t("planner.actions.cancel")}
        </Link>
      ) : null}
    </Form>
  );
}

// --- activities and activity costs ---

function ActivitiesTab({ data }: { data: TabData<"activities"> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const phaseOptions = usePhaseOptions();
  const { activities, query, options, editing, unitSystem } = data;
  return (
    <section className="planner-section" aria-label={t("planner.tabs.activities")}>
      <ActivityForm key={formKey(editing, location.key)} activity={editing} system={unitSystem} />
      <FilterForm hidden={{ tab: "activities" }} label={t("planner.filter.label")}>
        <FilterSelect
          name="phase"
          label={t("planner.filter.phase")}
          value={query.phase}
          options={phaseOptions}
          anyLabel=""
        />
        <FilterText defaultValue={query.q} />
      </FilterForm>
      <RowFormErrors prefix="row:" />
      {activities.rows.length === 0 ? (
        <p className="planner-empty">
          {query.q || query.phase ? t("planner.list.noMatches") : t("planner.list.empty")}
        </p>
      ) : (
        activities.rows.map((activity, index) => (
          <ActivityCard
            key={activity.id}
            activity={activity}
            number={activities.numbers[index]!}
            items={options.items}
            system={unitSystem}
          />
        ))
      )}
      <Pager paged={activities} label={t("planner.pages.label")} />
    </section>
  );
}

function hoursText(seconds: number, system: UnitSystem, language: Language): string {
  return writeUserNumber(fromSI("duration", seconds, system), language, 2);
}

function ActivityForm({ activity, system }: { activity: ActivityView | null; system: UnitSystem }) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const location = useLocation();
  const schemas = usePlannerSchemas(system);
  const phaseOptions = usePhaseOptions();
  const intent = activity ? "activity.update" : "activity.add";
  const formId = activity ? `activity.update-${activity.id}` : "activity.add";
  const [form, fields] = usePlannerForm(
    formId,
    schemas[intent],
    activity
      ? {
          phase: activity.phase,
          sequence: String(activity.sequence),
          name: activity.name,
          description: activity.description ?? "",
          plannedHours: hoursText(activity.plannedDurationS, system, language),
        }
      : { sequence: "10" },
  );
  return (
    <Form method="post" {...getFormProps(form)} className="planner-form" preventScrollReset>
      <h3>
        {activity
          ? t("planner.form.editActivity", { name: activity.name })
          : t("planner.form.addActivity")}
      </h3>
      <Routing intent={intent} formId={formId} />
      {activity ? (
        <>
          <input type="hidden" name="id" value={activity.id} />
          <input type="hidden" name="version" value={activity.version} />
        </>
      ) : null}
      <FormErrors errors={form.errors} />
      <SelectField
        field={fields.phase!}
        label={t("planner.columns.phase")}
        options={phaseOptions}
        emptyLabel={t("planner.form.choose")}
      />
      <TextField
        field={fields.sequence!}
        label={t("planner.columns.sequence")}
        inputMode="numeric"
      />
      <TextField field={fields.name!} label={t("planner.columns.activity")} />
      <TextField
        field={fields.plannedHours!}
        label={t("planner.columns.plannedDuration", { unit: unitLabel("duration", system) })}
        inputMode="decimal"
      />
      <TextField field={fields.description!} label={t("planner.columns.description")} />
      <SubmitButton intent={intent}>
        {activity ? t("planner.actions.save") : t("planner.actions.add")}
      </SubmitButton>
      {activity ? (
        <Link to={withParams(location.search, { edit: null, page: null })} className="button">
          {t("planner.actions.cancel")}
        </Link>
      ) : null}
    </Form>
  );
}

type ItemOption = TabData<"activities">["options"]["items"][number];

function ActivityCard({
  activity,
  number,
  items,
  system,
}: {
  activity: ActivityView;
  number: number;
  items: ItemOption[];
  system: UnitSystem;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const location = useLocation();
  const headingId = `activity-${activity.id}`;
  const justAdded = useJustAdded();
  return (
    <article
      {...justAdded(activity.id)}
      className={`planner-activity ${justAdded(activity.id).className ?? ""}`}
      aria-labelledby={headingId}
    >
      <header>
        <span className="hint">{number}.</span>
        <h3 id={headingId}>{activity.name}</h3>
        <span className="hint">
          <PhaseName phase={activity.phase} /> ·{" "}
          {t("planner.form.sequenceShort", { n: activity.sequence })} ·{" "}
          {hoursText(activity.plannedDurationS, system, language)} {unitLabel("duration", system)}
        </span>
        <strong>
          <Money amount={activity.total} />
        </strong>
        <span className="row-actions">
          <Link
            className="button small"
            to={withParams(location.search, {
              edit: activity.id,
              page: new URLSearchParams(location.search).get("page"),
            })}
            preventScrollReset
          >
            <span aria-hidden="true">{t("planner.actions.edit")}</span>
            <span className="visually-hidden">
              {t("planner.actions.editNamed", { name: activity.name })}
            </span>
          </Link>
          <RemoveForm
            intent="activity.remove"
            id={activity.id}
            version={activity.version}
            label={activity.name}
          />
        </span>
      </header>
      {activity.description ? <p className="hint">{activity.description}</p> : null}
      <div className="table-scroll" tabIndex={0}>
        <table className="planner-table">
          <caption className="visually-hidden">
            {t("planner.form.costsOf", { name: activity.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("planner.columns.costItem")}</th>
              <th scope="col">{t("planner.columns.quantityAndRemark")}</th>
              <th scope="col">{t("planner.columns.unitPrice")}</th>
              <th scope="col">{t("planner.columns.amount")}</th>
              <th scope="col">{t("planner.columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {activity.costs.length === 0 ? (
              <tr>
                <td colSpan={5} className="planner-empty">
                  {t("planner.form.noCosts")}
                </td>
              </tr>
            ) : (
              activity.costs.map((cost) => (
                <tr key={cost.id}>
                  <td>{cost.costItemName}</td>
                  <td>
                    <ActivityCostQuantityForm
                      key={`${cost.id}-${cost.version}`}
                      activity={activity}
                      cost={cost}
                    />
                  </td>
                  <td className="num">
                    <Money amount={cost.unitPrice} /> / {cost.unitName}
                  </td>
                  <td className="num">
                    <Money amount={cost.amount} />
                  </td>
                  <td>
                    <RemoveForm
                      intent="activityCost.remove"
                      id={cost.id}
                      version={cost.version}
                      label={`${activity.name}: ${cost.costItemName}`}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <AddActivityCostForm
        key={`${location.key}-${activity.id}`}
        activity={activity}
        items={items}
      />
    </article>
  );
}

function ActivityCostQuantityForm({
  activity,
  cost,
}: {
  activity: ActivityView;
  cost: ActivityView["costs"][number];
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const schemas = usePlannerSchemas("api");
  const formId = `activityCost.update-${cost.id}`;
  const [form, fields] = usePlannerForm(formId, schemas["activityCost.update"], {
    quantity: writeUserDecimal(String(Number(cost.quantity)), language),
    remark: cost.remark ?? "",
  });
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      <Routing intent="activityCost.update" formId={formId} />
      <input type="hidden" name="id" value={cost.id} />
      <input type="hidden" name="version" value={cost.version} />
      <input type="hidden" name="activityId" value={activity.id} />
      <input type="hidden" name="costItemId" value={cost.costItemId} />
      <TextField
        field={fields.quantity!}
        label={t("planner.form.quantityOf", { name: cost.costItemName, unit: cost.unitName })}
        inputMode="decimal"
      />
      <TextField
        field={fields.remark!}
        label={t("planner.form.remarkOf", { name: cost.costItemName })}
      />
      <SubmitButton className="button small" intent="activityCost.update">
        {t("planner.actions.save")}
      </SubmitButton>
      <FormErrors errors={form.errors} />
    </Form>
  );
}

function AddActivityCostForm({ activity, items }: { activity: ActivityView; items: ItemOption[] }) {
  const { t } = useTranslation();
  const schemas = usePlannerSchemas("api");
  const formId = `activityCost.add-${activity.id}`;
  const [form, fields] = usePlannerForm(formId, schemas["activityCost.add"]);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="planner-form"
      preventScrollReset
      aria-label={t("planner.form.addCostTo", { name: activity.name })}
    >
      <Routing intent="activityCost.add" formId={formId} />
      <input type="hidden" name="activityId" value={activity.id} />
      <FormErrors errors={form.errors} />
      <SelectField
        field={fields.costItemId!}
        label={t("planner.columns.costItem")}
        options={items.map((item) => ({
          value: item.id,
          label: `${item.name} (${item.unitName})`,
        }))}
        emptyLabel={t("planner.form.choose")}
      />
      <TextField
        field={fields.quantity!}
        label={t("planner.columns.quantity")}
        inputMode="decimal"
      />
      <TextField field={fields.remark!} label={t("planner.columns.remark")} />
      <SubmitButton className="button" intent="activityCost.add">
        {t("planner.actions.addCost")}
      </SubmitButton>
    </Form>
  );
}

// --- AFE versions and lines ---

function AfeTab({ data }: { data: TabData<"afe"> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { well, versions, draftLines, plan, options } = data;
  const draft = versions.find((version) => version.status === "draft") ?? null;
  return (
    <section className="planner-section" aria-label={t("planner.tabs.afe")}>
      <FilterForm hidden={{ tab: "afe" }} label={t("planner.form.chooseWell")}>
        <FilterSelect
          name="well"
          label={t("planner.filter.well")}
          value={well?.id ?? null}
          options={data.wells.map((w) => ({ value: w.id, label: w.name }))}
          anyLabel={well ? undefined : t("planner.filter.chooseWell")}
        />
      </FilterForm>
      {!well ? (
        <p className="hint">{t("planner.database.noWell")}</p>
      ) : (
        <>
          <h2>{t("planner.form.afeOf", { well: well.name })}</h2>
          <RowFormErrors prefix="row:" />
          <AfeVersionsTable versions={versions} showCreatedBy />
          {draft ? (
            <DraftEditor
              draft={draft}
              lines={draftLines?.rows ?? []}
              plan={plan?.rows ?? []}
              options={options}
              system={data.unitSystem}
            />
          ) : (
            <StartVersionForm key={location.key} wellId={well.id} versionNo={versions.length + 1} />
          )}
        </>
      )}
    </section>
  );
}

function StartVersionForm({ wellId, versionNo }: { wellId: number; versionNo: number }) {
  const { t } = useTranslation();
  const schemas = usePlannerSchemas("api");
  const formId = `afe.create-${wellId}`;
  const [form, fields] = usePlannerForm(formId, schemas["afe.create"]);
  const kind = versionLabel(t, versionNo);
  return (
    <Form method="post" {...getFormProps(form)} className="planner-form" preventScrollReset>
      <h3>{t("planner.form.startVersion", { kind })}</h3>
      <Routing intent="afe.create" formId={formId} />
      <input type="hidden" name="wellId" value={wellId} />
      <FormErrors errors={form.errors} />
      <TextField field={fields.reference!} label={t("planner.columns.reference")} />
      <TextField field={fields.reason!} label={t("planner.columns.reason")} />
      <SubmitButton intent="afe.create">{t("planner.actions.startVersion")}</SubmitButton>
    </Form>
  );
}

function DraftEditor({
  draft,
  lines,
  plan,
  options,
  system,
}: {
  draft: AfeVersionView;
  lines: AfeLineView[];
  plan: ActivityView[];
  options: TabData<"afe">["options"];
  system: UnitSystem;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const kind = versionLabel(t, draft.versionNo);
  return (
    <div className="planner-section">
      <h3>{t("planner.form.draftTitle", { kind })}</h3>
      <DraftHeaderForm key={`${draft.id}-${draft.version}`} draft={draft} />
      <AddFromActivitiesForm
        key={`${location.key}-plan`}
        draft={draft}
        plan={plan}
        system={system}
      />
      <AddFreeLineForm key={`${location.key}-free`} draft={draft} options={options} />
      <div className="table-scroll" tabIndex={0}>
        <table className="planner-table">
          <caption>{t("planner.form.draftLines", { kind })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("planner.columns.code")}</th>
              <th scope="col">{t("planner.columns.phase")}</th>
              <th scope="col">{t("planner.columns.bundle")}</th>
              <th scope="col">{t("planner.columns.lineEdit")}</th>
              <th scope="col">{t("planner.columns.amount")}</th>
              <th scope="col">{t("planner.columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 ? (
              <tr>
                <td colSpan={6} className="planner-empty">
                  {t("planner.form.noLines")}
                </td>
              </tr>
            ) : (
              lines.map((line) => (
                <tr key={line.id} id={`afe-line-${line.id}`}>
                  <td>{line.code}</td>
                  <td>
                    <PhaseName phase={line.phase} />
                  </td>
                  <td>{line.bundleName ?? t("planner.figures.noBundle")}</td>
                  <td>
                    <AfeLineForm key={`${line.id}-${line.version}`} line={line} />
                  </td>
                  <td className="num">
                    <Money amount={line.amount} />
                  </td>
                  <td>
                    <RemoveForm
                      intent="afeLine.remove"
                      id={line.id}
                      version={line.version}
                      label={`${line.code} ${line.description}`}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t("planner.figures.total")}
              </th>
              <td className="num">
                <Money amount={draft.amount} />
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <DraftActions
        id={draft.id}
        version={draft.version}
        kind={kind}
        builtBy={draft.createdByName}
      />
    </div>
  );
}

function DraftHeaderForm({ draft }: { draft: AfeVersionView }) {
  const { t } = useTranslation();
  const schemas = usePlannerSchemas("api");
  const formId = `afe.update-${draft.id}`;
  const [form, fields] = usePlannerForm(formId, schemas["afe.update"], {
    reference: draft.reference ?? "",
    reason: draft.reason ?? "",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="planner-form" preventScrollReset>
      <Routing intent="afe.update" formId={formId} />
      <input type="hidden" name="id" value={draft.id} />
      <input type="hidden" name="version" value={draft.version} />
      <FormErrors errors={form.errors} />
      <TextField field={fields.reference!} label={t("planner.columns.reference")} />
      <TextField field={fields.reason!} label={t("planner.columns.reason")} />
      <SubmitButton className="button" intent="afe.update">
        {t("planner.actions.save")}
      </SubmitButton>
    </Form>
  );
}

function AddFromActivitiesForm({
  draft,
  plan,
  system,
}: {
  draft: AfeVersionView;
  plan: ActivityView[];
  system: UnitSystem;
}) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const schemas = usePlannerSchemas(system);
  const formId = `afeLine.fromActivities-${draft.id}`;
  const [form, fields] = usePlannerForm(formId, schemas["afeLine.fromActivities"]);
  const choices = getCollectionProps(fields.activityIds!, {
    type: "checkbox",
    options: plan.map((activity) => String(activity.id)),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="planner-form" preventScrollReset>
      <h3>{t("planner.form.fromActivities")}</h3>
      <Routing intent="afeLine.fromActivities" formId={formId} />
      <input type="hidden" name="afeId" value={draft.id} />
      <FormErrors errors={form.errors} />
      {plan.length === 0 ? (
        <p className="hint">{t("planner.form.noActivities")}</p>
      ) : (
        <fieldset className="planner-checklist" aria-describedby={fields.activityIds!.errorId}>
          <legend className="visually-hidden">{t("planner.form.fromActivities")}</legend>
          {plan.map((activity, index) => {
            const { key, ...props } = choices[index]!;
            return (
              <label key={key}>
                <input {...props} />
                <span>
                  <PhaseName phase={activity.phase} />: {activity.name} (
                  {hoursText(activity.plannedDurationS, system, language)}{" "}
                  {unitLabel("duration", system)}, <Money amount={activity.total} />)
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <FieldErrors id={fields.activityIds!.errorId} errors={fields.activityIds!.errors} />
      <SubmitButton className="button" intent="afeLine.fromActivities">
        {t("planner.actions.addFromActivities")}
      </SubmitButton>
    </Form>
  );
}

function AddFreeLineForm({
  draft,
  options,
}: {
  draft: AfeVersionView;
  options: TabData<"afe">["options"];
}) {
  const { t } = useTranslation();
  const schemas = usePlannerSchemas("api");
  const phaseOptions = usePhaseOptions();
  const formId = `afeLine.add-${draft.id}`;
  const [form, fields] = usePlannerForm(formId, schemas["afeLine.add"]);
  return (
    <Form method="post" {...getFormProps(form)} className="planner-form" preventScrollReset>
      <h3>{t("planner.form.freeLine")}</h3>
      <p className="hint" style={{ flexBasis: "100%" }}>
        {t("planner.form.freeLineHint")}
      </p>
      <Routing intent="afeLine.add" formId={formId} />
      <input type="hidden" name="afeId" value={draft.id} />
      <FormErrors errors={form.errors} />
      <SelectField
        field={fields.phase!}
        label={t("planner.columns.phase")}
        options={phaseOptions}
        emptyLabel={t("planner.form.choose")}
      />
      <SelectField
        field={fields.costItemId!}
        label={t("planner.columns.costItem")}
        options={options.items.map((item) => ({
          value: item.id,
          label: `${item.name} (${item.unitName})`,
        }))}
        emptyLabel={t("planner.form.none")}
      />
      <SelectField
        field={fields.contractBundleId!}
        label={t("planner.columns.bundle")}
        options={options.bundles.map((b) => ({ value: b.id, label: b.name }))}
        emptyLabel={t("planner.form.none")}
      />
      <TextField field={fields.description!} label={t("planner.columns.description")} />
      <TextField
        field={fields.quantity!}
        label={t("planner.columns.quantity")}
        inputMode="decimal"
      />
      <TextField
        field={fields.unitPrice!}
        label={t("planner.columns.unitPriceUsd")}
        inputMode="decimal"
      />
      <TextField
        field={fields.amount!}
        label={t("planner.columns.amountUsd")}
        inputMode="decimal"
      />
      <SubmitButton className="button" intent="afeLine.add">
        {t("planner.actions.addLine")}
      </SubmitButton>
    </Form>
  );
}

function AfeLineForm({ line }: { line: AfeLineView }) {
  const { t } = useTranslation();
  const { language } = useUnits();
  const schemas = usePlannerSchemas("api");
  const location = useLocation();
  const formId = `afeLine.update-${line.id}`;
  const [form, fields] = usePlannerForm(formId, schemas["afeLine.update"], {
    description: line.description,
    quantity:
      line.quantity === null ? "" : writeUserDecimal(String(Number(line.quantity)), language),
    unitPrice: line.unitPrice === null ? "" : writeUserDecimal(line.unitPrice, language),
    amount:
      line.quantity !== null && line.unitPrice !== null
        ? ""
        : writeUserDecimal(line.amount, language),
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="afe-line-form"
      preventScrollReset
      // Without JavaScript, the answer opens at this line, its errors beside it.
      action={`${location.pathname}${location.search}#afe-line-${line.id}`}
      aria-label={t("planner.actions.editNamed", { name: line.code })}
    >
      <Routing intent="afeLine.update" formId={formId} />
      <input type="hidden" name="id" value={line.id} />
      <input type="hidden" name="version" value={line.version} />
      <TextField
        field={fields.description!}
        label={t("planner.form.lineField", {
          code: line.code,
          field: t("planner.columns.description"),
        })}
        visibleLabel={t("planner.columns.description")}
      />
      <TextField
        field={fields.quantity!}
        label={t("planner.form.lineField", {
          code: line.code,
          field: t("planner.columns.quantity"),
        })}
        visibleLabel={t("planner.columns.quantity")}
        inputMode="decimal"
      />
      <TextField
        field={fields.unitPrice!}
        label={t("planner.form.lineField", {
          code: line.code,
          field: t("planner.columns.unitPriceUsd"),
        })}
        visibleLabel={t("planner.columns.unitPriceUsd")}
        inputMode="decimal"
      />
      <TextField
        field={fields.amount!}
        label={t("planner.form.lineField", {
          code: line.code,
          field: t("planner.columns.amountUsd"),
        })}
        visibleLabel={t("planner.columns.amountUsd")}
        inputMode="decimal"
      />
      <SubmitButton className="button small" intent="afeLine.update">
        {t("planner.actions.save")}
      </SubmitButton>
      <FormErrors errors={form.errors} />
    </Form>
  );
}
