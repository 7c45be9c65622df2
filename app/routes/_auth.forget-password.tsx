import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { assertSameOrigin } from "~/auth/origin.server";
import { InputField, MailSentNotice, useAccountForm } from "~/components/account-fields";
import { SubmitButton } from "~/components/submit-button";
import { afterResponse } from "~/identity/after-response.server";
import { RESET_LINK_MINUTES } from "~/identity/mailed-links";
import { requestPasswordReset } from "~/identity/registration.server";
import { forgotPasswordSchema } from "~/identity/schemas";
import { pageMeta } from "~/navigation/page-meta";
import accountsStyles from "~/styles/accounts.css";
import { readForm } from "~/forms/refusals.server";

export const meta = pageMeta("accounts.forgot.title");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountsStyles }];

// Password reset (spec payload: email). The answer never says whether the address is known: it
// leaves before the address is even looked up, so it takes as long for a known one as for any.
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const submission = parseWithZod(await readForm(request), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const { email } = submission.value;
  afterResponse("A password reset request", () => requestPasswordReset(email));
  return redirect("/forget-password?sent=1");
}

export default function ForgetPassword() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [form, fields] = useAccountForm(
    "forget-password",
    forgotPasswordSchema,
    useActionData<typeof action>(),
  );

  if (searchParams.get("sent")) {
    return (
      <MailSentNotice title={t("accounts.forgot.title")}>
        <p role="status">{t("accounts.forgot.sent", { minutes: RESET_LINK_MINUTES })}</p>
      </MailSentNotice>
    );
  }

  return (
    <Form method="post" action="/forget-password" {...getFormProps(form)} className="stack">
      <h1>{t("accounts.forgot.title")}</h1>
      <p className="hint">{t("accounts.forgot.intro")}</p>
      <InputField
        field={fields.email}
        label={t("accounts.forgot.email")}
        type="email"
        autoComplete="email"
      />
      <SubmitButton>{t("accounts.forgot.submit")}</SubmitButton>
      <p className="auth-links">
        <Link to="/login">{t("accounts.forgot.backToSignIn")}</Link>
      </p>
    </Form>
  );
}
