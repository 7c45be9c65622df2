import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { assertSameOrigin } from "~/auth/origin.server";
import {
  InputField,
  MailSentNotice,
  OwnNameAndEmailFields,
  useAccountForm,
} from "~/components/account-fields";
import { SubmitButton } from "~/components/submit-button";
import { PASSWORD_MIN_LENGTH } from "~/identity/password-rules";
import { CONFIRM_LINK_HOURS } from "~/identity/mailed-links";
import { register } from "~/identity/registration.server";
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
  const [searchParams] = useSearchParams();
  const [form, fields] = useAccountForm("register", registerSchema, useActionData<typeof action>());

  if (searchParams.get("sent")) {
    return (
      <MailSentNotice title={t("accounts.register.sentTitle")}>
        <p role="status">{t("accounts.register.sent", { hours: CONFIRM_LINK_HOURS })}</p>
        <p className="hint">{t("accounts.register.afterwards")}</p>
      </MailSentNotice>
    );
  }

  return (
    <Form method="post" action="/register" {...getFormProps(form)} className="stack">
      <h1>{t("accounts.register.title")}</h1>
      <OwnNameAndEmailFields
        fullName={fields.fullname}
        email={fields.email}
        labels={{ fullName: t("accounts.register.fullName"), email: t("accounts.register.email") }}
      />
      <InputField
        field={fields.password}
        label={t("accounts.register.password")}
        type="password"
        autoComplete="new-password"
        hint={t("password.rules", { min: PASSWORD_MIN_LENGTH })}
      />
      <InputField
        field={fields.confirm_password}
        label={t("accounts.register.confirmPassword")}
        type="password"
        autoComplete="new-password"
      />
      <p className="hint">{t("accounts.register.afterwards")}</p>
      <SubmitButton>{t("accounts.register.submit")}</SubmitButton>
      <p className="auth-links">
        <span>
          {t("accounts.register.haveAccount")}{" "}
          <Link to="/login">{t("accounts.register.signIn")}</Link>
        </span>
      </p>
    </Form>
  );
}
