/**
 * A section's table in the report form: a row per record with a control per column, remove and
 * add buttons that work without JavaScript (conform intents), the computed columns, and each
 * row's own messages (a time-log gap on the row it is about).
 */
import { useField, useForm, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { fieldUnit } from "~/sections/display";
import type { FormRow, SectionFormValue } from "~/sections/form-values";
import type { LookupOptions } from "~/sections/lookup-lists";
import {
  fieldLabelKey,
  inputFields,
  tableLabelKey,
  type AnySection,
  type FieldDeclaration,
  type StoredRow,
  type StoredSectionValue,
  type TableDeclaration,
} from "~/sections/vocabulary";
import { useLabel } from "~/i18n/use-label";
import { useUnits } from "~/units/use-units";

import { FieldInput, type Cell } from "./field-input";
import { FieldErrors } from "./field-errors";
import { CloseIcon } from "./icons";

/** Something shown with a row, worked out from the values it was opened with. */
export type RowNote = (initial: Record<string, unknown>) => ReactNode;

const COLUMN_MARK = "\u0000column\u0000";
const ROW_MARK = "\u0000row\u0000";

export function SectionTable({
  section,
  table,
  meta,
  form,
  computedRows,
  positions,
  display,
  lookups,
  rowNote,
}: {
  section: AnySection;
  table: TableDeclaration;
  meta: FieldMetadata<FormRow[]>;
  form: ReturnType<typeof useForm<SectionFormValue, StoredSectionValue>>[0];
  computedRows: StoredRow[] | undefined;
  positions: number[];
  display: (declaration: FieldDeclaration, value: StoredRow[string] | undefined) => string;
  lookups: LookupOptions;
  /** Shown under a row's number, from the values the row was opened with (links to it). */
  rowNote?: RowNote;
}) {
  const { t } = useTranslation();
  const label = useLabel(t);
  const { system } = useUnits();
  const caption = label(tableLabelKey(section, table));
  const rows = meta.getFieldList();
  // Computed rows leave blank form rows out; find each form row's computed values.
  const computedAt = new Map(positions.map((formIndex, compactIndex) => [formIndex, compactIndex]));
  const inputs = inputFields(table.columns);
  const columnLabels = table.columns.map((column) => label(fieldLabelKey(section, column)));
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
              {table.columns.map((column, columnIndex) => {
                const unit = fieldUnit(column, system);
                return (
                  <th
                    scope="col"
                    key={column.name}
                    className={column.computed ? "computed" : undefined}
                  >
                    {columnLabels[columnIndex]}
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
                  rowNote={rowNote}
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
  rowNote,
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
  rowNote: RowNote | undefined;
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
      <th scope="row">
        {index + 1}
        {rowNote ? rowNote(initial) : null}
        {row.errors?.length ? <FieldErrors id={row.errorId} errors={row.errors} /> : null}
      </th>
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
