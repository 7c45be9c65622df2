/**
 * One form for every report section, rendered from the section's declaration: a control per field
 * kind, tables of rows with add/remove buttons that work without JavaScript (conform intents
 * posted to the server), computed values worked out as the user types, and translated messages
 * next to each field. Nothing here knows any particular section. Tables are in section-table.tsx,
 * the control of each field kind in field-input.tsx, keeping a refused save's errors in view in
 * section-errors.tsx.
 */
import {
  FormProvider,
  getFormProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { fieldUnit, formatFieldValue } from "~/sections/display";
import type { FormRow, SectionFormValue } from "~/sections/form-values";
import type { SectionPreview } from "~/sections/preview";
import type { LookupOptions } from "~/sections/lookup-lists";
import {
  fieldLabelKey,
  type AnySection,
  type FieldDeclaration,
  type SectionContext,
  type StoredRow,
  type StoredSectionValue,
} from "~/sections/vocabulary";
import { useLabel } from "~/i18n/use-label";
import { useUnits } from "~/units/use-units";

import { FieldErrors, translateError } from "./field-errors";
import { useHydrated } from "./hydrated";
import { FieldInput, fieldCell, Suggestions, type Field } from "./field-input";
import { SectionErrorSummary, useRevealErrors } from "./section-errors";
import { SectionTable, type RowNote } from "./section-table";
import { uncheckedSubmission, useSectionChecks } from "./use-section-checks";

export interface SectionFormProps {
  section: AnySection;
  defaultValue: SectionFormValue;
  lastResult?: SubmissionResult<string[]> | null;
  /**
   * The figures the server worked out from the values of a refused save: shown while the
   * browser's checks are not there to work them out (without JavaScript).
   */
  refusedFigures?: SectionPreview;
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
  /** Shown with the rows of a table, by table name (the reports covering a time-log row). */
  rowNotes?: Partial<Record<string, RowNote>>;
  /** More controls beside Save (closing the section). */
  actions?: ReactNode;
}

export function SectionForm({
  section,
  defaultValue,
  lastResult,
  refusedFigures,
  context,
  lookups,
  version,
  action,
  onDirtyChange,
  saved,
  rowNotes,
  actions,
}: SectionFormProps) {
  const { t } = useTranslation();
  const labelOf = useLabel(t);
  const { system, language } = useUnits();
  const navigation = useNavigation();
  // The checks arrive once the user starts on a section; until then the server checks a save.
  const { checks, load: loadChecks } = useSectionChecks();
  const options = useMemo(() => ({ system, language, context }), [system, language, context]);
  const [form, fields] = useForm<SectionFormValue, StoredSectionValue>({
    id: `section-form-${section.id}`,
    defaultValue,
    lastResult: lastResult ?? undefined,
    onValidate: ({ formData }) =>
      checks ? checks.checkSection(formData, section, options) : uncheckedSubmission(formData),
    // Checked on save, then again as the user types. Not on blur: a message appearing when the
    // pointer leaves a field for the Save button moves the button from under the pointer, and
    // the click that was meant to save is lost.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    onDirtyChange?.(section.id, form.dirty);
  }, [form.dirty, onDirtyChange, section.id]);

  // Changed rows are described by the checks once they have arrived; until then the saved rows'
  // figures and positions would describe other rows, so none are shown.
  const preview =
    saved && !form.dirty
      ? savedPreview(section, saved)
      : checks
        ? checks.previewSection(section, form.value ?? defaultValue, options)
        : (refusedFigures ?? NO_PREVIEW);
  const display = (declaration: FieldDeclaration, value: StoredRow[string] | undefined) =>
    formatFieldValue(declaration, value, { system, language, t, lookups });
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("sectionId") === section.id;
  const fieldset = fields as unknown as Record<string, Field>;
  const reveal = useRevealErrors(form.status, lastResult);
  const formProps = getFormProps(form);
  // Without JavaScript the page that comes back after a refused save opens at this section.
  const hydrated = useHydrated();

  return (
    <FormProvider context={form.context}>
      <Form
        method="post"
        action={hydrated ? action : `${action}#section-${section.id}`}
        {...formProps}
        onSubmit={(event) => {
          reveal.onSubmit(event);
          formProps.onSubmit(event);
        }}
        ref={reveal.form}
        onFocus={loadChecks}
        onPointerDown={loadChecks}
        className="section-form"
        preventScrollReset
      >
        {/* Enter in a field sends the form with its first submit button, which would otherwise be
            the first row's "remove row": this one comes first and saves, as Save does. */}
        <button
          type="submit"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          disabled={saving}
        >
          {t("ddr.editor.save", { section: t(section.labelKey) })}
        </button>
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
        {form.status === "error" ? (
          <SectionErrorSummary section={section} formId={form.id} errors={form.allErrors} />
        ) : null}

        {section.fields.length > 0 ? (
          <div className="section-fields">
            {section.fields.map((declaration) => {
              const label = labelOf(fieldLabelKey(section, declaration));
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
            rowNote={rowNotes?.[table.name]}
          />
        ))}

        <div className="button-row">
          <button type="submit" className="button primary" disabled={saving}>
            {t("ddr.editor.save", { section: t(section.labelKey) })}
          </button>
          {actions}
        </div>
      </Form>
    </FormProvider>
  );
}

/** Figures not worked out yet (a section never saved, before the checks have arrived). */
const NO_PREVIEW: SectionPreview = { value: {}, positions: {}, valid: true };

/** A saved value as the preview of an untouched form: its rows stand where the form shows them. */
function savedPreview(section: AnySection, saved: StoredSectionValue): SectionPreview {
  const positions: Record<string, number[]> = {};
  for (const table of section.tables) {
    const rows = (saved[table.name] as StoredRow[] | undefined) ?? [];
    positions[table.name] = rows.map((_, index) => index);
  }
  return { value: saved, positions, valid: true };
}
