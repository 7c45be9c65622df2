/**
 * The pieces both planner screens are made of: the debounced GET filter, the pager with the
 * spec's row numbers, money and percentage cells, and a conform form that works without
 * JavaScript and shows the server's messages next to the fields.
 */
import {
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";

import { NothingRow } from "./nothing-row";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { z } from "zod";

import { FieldErrors, translateError } from "~/components/field-errors";
import { useFilterSubmit } from "~/components/filter-submit";
import { PHASES, phaseLabelKey } from "~/domain/cost/phases";
import type { Language, UnitSystem } from "~/domain/units/systems";
import type { PendingConfirmation } from "~/forms/confirmation";

import { useFocusOnCheck, useFocusOnRefusal } from "./form-focus";
import { withParams } from "./query";
import { plannerSchemas, type PlannerIntent, type PlannerSchemas } from "./schemas";
import type { PagedRows } from "./view-models";

export { Money, Percent, Variance } from "./figure-cells";

/** What the planner form's action answers when a write fails, or asks to be confirmed. */
export interface PlannerActionData {
  formId: string;
  result?: SubmissionResult<string[]>;
  confirm?: PendingConfirmation;
}

export function usePlannerSchemas(system: UnitSystem): PlannerSchemas {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === "id" ? "id" : "en";
  return plannerSchemas(language, system);
}

// --- lists ---

/** A GET form: submits itself 500 ms after the last change, and with its button without JS. */
export function FilterForm({
  hidden,
  children,
  label,
}: {
  hidden: Record<string, string | number | null | undefined>;
  children: ReactNode;
  label: string;
}) {
  const { t } = useTranslation();
  const { form, submitSoon } = useFilterSubmit();
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label={label}
      className="planner-filter"
      onChange={(event) => submitSoon(event.currentTarget)}
    >
      {Object.entries(hidden).map(([name, value]) =>
        value === null || value === undefined || value === "" ? null : (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ),
      )}
      {children}
      <button type="submit" className="button">
        {t("planner.filter.apply")}
      </button>
    </Form>
  );
}

export function FilterText({ defaultValue, label }: { defaultValue: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor="planner-q">{label ?? t("planner.filter.text")}</label>
      <input id="planner-q" name="q" type="search" defaultValue={defaultValue} autoComplete="off" />
    </div>
  );
}

export function FilterSelect({
  name,
  label,
  value,
  options,
  anyLabel,
}: {
  name: string;
  label: string;
  value: number | string | null;
  options: { value: string | number; label: string }[];
  anyLabel?: string;
}) {
  const { t } = useTranslation();
  const id = `planner-filter-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value === null ? "" : String(value)}>
        {anyLabel === undefined ? null : (
          <option value="">{anyLabel || t("planner.filter.any")}</option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function usePhaseOptions() {
  const { t } = useTranslation();
  return PHASES.map((phase) => ({ value: phase, label: t(phaseLabelKey(phase)!) }));
}

export function PhaseName({ phase }: { phase: string | null }) {
  const { t } = useTranslation();
  const key = phaseLabelKey(phase);
  return <>{key ? t(key) : phase}</>;
}

export function Pager({ paged, label }: { paged: PagedRows<unknown>; label: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (paged.total === 0) return null;
  const link = (page: number) => `${location.pathname}${withParams(location.search, { page })}`;
  return (
    <nav className="planner-pager" aria-label={label}>
      {paged.page > 1 ? (
        <Link to={link(paged.page - 1)} rel="prev" preventScrollReset>
          {t("planner.pages.previous")}
        </Link>
      ) : (
        <span aria-disabled="true">{t("planner.pages.previous")}</span>
      )}
      <span>
        {t("planner.pages.pageOf", {
          page: paged.page,
          pages: paged.pageCount,
          total: paged.total,
        })}
      </span>
      {paged.page < paged.pageCount ? (
        <Link to={link(paged.page + 1)} rel="next" preventScrollReset>
          {t("planner.pages.next")}
        </Link>
      ) : (
        <span aria-disabled="true">{t("planner.pages.next")}</span>
      )}
    </nav>
  );
}

/** The one row of a planner table that has nothing to show, saying why across all its columns. */
export function EmptyRow({ columns, filtered }: { columns: number; filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <NothingRow columns={columns}>
      {filtered ? t("planner.list.noMatches") : t("planner.list.empty")}
    </NothingRow>
  );
}

// --- forms ---

/** Errors of the form as a whole (a conflict, a refused removal naming what uses the record). */
export function FormErrors({ errors }: { errors: string[] | undefined }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div className="form-error" role="alert">
      {errors.map((error) => (
        <p key={error}>{translateError(t, error)}</p>
      ))}
    </div>
  );
}

/**
 * The last answer for this form: its failure when the last post came from it, and no errors once
 * another form of the page posts, so each form shows its own last submission's messages only.
 */
export function useLastResult(formId: string) {
  const data = useActionData<PlannerActionData>();
  const navigation = useNavigation();
  const posting = navigation.formMethod === "POST" ? navigation.formData?.get("formId") : null;
  const otherPost = typeof posting === "string" && posting !== formId ? navigation.formData : null;
  // Conform keeps a form's messages until it is handed a new answer: one empty answer per post of
  // another form, or an add form would still say "required" beside another form's refusal. Made
  // once as that post starts, it stays the same object after it, so a message of this form's
  // own check made meanwhile is not taken away again.
  const [cleared, setCleared] = useState<SubmissionResult<string[]>>();
  useEffect(() => {
    if (otherPost) setCleared({ error: {} });
  }, [otherPost]);
  return data && data.formId === formId && !otherPost ? data.result : cleared;
}

/**
 * The failed answer of a row's small form (rename, remove, approve), shown above the list. The
 * button pressed may be far below it, so the message is brought into view and takes focus.
 */
export function RowFormErrors({ prefix }: { prefix: string }) {
  const data = useActionData<PlannerActionData>();
  const refused = data?.result && data.formId.startsWith(prefix) ? data.result : undefined;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alert = box.current?.querySelector<HTMLElement>('[role="alert"]');
    if (!alert) return;
    alert.tabIndex = -1;
    alert.scrollIntoView({ block: "center" });
    alert.focus({ preventScroll: true });
  }, [refused]);
  if (!refused) return null;
  // Hidden id and version fields included: their message says to reload the page.
  const errors = [
    ...(refused.error?.[""] ?? []),
    ...Object.entries(refused.error ?? {})
      .filter(([name]) => name !== "")
      .flatMap(([, messages]) => messages ?? []),
  ];
  return (
    <div ref={box}>
      <FormErrors errors={errors} />
    </div>
  );
}

export function usePlannerForm(
  formId: string,
  schema: z.ZodType,
  defaultValue?: Record<string, string | null | undefined>,
) {
  const lastResult = useLastResult(formId);
  useFocusOnRefusal(formId, lastResult);
  useFocusOnCheck(formId);
  // Field names are the schema's keys; the forms read them by name.
  return useForm<Record<string, unknown>, unknown, string[]>({
    id: formId,
    lastResult,
    defaultValue: defaultValue ?? {},
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

/** The hidden fields that route a post: which intent, which form (for its messages). */
export function Routing({ intent, formId }: { intent: PlannerIntent; formId: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formId" value={formId} />
    </>
  );
}

export { SubmitButton } from "~/components/submit-button";

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

export function TextField({
  field,
  label,
  visibleLabel,
  type = "text",
  inputMode,
  hint,
}: {
  field: AnyField;
  label: string;
  /** A shorter label to show where the row says the rest (the input is still named `label`). */
  visibleLabel?: string;
  type?: "text" | "search";
  inputMode?: "decimal" | "numeric";
  hint?: string;
}) {
  const { key, ...props } = getInputProps(field, { type });
  return (
    <div className="field" key={key}>
      <label htmlFor={field.id} className={visibleLabel ? "shown" : undefined}>
        {visibleLabel ?? label}
      </label>
      <input
        {...props}
        inputMode={inputMode}
        autoComplete="off"
        aria-label={visibleLabel ? label : undefined}
      />
      {hint ? <span className="hint">{hint}</span> : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  options,
  emptyLabel,
}: {
  field: AnyField;
  label: string;
  options: { value: string | number; label: string }[];
  /** An empty first choice (for optional selects, or "choose…"). */
  emptyLabel?: string;
}) {
  const { key, ...props } = getSelectProps(field);
  return (
    <div className="field" key={key}>
      <label htmlFor={field.id}>{label}</label>
      <select {...props}>
        {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
