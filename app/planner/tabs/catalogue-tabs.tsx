/**
 * The contract bundles, general components and cost units: list, add, rename or edit, remove.
 */
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { RemoveForm } from "../confirm-forms";
import { useSavedKey } from "~/forms/saved-key";

import { useJustAdded } from "../just-added";
import { ListFrame, useRecordColumns } from "../list-frame";
import { contractBundle, costUnit, generalComponent } from "../records";
import {
  FormErrors,
  Routing,
  SubmitButton,
  TextField,
  usePlannerForm,
  usePlannerSchemas,
} from "../ui";
import { type CatalogueEntryView } from "../view-models";
import { type TabData } from "./tab-data";

// --- contract bundles: list, add, rename, remove ---

export function BundlesTab({ data }: { data: TabData<"bundles"> }) {
  const { t } = useTranslation();
  return (
    <CatalogueTab
      data={data}
      record={contractBundle}
      title={t("planner.form.addBundle")}
      nameHeader={t("planner.columns.name")}
      edit={(entry) => <RenameBundleForm key={`${entry.id}-${entry.version}`} entry={entry} />}
    />
  );
}

/** A catalogue tab: its add form, then its list with each entry's own form and removal. */
function CatalogueTab({
  data,
  record,
  title,
  nameHeader,
  edit,
}: {
  data: TabData<"bundles" | "components" | "units">;
  record: typeof contractBundle | typeof generalComponent | typeof costUnit;
  title: string;
  nameHeader: string;
  edit: (entry: CatalogueEntryView) => ReactNode;
}) {
  const { t } = useTranslation();
  const justAdded = useJustAdded();
  const addKey = useSavedKey(`${record.id}.add`);
  const { entries, query, tab } = data;
  const columns = useRecordColumns<CatalogueEntryView>(
    record,
    { name: { cell: edit, header: nameHeader }, items: { cell: (e) => e.itemCount, num: true } },
    ["name", "items"],
  );
  const actions = {
    key: "actions",
    header: t("planner.columns.actions"),
    cell: (entry: CatalogueEntryView) => (
      <RemoveForm
        intent={`${record.id}.remove`}
        id={entry.id}
        version={entry.version}
        label={entry.name}
      />
    ),
  };
  return (
    <section className="planner-section" aria-label={t(`planner.tabs.${tab}`)}>
      <ListFrame
        caption={t(`planner.views.${tab}`)}
        hidden={{ tab }}
        text={{ value: query.q }}
        paged={entries}
        columns={[...columns, actions]}
        filtered={Boolean(query.q)}
        rowErrors
        rowProps={(entry) => justAdded(entry.id)}
      >
        <AddNamedForm
          key={addKey}
          intent={`${record.id}.add`}
          title={title}
          withDescription={record.id !== "bundle"}
        />
      </ListFrame>
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

export function DescribedTab({ data }: { data: TabData<"components" | "units"> }) {
  const { t } = useTranslation();
  const components = data.tab === "components";
  const intent = components ? "component.update" : "unit.update";
  return (
    <CatalogueTab
      data={data}
      record={components ? generalComponent : costUnit}
      title={t(components ? "planner.form.addComponent" : "planner.form.addUnit")}
      nameHeader={t("planner.columns.nameAndDescription")}
      edit={(entry) => (
        <UpdateDescribedForm key={`${entry.id}-${entry.version}`} intent={intent} entry={entry} />
      )}
    />
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
