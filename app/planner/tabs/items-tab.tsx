/**
 * The cost items: list by bundle, add (with a new unit in place), edit, remove.
 */
import { getFormProps } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { writeUserDecimal } from "~/units/parse-number";
import { useUnits } from "~/units/use-units";

import { ItemUnitField } from "../item-unit-field";
import { useSavedKey } from "~/forms/saved-key";

import { useJustAdded } from "../just-added";
import { ListFrame, RowActions, useRecordColumns } from "../list-frame";
import { withParams } from "../query";
import { costItem } from "../records";
import {
  FormErrors,
  Money,
  Routing,
  SelectField,
  SubmitButton,
  TextField,
  usePlannerForm,
  usePlannerSchemas,
} from "../ui";
import { type CostItemView } from "../view-models";
import { type TabData } from "./tab-data";

/**
 * A record form starts afresh for each record and version it edits, and after each add that went
 * through (useSavedKey).
 */
export function formKey(editing: { id: number; version: number } | null, addKey: string): string {
  return editing ? `edit-${editing.id}-${editing.version}` : addKey;
}

// --- cost items ---

export function ItemsTab({ data }: { data: TabData<"items"> }) {
  const { t } = useTranslation();
  const justAdded = useJustAdded();
  const addKey = useSavedKey("item.add");
  const { items, query, options, editing } = data;
  const columns = useRecordColumns<CostItemView>(
    costItem,
    {
      name: (item) => item.name,
      bundle: (item) => item.bundleName,
      component: (item) => item.componentName,
      vendor: (item) => item.vendor,
      unitPrice: (item) => (
        <>
          <Money amount={item.unitPrice} /> / {item.unitName}
        </>
      ),
    },
    ["name", "bundle", "component", "vendor", "unitPrice"],
  );
  const actions = {
    key: "actions",
    header: t("planner.columns.actions"),
    cell: (item: CostItemView) => (
      <RowActions id={item.id} version={item.version} name={item.name} removeIntent="item.remove" />
    ),
  };
  return (
    <section className="planner-section" aria-label={t("planner.tabs.items")}>
      <ListFrame
        caption={t("planner.views.items")}
        hidden={{ tab: "items" }}
        selects={[
          {
            name: "bundle",
            label: t("planner.filter.bundle"),
            value: query.bundleId,
            options: options.bundles.map((b) => ({ value: b.id, label: b.name })),
          },
        ]}
        text={{ value: query.q }}
        paged={items}
        columns={[...columns, actions]}
        filtered={Boolean(query.q || query.bundleId)}
        rowErrors
        rowProps={(item) => justAdded(item.id)}
      >
        <CostItemForm key={formKey(editing, addKey)} options={options} item={editing} />
      </ListFrame>
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
