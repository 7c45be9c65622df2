/**
 * One form for every report section, rendered from the section's declaration: a control per field
 * kind, tables of rows with add/remove buttons that work without JavaScript (conform intents
 * posted to the server), computed values worked out as the user types, and translated messages
 * next to each field. Nothing here knows any particular section.
 */
import {
  FormProvider,
  getFormProps,
  useField,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";

import { fieldUnit, formatFieldValue } from "~/sections/display";
import {
  previewSection,
  type FormRow,
  type SectionFormValue,
  type SectionPreview,
} from "~/sections/form-values";
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

const COLUMN_MARK = "\u0000column\u0000";
const ROW_MARK = "\u0000row\u0000";

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
  /**
   * The saved value with its computed figures, as the server worked them out: shown until the
   * user changes something, so opening a report does not validate every row a second time.
   */
  saved?: StoredSectionValue;
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
  saved,
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

  const preview =
    saved && !form.dirty
      ? savedPreview(section, saved)
      : previewSection(section, form.value ?? defaultValue, { system, language, context });
  const display = (declaration: FieldDeclaration, value: StoredRow[string] | undefined) =>
    formatFieldValue(declaration, value, { system, language, t, lookups });
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("sectionId") === section.id;
  const fieldset = fields as unknown as Record<string, Field>;

  return (
    <FormProvider context={form.context}>
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
        <Suggestions formId={form.id} section={section} lookups={lookups} />
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
                  <FieldInput declaration={declaration} cell={fieldCell(meta)} lookups={lookups} />
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
    </FormProvider>
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
  const columnLabels = table.columns.map((column) => t(fieldLabelKey(section, column)));
  // "Volume, row 3" for every cell: translated once, filled per cell (thousands of cells).
  const labelPattern = t("ddr.editor.rowLabel", { column: COLUMN_MARK, row: ROW_MARK });
  const rowLabel = (column: string, row: number) =>
    labelPattern.replace(COLUMN_MARK, column).replace(ROW_MARK, String(row));
  const removePattern = t("ddr.editor.removeRow", { row: ROW_MARK });
  const removeLabel = (row: number) => removePattern.replace(ROW_MARK, String(row));
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
              const compactIndex = computedAt.get(index);
              return (
                <SectionTableRow
                  key={row.key}
                  name={row.name}
                  formId={form.id}
                  index={index}
                  table={table}
                  columnLabels={columnLabels}
                  rowLabel={rowLabel}
                  removeLabel={removeLabel}
                  computed={compactIndex === undefined ? undefined : computedRows?.[compactIndex]}
                  display={display}
                  lookups={lookups}
                />
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

/** A saved value as the preview of an untouched form: its rows stand where the form shows them. */
function savedPreview(section: AnySection, saved: StoredSectionValue): SectionPreview {
  const positions: Record<string, number[]> = {};
  for (const table of section.tables) {
    const rows = (saved[table.name] as StoredRow[] | undefined) ?? [];
    positions[table.name] = rows.map((_, index) => index);
  }
  return { value: saved, positions, valid: true };
}

/**
 * One row of a table. It reads its cells through a field hook of its own: conform records every
 * field a component reads by copying the list read so far, so a whole table read by the form's
 * hook costs rows² (300 rows took 16 s to render); a row reads only its own dozen cells.
 */
function SectionTableRow({
  name,
  formId,
  index,
  table,
  columnLabels,
  rowLabel,
  removeLabel,
  computed,
  display,
  lookups,
}: {
  name: string;
  formId: string;
  index: number;
  table: TableDeclaration;
  /** The columns' labels, translated once for the whole table. */
  columnLabels: string[];
  rowLabel: (column: string, row: number) => string;
  removeLabel: (row: number) => string;
  computed: StoredRow | undefined;
  display: (declaration: FieldDeclaration, value: StoredRow[string] | undefined) => string;
  lookups: LookupOptions;
}) {
  const [row, form] = useField<FormRow>(name, { formId });
  // The row's values and messages in two reads; each cell's name and id follow conform's scheme.
  const initial = (row.initialValue ?? {}) as Record<string, unknown>;
  const errors = row.allErrors as Record<string, string[] | undefined>;
  const cellOf = (column: string): Cell => {
    const cellName = `${name}.${column}`;
    const id = `${formId}-${cellName}`;
    return {
      id,
      name: cellName,
      formId,
      errorId: `${id}-error`,
      initialValue: initial[column],
      errors: errors[cellName],
    };
  };
  return (
    <tr>
      <th scope="row">{index + 1}</th>
      {table.columns.map((column, columnIndex) => {
        const label = rowLabel(columnLabels[columnIndex]!, index + 1);
        if (column.computed) {
          return (
            <td key={column.name} className="computed">
              <output aria-label={label}>{display(column, computed?.[column.name])}</output>
            </td>
          );
        }
        const cell = cellOf(column.name);
        return (
          <td key={column.name} className={`kind-${column.kind}`}>
            <FieldInput declaration={column} cell={cell} lookups={lookups} ariaLabel={label} />
            {cell.errors?.length ? <FieldErrors id={cell.errorId} errors={cell.errors} /> : null}
          </td>
        );
      })}
      <td>
        <button
          className="icon-button remove-row"
          aria-label={removeLabel(index + 1)}
          {...form.remove.getButtonProps({ name: table.name, index })}
        >
          <CloseIcon />
        </button>
      </td>
    </tr>
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

/**
 * What a control needs of its field, read once: each read of a conform field builds its metadata
 * afresh, and a table at its row limit has thousands of controls.
 */
interface Cell {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  initialValue: unknown;
  errors: string[] | undefined;
}

function fieldCell(meta: Field): Cell {
  return {
    id: meta.id,
    name: meta.name,
    formId: meta.formId,
    errorId: meta.errorId,
    initialValue: meta.initialValue,
    errors: meta.errors,
  };
}

/** The id of the one list of suggestions a form offers for a lookup list. */
export function suggestionsId(formId: string, list: string): string {
  return `${formId}-suggest-${list}`;
}

/** The control for one field, chosen by its kind. */
function FieldInput({
  declaration,
  cell,
  lookups,
  ariaLabel,
}: {
  declaration: FieldDeclaration;
  cell: Cell;
  lookups: LookupOptions;
  ariaLabel?: string;
}) {
  const invalid = Boolean(cell.errors?.length);
  // Every control sits inside its form, so it needs no form attribute; a table cell is named
  // by its aria-label and needs no id (a table at its limit has thousands of them).
  const common = {
    id: ariaLabel ? undefined : cell.id,
    name: cell.name,
    "aria-label": ariaLabel,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? cell.errorId : undefined,
  };
  const text = typeof cell.initialValue === "string" ? cell.initialValue : undefined;
  switch (declaration.kind) {
    case "quantity":
      return (
        <input
          {...common}
          type="text"
          defaultValue={text}
          inputMode="decimal"
          autoComplete="off"
          list={declaration.suggest ? suggestionsId(cell.formId, declaration.suggest) : undefined}
        />
      );
    case "integer":
      return (
        <input {...common} type="text" defaultValue={text} inputMode="numeric" autoComplete="off" />
      );
    case "money":
      return (
        <input {...common} type="text" defaultValue={text} inputMode="decimal" autoComplete="off" />
      );
    case "text":
      return (
        <input {...common} type="text" defaultValue={text} maxLength={declaration.maxLength} />
      );
    case "longText":
      return (
        <textarea
          {...common}
          defaultValue={text}
          rows={ariaLabel ? 1 : 3}
          maxLength={declaration.maxLength}
        />
      );
    case "date":
      return <input {...common} type="date" defaultValue={text} />;
    case "time":
      return (
        <input
          {...common}
          type="text"
          defaultValue={text}
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
        <select {...common} defaultValue={text}>
          <option value="" />
          {optionsWith(list, text).map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    case "boolean":
      return (
        <input {...common} type="checkbox" value="on" defaultChecked={cell.initialValue === "on"} />
      );
    case "costPerLength":
      // Computed only: shown as a value, never typed.
      return null;
    default: {
      const exhaustive: never = declaration;
      return exhaustive;
    }
  }
}

/** The suggestions of every field of a section that offers them, once per form. */
function Suggestions({
  formId,
  section,
  lookups,
}: {
  formId: string;
  section: AnySection;
  lookups: LookupOptions;
}) {
  const lists = new Set<string>();
  for (const f of [...section.fields, ...section.tables.flatMap((table) => table.columns)]) {
    if (f.kind === "quantity" && f.suggest) lists.add(f.suggest);
  }
  return (
    <>
      {[...lists].map((list) => (
        <datalist key={list} id={suggestionsId(formId, list)}>
          {(lookups[list as keyof LookupOptions] ?? []).map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </datalist>
      ))}
    </>
  );
}
