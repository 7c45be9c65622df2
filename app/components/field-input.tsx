/** The control of one section field, chosen by its kind (an exhaustive switch). */
import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";

import type { LookupOption, LookupOptions } from "~/sections/lookup-lists";
import type { FieldDeclaration } from "~/sections/vocabulary";

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

/** The control for one field, chosen by its kind. */
export function FieldInput({
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
