/**
 * The AFE line editor: a free line added to the draft, and each line's description and price.
 */
import { getFormProps } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { writeUserDecimal } from "~/units/parse-number";
import { useUnits } from "~/units/use-units";

import {
  FormErrors,
  Routing,
  SelectField,
  SubmitButton,
  TextField,
  usePhaseOptions,
  usePlannerForm,
  usePlannerSchemas,
} from "../ui";
import { type AfeLineView, type AfeVersionView } from "../view-models";
import { type TabData } from "./tab-data";

export function AddFreeLineForm({
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

export function AfeLineForm({ line }: { line: AfeLineView }) {
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
