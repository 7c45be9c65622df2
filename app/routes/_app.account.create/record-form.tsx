import type { FieldMetadata, FormMetadata, SubmissionResult } from "@conform-to/react";
import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { FieldErrors, translateError } from "~/components/field-errors";
import { useChangedBeforeHydration } from "~/components/filter-submit";

import { useScreenHref } from "./tabs";

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/**
 * The Add / Edit panel of a Manage Account tab: the record's id and version when editing (the
 * server refuses a save over someone else's change), the form's errors, Cancel and Save.
 */
export function RecordForm<Schema extends Record<string, unknown>>({
  titleId,
  title,
  intent,
  form,
  record,
  multipart = false,
  children,
}: {
  titleId: string;
  title: string;
  intent: string;
  form: FormMetadata<Schema, string[]>;
  /** The id and version fields of the record being edited; null when adding. */
  record: { id: AnyField; version: AnyField } | null;
  /** For a form with a file input. */
  multipart?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const href = useScreenHref();
  const navigation = useNavigation();
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        {...getFormProps(form)}
        className="stack"
      >
        <input type="hidden" name="intent" value={intent} />
        {record ? (
          <>
            <input {...getInputProps(record.id, { type: "hidden" })} />
            <input {...getInputProps(record.version, { type: "hidden" })} />
          </>
        ) : null}
        <FormErrors errors={[...(form.errors ?? []), ...(record?.version.errors ?? [])]} />
        {children}
        <div className="button-row">
          {record ? (
            <Link className="button" to={href({ edit: null })}>
              {t("accounts.manage.cancel")}
            </Link>
          ) : null}
          <button
            type="submit"
            className="button primary"
            disabled={navigation.state === "submitting"}
          >
            {t("accounts.manage.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** What refuses the whole form (a newer save, a missing version), above its fields. */
function FormErrors({ errors }: { errors: string[] }) {
  const { t } = useTranslation();
  return errors.length ? (
    <p className="form-error" role="alert">
      {errors.map((error) => translateError(t, error)).join(" ")}
    </p>
  ) : null;
}

/** The organisation a role or a user belongs to, chosen by a client administrator. */
export function OrganisationField({
  field,
  label,
  organisations,
  placeholder,
  onChange,
}: {
  field: AnyField;
  label: string;
  organisations: { id: number; name: string }[];
  placeholder?: string;
  onChange?: (orgId: string) => void;
}) {
  // An organisation chosen before the page hydrated narrows what follows it all the same.
  const select = useRef<HTMLSelectElement>(null);
  useChangedBeforeHydration(select, (element) => onChange?.(element.value));
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select
        ref={select}
        {...getSelectProps(field)}
        {...(onChange ? { onChange: (event) => onChange(event.currentTarget.value) } : {})}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {organisations.map((org) => (
          <option key={org.id} value={org.id}>
            {org.name}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Asks before removing a role or a user; the version refuses a removal over a newer change. */
export function RemoveConfirm({
  titleId,
  question,
  intent,
  record,
  lastResult,
}: {
  titleId: string;
  question: string;
  intent: string;
  record: { id: number; version: number };
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation();
  const href = useScreenHref();
  // The version is a hidden field: its refusal is said with the form's own.
  const errors = [...(lastResult?.error?.[""] ?? []), ...(lastResult?.error?.version ?? [])];
  return (
    <section className="panel confirm-box" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("accounts.manage.confirmRemove")}</h2>
      <Form method="post" className="stack">
        <p>{question}</p>
        <FormErrors errors={errors} />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={record.id} />
        <input type="hidden" name="version" value={record.version} />
        <div className="button-row">
          <Link className="button" to={href({ remove: null })}>
            {t("accounts.manage.cancel")}
          </Link>
          <button type="submit" className="button danger">
            {t("accounts.list.remove")}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** Edit and Remove links of a list row; `name` tells screen readers which row. */
export function EditRemoveLinks({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const href = useScreenHref();
  return (
    <span className="row-actions">
      <Link
        to={href({ edit: id, remove: null })}
        aria-label={`${t("accounts.list.edit")}: ${name}`}
      >
        {t("accounts.list.edit")}
      </Link>
      <Link
        to={href({ remove: id, edit: null })}
        aria-label={`${t("accounts.list.remove")}: ${name}`}
      >
        {t("accounts.list.remove")}
      </Link>
    </span>
  );
}
