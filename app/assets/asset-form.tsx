import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { FieldErrors, translateError } from "~/components/field-errors";
import { WELL_STATUSES, WELL_TYPES } from "~/db/tables/assets";
import type { QuantityKind } from "~/domain/units/quantities";
import type { Language, UnitSystem } from "~/domain/units/systems";
import { unitLabel } from "~/domain/units/units";
import { inputValue } from "~/units/format";
import { useUnits } from "~/units/use-units";

import { dateInputValue, datePattern } from "./dates";
import { fieldSchema, padSchema, wellSchema } from "./schemas";
import type { AssetTab } from "./tabs";

// The add/edit forms of fields, pads and wells, declared as data and drawn by one renderer.

type ChoiceList = "fields" | "pads" | "wellTypes" | "statuses";

type Control =
  | { kind: "text"; name: string; labelKey: string; maxLength: number; required?: boolean }
  | { kind: "textarea"; name: string; labelKey: string; maxLength: number }
  | { kind: "quantity"; name: string; labelKey: string; quantity: QuantityKind; hintKey?: string }
  | { kind: "date"; name: string; labelKey: string; hintKey: string }
  | { kind: "choice"; name: string; labelKey: string; choices: ChoiceList; required: boolean };

export const FORM_CONTROLS: Record<AssetTab, Control[]> = {
  field: [
    { kind: "text", name: "name", labelKey: "assets.form.name", maxLength: 100, required: true },
    { kind: "text", name: "location", labelKey: "assets.form.location", maxLength: 200 },
    { kind: "text", name: "concession", labelKey: "assets.form.concession", maxLength: 200 },
    { kind: "textarea", name: "remarks", labelKey: "assets.form.remarks", maxLength: 2000 },
  ],
  pad: [
    {
      kind: "choice",
      name: "fieldId",
      labelKey: "assets.form.field",
      choices: "fields",
      required: true,
    },
    { kind: "text", name: "name", labelKey: "assets.form.name", maxLength: 100, required: true },
    {
      kind: "quantity",
      name: "latitude",
      labelKey: "assets.form.latitude",
      quantity: "angle",
      hintKey: "assets.form.latitudeHint",
    },
    {
      kind: "quantity",
      name: "longitude",
      labelKey: "assets.form.longitude",
      quantity: "angle",
      hintKey: "assets.form.longitudeHint",
    },
    { kind: "textarea", name: "remarks", labelKey: "assets.form.remarks", maxLength: 2000 },
  ],
  well: [
    { kind: "choice", name: "padId", labelKey: "assets.form.pad", choices: "pads", required: true },
    { kind: "text", name: "name", labelKey: "assets.form.name", maxLength: 100, required: true },
    { kind: "text", name: "uwi", labelKey: "assets.form.uwi", maxLength: 40 },
    {
      kind: "choice",
      name: "wellType",
      labelKey: "assets.form.wellType",
      choices: "wellTypes",
      required: true,
    },
    {
      kind: "choice",
      name: "status",
      labelKey: "assets.form.status",
      choices: "statuses",
      required: true,
    },
    {
      kind: "quantity",
      name: "surfaceLatitude",
      labelKey: "assets.form.surfaceLatitude",
      quantity: "angle",
      hintKey: "assets.form.latitudeHint",
    },
    {
      kind: "quantity",
      name: "surfaceLongitude",
      labelKey: "assets.form.surfaceLongitude",
      quantity: "angle",
      hintKey: "assets.form.longitudeHint",
    },
    {
      kind: "quantity",
      name: "groundElevation",
      labelKey: "assets.form.groundElevation",
      quantity: "length",
      hintKey: "assets.form.elevationHint",
    },
    {
      kind: "quantity",
      name: "rotaryTableElevation",
      labelKey: "assets.form.rotaryTableElevation",
      quantity: "length",
      hintKey: "assets.form.elevationHint",
    },
    {
      kind: "date",
      name: "spudDate",
      labelKey: "assets.form.spudDate",
      hintKey: "assets.form.dateHint",
    },
    {
      kind: "date",
      name: "releaseDate",
      labelKey: "assets.form.releaseDate",
      hintKey: "assets.form.releaseHint",
    },
    { kind: "quantity", name: "plannedTd", labelKey: "assets.form.plannedTd", quantity: "length" },
    { kind: "text", name: "rig", labelKey: "assets.form.rig", maxLength: 100 },
    { kind: "textarea", name: "remarks", labelKey: "assets.form.remarks", maxLength: 2000 },
  ],
};

export function assetSchema(tab: AssetTab, system: UnitSystem, language: Language) {
  switch (tab) {
    case "field":
      return fieldSchema;
    case "pad":
      return padSchema(system, language);
    case "well":
      return wellSchema(system, language);
  }
}

/** A stored record's values (SI numbers, YYYY-MM-DD dates) as the user types them. */
export type StoredValues = Record<string, string | number | null>;

function formDefaults(
  tab: AssetTab,
  values: StoredValues,
  system: UnitSystem,
  language: Language,
): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const control of FORM_CONTROLS[tab]) {
    const value = values[control.name] ?? null;
    switch (control.kind) {
      case "quantity":
        defaults[control.name] = inputValue(
          control.quantity,
          typeof value === "number" ? value : null,
          system,
          language,
        );
        break;
      case "date":
        defaults[control.name] = dateInputValue(typeof value === "string" ? value : null, language);
        break;
      case "text":
      case "textarea":
      case "choice":
        defaults[control.name] = value === null ? "" : String(value);
        break;
      default:
        control satisfies never;
    }
  }
  return defaults;
}

export interface AssetOptions {
  fields?: { id: number; name: string }[];
  pads?: { id: number; name: string; fieldName: string }[];
}

export function AssetForm({
  tab,
  title,
  values,
  version,
  options,
  lastResult,
}: {
  tab: AssetTab;
  title: string;
  values: StoredValues;
  /** The record's version when editing (optimistic concurrency); absent when adding. */
  version?: number;
  options: AssetOptions;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const navigation = useNavigation();
  const schema = useMemo(() => assetSchema(tab, system, language), [tab, system, language]);
  const defaultValue = useMemo(
    () => formDefaults(tab, values, system, language),
    [tab, values, system, language],
  );
  const [form, fields] = useForm({
    id: `asset-${tab}`,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // The controls are declared by name, so look the fields up by name too.
  const fieldsByName = fields as unknown as Record<string, FieldMetadata<string>>;
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";

  return (
    <section className="asset-form-panel" aria-labelledby={`${form.id}-title`}>
      <Form method="post" {...getFormProps(form)} className="asset-form">
        <h2 id={`${form.id}-title`}>{title}</h2>
        {form.errors?.length ? (
          <div className="form-error" role="alert" id={form.errorId}>
            {form.errors.map((error) => (
              <p key={error}>{translateError(t, error)}</p>
            ))}
          </div>
        ) : null}
        {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
        <div className="form-grid">
          {FORM_CONTROLS[tab].map((control) => (
            <ControlField
              key={control.name}
              control={control}
              meta={fieldsByName[control.name]!}
              options={options}
              system={system}
              language={language}
            />
          ))}
        </div>
        <div className="button-row">
          <Link to={`/field/${tab}`} className="button">
            {t("assets.actions.cancel")}
          </Link>
          <button type="submit" className="button primary" disabled={saving}>
            {t("assets.actions.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function ControlField({
  control,
  meta,
  options,
  system,
  language,
}: {
  control: Control;
  meta: FieldMetadata<string>;
  options: AssetOptions;
  system: UnitSystem;
  language: Language;
}) {
  const { t } = useTranslation();
  const hintId = `${meta.id}-hint`;
  const errors = <FieldErrors id={meta.errorId} errors={meta.errors} />;
  const label = (suffix?: string) => (
    <label htmlFor={meta.id}>
      {t(control.labelKey)}
      {suffix ? <span className="unit"> ({suffix})</span> : null}
    </label>
  );

  switch (control.kind) {
    case "text":
      return (
        <div className="field">
          {label()}
          <input
            {...getInputProps(meta, { type: "text" })}
            maxLength={control.maxLength}
            required={control.required}
          />
          {errors}
        </div>
      );
    case "textarea":
      return (
        <div className="field wide">
          {label()}
          <textarea {...getTextareaProps(meta)} maxLength={control.maxLength} rows={3} />
          {errors}
        </div>
      );
    case "quantity": {
      const unit = unitLabel(control.quantity, system);
      return (
        <div className="field">
          {label(unit)}
          <input
            {...getInputProps(meta, {
              type: "text",
              ariaDescribedBy: control.hintKey ? hintId : undefined,
            })}
            inputMode="decimal"
            autoComplete="off"
          />
          {control.hintKey ? (
            <p className="hint" id={hintId}>
              {t(control.hintKey)}
            </p>
          ) : null}
          {errors}
        </div>
      );
    }
    case "date": {
      const pattern = datePattern(language);
      return (
        <div className="field">
          {label()}
          <input
            {...getInputProps(meta, { type: "text", ariaDescribedBy: hintId })}
            placeholder={pattern}
            inputMode="numeric"
            autoComplete="off"
          />
          <p className="hint" id={hintId}>
            {t(control.hintKey, { pattern })}
          </p>
          {errors}
        </div>
      );
    }
    case "choice":
      return (
        <div className="field">
          {label()}
          <select {...getSelectProps(meta)} required={control.required}>
            <option value="">{t("assets.form.choose")}</option>
            <ChoiceOptions choices={control.choices} options={options} />
          </select>
          {errors}
        </div>
      );
    default:
      return control satisfies never;
  }
}

function ChoiceOptions({ choices, options }: { choices: ChoiceList; options: AssetOptions }) {
  const { t } = useTranslation();
  switch (choices) {
    case "fields":
      return (options.fields ?? []).map((field) => (
        <option key={field.id} value={field.id}>
          {field.name}
        </option>
      ));
    case "pads": {
      // Pads grouped by their field, in the order the server sorted them.
      const byField = new Map<string, { id: number; name: string }[]>();
      for (const pad of options.pads ?? []) {
        byField.set(pad.fieldName, [...(byField.get(pad.fieldName) ?? []), pad]);
      }
      return [...byField].map(([fieldName, pads]) => (
        <optgroup key={fieldName} label={fieldName}>
          {pads.map((pad) => (
            <option key={pad.id} value={pad.id}>
              {pad.name}
            </option>
          ))}
        </optgroup>
      ));
    }
    case "wellTypes":
      return WELL_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`assets.wellTypes.${type}`)}
        </option>
      ));
    case "statuses":
      return WELL_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`assets.statuses.${status}`)}
        </option>
      ));
    default:
      return choices satisfies never;
  }
}
