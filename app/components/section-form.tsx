/**
 * One form for every report section, rendered from the section's declaration: a control per field
 * kind, tables of rows with add/remove buttons that work without JavaScript (conform intents
 * posted to the server), computed values worked out as the user types, and translated messages
 * next to each field. Nothing here knows any particular section.
 */
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
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";

import { fieldUnit, formatFieldValue } from "~/sections/display";
import { previewSection, type FormRow, type SectionFormValue } from "~/sections/form-values";
import type { LookupOption, LookupOptions } from "~/sections/lookup-lists";
import { sectionSchema } from "~/sections/schema";
import {
  fieldLabelKey,
  inputFields,
  tableLabelKey,
  type AnySection,
  type FieldDeclaration,
  type SectionContext,
  type StoredRow,
  type StoredSectionValue,
  type TableDeclaration,
} from "~/sections/vocabulary";
import { useUnits } from "~/units/use-units";

import { FieldErrors, translateError } from "./field-errors";
import { CloseIcon } from "./icons";

type Field = FieldMetadata<string | undefined>;

export interface SectionFormProps {
  section: AnySection;
  defaultValue: SectionFormValue;
  lastResult?: SubmissionResult<string[]> | null;
  context: SectionContext;
  lookups: LookupOptions;
  /** The saved version the user starts from (0: never saved). */
  version: number;
  /** Where the form posts (the report's own address). */
  action: string;
  onDirtyChange?: (sectionId: string, dirty: boolean) => void;
}

export function SectionForm({
  section,
  defaultValue,
  lastResult,
  context,
  lookups,
  version,
  action,
  onDirtyChange,
}: SectionFormProps) {
  const { t } = useTranslation();
  const { system, language } = useUnits();
  const navigation = useNavigation();
  const schema = useMemo(
    () => sectionSchema(section, { system, language, context }),
    [section, system, language, context],
  );
  const [form, fields] = useForm<SectionFormValue, StoredSectionValue>({
    id: `section-form-${section.id}`,
    defaultValue,
    lastResult: lastResult ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    onDirtyChange?.(section.id, form.dirty);
  }, [form.dirty, onDirtyChange, section.id]);

  const preview = previewSection(section, form.value ?? defaultValue, {
    system,
    language,
    context,
  });
  const display = (declaration: FieldDeclaration, value: StoredRow[string] | undefined) =>
    formatFieldValue(declaration, value, { system, language, t, lookups });
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("sectionId") === section.id;
  const fieldset = fields as unknown as Record<string, Field>;

  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="section-form"
      preventScrollReset
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="sectionId" value={section.id} />
      <input type="hidden" name="version" value={version} />
      {form.errors?.length ? (
        <div className="form-error" role="alert" id={form.errorId}>
          {form.errors.map((error) => (
            <p key={error}>{translateError(t, error)}</p>
          ))}
        </div>
      ) : null}

      {section.fields.length > 0 ? (
        <div className="section-fields">
          {section.fields.map((declaration) => {
            const label = t(fieldLabelKey(section, declaration));
            const unit = fieldUnit(declaration, system);
            if (declaration.computed) {
              return (
                <div className="field computed" key={declaration.name}>
                  <span className="field-label" id={`${form.id}-${declaration.name}-label`}>
                    {label} {unit ? <span className="unit">({unit})</span> : null}
                  </span>
                  <output
                    aria-labelledby={`${form.id}-${declaration.name}-label`}
                    title={t("ddr.editor.computedHint")}
                  >
                    {display(declaration, preview.value[declaration.name] as StoredRow[string])}
                  </output>
                </div>
              );
            }
            const meta = fieldset[declaration.name]!;
            return (
              <div
                className={`field${declaration.kind === "longText" ? " wide" : ""}${declaration.kind === "boolean" ? " checkbox" : ""}`}
                key={declaration.name}
              >
                <label htmlFor={meta.id}>
                  {label}
                  {unit ? <span className="unit"> ({unit})</span> : null}
                  {declaration.required ? (
                    <span className="required" aria-hidden="true">
                      {" "}
                      *
                    </span>
                  ) : null}
                </label>
                <FieldInput declaration={declaration} meta={meta} lookups={lookups} />
                <FieldErrors id={meta.errorId} errors={meta.errors} />
              </div>
            );
          })}
        </div>
      ) : null}

      {section.tables.map((table) => (
        <SectionTable
          key={table.name}
          section={section}
          table={table}
          meta={fieldset[table.name] as unknown as FieldMetadata<FormRow[]>}
          form={form}
          computedRows={preview.value[table.name] as StoredRow[] | undefined}
          positions={preview.positions[table.name] ?? []}
          display={display}
          lookups={lookups}
        />
      ))}

      <div className="button-row">
        <button type="submit" className="button primary" disabled={saving}>
          {t("ddr.editor.save", { section: t(section.labelKey) })}
        </button>
      </div>
    </Form>
  );
}

function SectionTable({
  section,
  table,
  meta,
  form,
  computedRows,
  positions,
  display,
  lookups,
}: {
  section: AnySection;
  table: TableDeclaration;
  meta: FieldMetadata<FormRow[]>;
  form: ReturnType<typeof useForm<SectionFormValue, StoredSectionValue>>[0];
  computedRows: StoredRow[] | undefined;
  positions: number[];
  display: (declaration: FieldDeclaration, value: StoredRow[string] | undefined) => string;
  lookups: LookupOptions;
}) {
  const { t } = useTranslation();
  const { system } = useUnits();
  const caption = t(tableLabelKey(section, table));
  const rows = meta.getFieldList();
  // Computed rows leave blank form rows out; find each form row's computed values.
  const computedAt = new Map(positions.map((formIndex, compactIndex) => [formIndex, compactIndex]));
  const inputs = inputFields(table.columns);
  return (
    <fieldset
      className="section-table"
      aria-describedby={meta.errors?.length ? meta.errorId : undefined}
    >
      <legend>{caption}</legend>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">#</th>
              {table.columns.map((column) => {
                const unit = fieldUnit(column, system);
                return (
                  <th
                    scope="col"
                    key={column.name}
                    className={column.computed ? "computed" : undefined}
                  >
                    {t(fieldLabelKey(section, column))}
                    {column.required ? (
                      <span className="required" aria-hidden="true">
                        {" "}
                        *
                      </span>
                    ) : null}
                    {unit ? <span className="unit">{unit}</span> : null}
                  </th>
                );
              })}
              <th scope="col">
                <span className="visually-hidden">{t("ddr.editor.removeRow", { row: "" })}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const cells = row.getFieldset() as unknown as Record<string, Field>;
              const compactIndex = computedAt.get(index);
              const computed =
                compactIndex === undefined ? undefined : computedRows?.[compactIndex];
              return (
                <tr key={row.key}>
                  <th scope="row">{index + 1}</th>
                  {table.columns.map((column) => {
                    const label = t("ddr.editor.rowLabel", {
                      column: t(fieldLabelKey(section, column)),
                      row: index + 1,
                    });
                    if (column.computed) {
                      return (
                        <td key={column.name} className="computed">
                          <output aria-label={label}>
                            {display(column, computed?.[column.name])}
                          </output>
                        </td>
                      );
                    }
                    const cell = cells[column.name]!;
                    return (
                      <td key={column.name} className={`kind-${column.kind}`}>
                        <FieldInput
                          declaration={column}
                          meta={cell}
                          lookups={lookups}
                          ariaLabel={label}
                        />
                        <FieldErrors id={cell.errorId} errors={cell.errors} />
                      </td>
                    );
                  })}
                  <td>
                    <button
                      className="icon-button remove-row"
                      aria-label={t("ddr.editor.removeRow", { row: index + 1 })}
                      {...form.remove.getButtonProps({ name: table.name, index })}
                    >
                      <CloseIcon />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <button
        className="button add-row"
        {...form.insert.getButtonProps({ name: table.name })}
        data-columns={inputs.length}
      >
        {t("ddr.editor.addRow")}
      </button>
    </fieldset>
  );
}

function optionsWith(
  options: LookupOption[] | undefined,
  current: string | undefined,
): LookupOption[] {
  const list = options ?? [];
  // A value switched off since it was saved still shows as what it was.
  if (current && !list.some((option) => option.code === current)) {
    return [...list, { code: current, label: current }];
  }
  return list;
}

/** The control for one field, chosen by its kind. */
function FieldInput({
  declaration,
  meta,
  lookups,
  ariaLabel,
}: {
  declaration: FieldDeclaration;
  meta: Field;
  lookups: LookupOptions;
  ariaLabel?: string;
}) {
  const described = meta.errors?.length ? meta.errorId : undefined;
  const common = { "aria-label": ariaLabel, "aria-describedby": described };
  switch (declaration.kind) {
    case "quantity":
      return (
        <>
          <input
            {...getInputProps(meta, { type: "text" })}
            {...common}
            inputMode="decimal"
            autoComplete="off"
            list={declaration.suggest ? `${meta.id}-suggestions` : undefined}
          />
          {declaration.suggest ? (
            <datalist id={`${meta.id}-suggestions`}>
              {(lookups[declaration.suggest] ?? []).map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </datalist>
          ) : null}
        </>
      );
    case "integer":
      return (
        <input
          {...getInputProps(meta, { type: "text" })}
          {...common}
          inputMode="numeric"
          autoComplete="off"
        />
      );
    case "money":
      return (
        <input
          {...getInputProps(meta, { type: "text" })}
          {...common}
          inputMode="decimal"
          autoComplete="off"
        />
      );
    case "text":
      return (
        <input
          {...getInputProps(meta, { type: "text" })}
          {...common}
          maxLength={declaration.maxLength}
        />
      );
    case "longText":
      return (
        <textarea
          {...getTextareaProps(meta)}
          {...common}
          rows={ariaLabel ? 1 : 3}
          maxLength={declaration.maxLength}
        />
      );
    case "date":
      return <input {...getInputProps(meta, { type: "date" })} {...common} />;
    case "time":
      return (
        <input
          {...getInputProps(meta, { type: "text" })}
          {...common}
          inputMode="numeric"
          placeholder="HH:MM"
          autoComplete="off"
          size={5}
        />
      );
    case "lookup":
    case "reference": {
      const list =
        declaration.kind === "lookup" ? lookups[declaration.list] : lookups[declaration.to];
      return (
        <select {...getSelectProps(meta)} {...common}>
          <option value="" />
          {optionsWith(list, meta.initialValue).map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    case "boolean":
      return <input {...getInputProps(meta, { type: "checkbox" })} {...common} />;
    case "costPerLength":
      // Computed only: shown as a value, never typed.
      return null;
    default: {
      const exhaustive: never = declaration;
      return exhaustive;
    }
  }
}
