import {
  getInputProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { z } from "zod";

import { FieldErrors } from "./field-errors";

/**
 * One typed field of an account form (sign-in family, profile, Manage Account): its label, the
 * input (`autoComplete` says what the browser may fill in), an optional hint and its errors.
 */
export function InputField({
  field,
  label,
  type,
  autoComplete,
  hint,
}: {
  field: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: string;
  type: "text" | "email" | "password" | "color";
  autoComplete?: string;
  hint?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type })} autoComplete={autoComplete} />
      {hint ? <p className="hint">{hint}</p> : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * A person's own name and email (registering, or in their profile): the browser may fill both in
 * from what it knows of its user.
 */
export function OwnNameAndEmailFields({
  fullName,
  email,
  labels,
}: {
  fullName: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  email: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  labels: { fullName: string; email: string };
}) {
  return (
    <>
      <InputField field={fullName} label={labels.fullName} type="text" autoComplete="name" />
      <InputField field={email} label={labels.email} type="email" autoComplete="email" />
    </>
  );
}

/**
 * A form of the sign-in family or a password change: checked in the browser as it is sent, each
 * wrong field said at once, then as it is corrected. Not as a field is left: a message appearing
 * then would move the button down under a click already on its way, and the click would miss.
 */
export function useAccountForm<Schema extends z.ZodType>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  return useForm<Extract<z.input<Schema>, Record<string, unknown>>, z.output<Schema>, string[]>({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}

/** What a signed-out form says once its mail is on the way, and the way back to sign-in. */
export function MailSentNotice({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <h1>{title}</h1>
      {children}
      <Link to="/login">{t("accounts.forgot.backToSignIn")}</Link>
    </div>
  );
}
