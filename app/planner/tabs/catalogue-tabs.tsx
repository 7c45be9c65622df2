/**
 * The contract bundles, general components and cost units: list, add, rename or edit, remove.
 */
import { getFormProps } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { RemoveForm } from "../confirm-forms";
import { useJustAdded } from "../just-added";
import {
  EmptyRow,
  FilterForm,
  FilterText,
  FormErrors,
  Pager,
  Routing,
  RowFormErrors,
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

export function DescribedTab({ data }: { data: TabData<"components" | "units"> }) {
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
