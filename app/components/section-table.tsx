/**
 * One table of a section's form: a row per record with an input per column, computed columns
 * worked out as the user types, and add/remove buttons that work without JavaScript.
 */
import type { FieldMetadata, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";

import type { FormRow, SectionFormValue } from "~/sections/form-values";
import type { LookupOptions } from "~/sections/lookup-lists";
import { fieldUnit } from "~/sections/display";
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
import { useUnits } from "~/units/use-units";

import { FieldErrors } from "./field-errors";
import { FieldInput, type Field } from "./field-input";
import { CloseIcon } from "./icons";

export function SectionTable({
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
                  <th scope="row">
                    {index + 1}
                    <FieldErrors id={row.errorId} errors={row.errors} />
                  </th>
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
