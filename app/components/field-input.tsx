/**
 * The control for one field of a report form, chosen by its kind, and the suggestion lists the
 * form's quantity fields share. Controls read what they need of their field once: a table at its
 * row limit has thousands of them.
 */
import type { FieldMetadata } from "@conform-to/react";

import { optionLabel, type LookupOption, type LookupOptions } from "~/sections/lookup-labels";
import { useUnits } from "~/units/use-units";
import type { AnySection, FieldDeclaration } from "~/sections/vocabulary";

export type Field = FieldMetadata<string | undefined>;

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
export interface Cell {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  initialValue: unknown;
  errors: string[] | undefined;
}

export function fieldCell(meta: Field): Cell {
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
export function FieldInput({
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
  const { language } = useUnits();
  const invalid = Boolean(cell.errors?.length);
  // Every control sits inside its form, so it needs no form attribute; a table cell is named
  // by its aria-label and needs no id (a table at its limit has thousands of them) unless it is
  // in error, when the section's error summary links to it.
  const common = {
    id: ariaLabel && !invalid ? undefined : cell.id,
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
              {optionLabel(option, language)}
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
export function Suggestions({
  formId,
  section,
  lookups,
}: {
  formId: string;
  section: AnySection;
  lookups: LookupOptions;
}) {
  const { language } = useUnits();
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
              {optionLabel(option, language)}
            </option>
          ))}
        </datalist>
      ))}
    </>
  );
}
