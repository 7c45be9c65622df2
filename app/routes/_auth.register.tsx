import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { assertSameOrigin } from "~/auth/origin.server";
import { FieldErrors } from "~/components/field-errors";
import { PASSWORD_MIN_LENGTH } from "~/identity/password-rules";
import { CONFIRM_LINK_HOURS, register } from "~/identity/registration.server";
import { registerSchema } from "~/identity/schemas";
import { pageMeta } from "~/navigation/page-meta";
import accountsStyles from "~/styles/accounts.css";
import { readForm } from "~/forms/refusals.server";

export const meta = pageMeta("accounts.register.title");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountsStyles }];

// Registration (spec payload: fullname, email, password). The answer is the same whether or not
// the address already has an account; only its owner's mailbox learns which.
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const submission = parseWithZod(await readForm(request), { schema: registerSchema });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: ["password", "confirm_password"] }), {
      status: 400,
    });
  }
  await register(submission.value);
  return redirect("/register?sent=1");
}

export default function Register() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "register",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  if (searchParams.get("sent")) {
    return (
      <div className="stack">
        <h1>{t("accounts.register.sentTitle")}</h1>
        <p role="status">{t("accounts.register.sent", { hours: CONFIRM_LINK_HOURS })}</p>
        <p className="hint">{t("accounts.register.afterwards")}</p>
        <Link to="/login">{t("accounts.forgot.backToSignIn")}</Link>
      </div>
    );
  }

  return (
    <Form method="post" action="/register" {...getFormProps(form)} className="stack">
      <h1>{t("accounts.register.title")}</h1>
      <div className="field">
        <label htmlFor={fields.fullname.id}>{t("accounts.register.fullName")}</label>
        <input {...getInputProps(fields.fullname, { type: "text" })} autoComplete="name" />
        <FieldErrors id={fields.fullname.errorId} errors={fields.fullname.errors} />
      </div>
      <div className="field">
        <label htmlFor={fields.email.id}>{t("accounts.register.email")}</label>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        <FieldErrors id={fields.email.errorId} errors={fields.email.errors} />
      </div>
      <div className="field">
        <label htmlFor={fields.password.id}>{t("accounts.register.password")}</label>
        <input
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="new-password"
        />
        <p className="hint">{t("password.rules", { min: PASSWORD_MIN_LENGTH })}</p>
        <FieldErrors id={fields.password.errorId} errors={fields.password.errors} />
      </div>
      <div className="field">
        <label htmlFor={fields.confirm_password.id}>{t("accounts.register.confirmPassword")}</label>
        <input
          {...getInputProps(fields.confirm_password, { type: "password" })}
          autoComplete="new-password"
        />
        <FieldErrors id={fields.confirm_password.errorId} errors={fields.confirm_password.errors} />
      </div>
      <p className="hint">{t("accounts.register.afterwards")}</p>
      <button type="submit" className="button primary" disabled={navigation.state === "submitting"}>
        {t("accounts.register.submit")}
      </button>
      <p className="auth-links">
        <span>
          {t("accounts.register.haveAccount")}{" "}
          <Link to="/login">{t("accounts.register.signIn")}</Link>
        </span>
      </p>
    </Form>
  );
}
