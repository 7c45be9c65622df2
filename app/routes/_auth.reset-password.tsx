import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { assertSameOrigin } from "~/auth/origin.server";
import { useAccountForm } from "~/components/account-fields";
import { NewPasswordFields } from "~/components/new-password-fields";
import { SubmitButton } from "~/components/submit-button";
import { resetPassword } from "~/identity/registration.server";
import { resetPasswordSchema } from "~/identity/schemas";
import { mailedLinkState } from "~/identity/mailed-link.server";
import { pageMeta } from "~/navigation/page-meta";
import accountsStyles from "~/styles/accounts.css";
import { readForm } from "~/forms/refusals.server";

export const meta = pageMeta("accounts.reset.title");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountsStyles }];

// The page a password-reset mail links to: a single-use, expiring token in the query string.
export async function loader({ request }: LoaderFunctionArgs) {
  return json(await mailedLinkState(request, "reset-password", "done"));
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return json(
      {
        invalidLink: false,
        reply: submission.reply({ hideFields: ["new_password", "confirm_password"] }),
      },
      { status: 400 },
    );
  }
  const changed = await resetPassword(submission.value.token, submission.value.new_password);
  if (!changed) return json({ invalidLink: true, reply: submission.reply() }, { status: 400 });
  return redirect("/reset-password?done=1");
}

export default function ResetPassword() {
  const { t } = useTranslation();
  const { state, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [form, fields] = useAccountForm("reset-password", resetPasswordSchema, result?.reply);

  if (state === "done") {
    return (
      <div className="stack">
        <h1>{t("accounts.reset.doneTitle")}</h1>
        <p role="status">{t("accounts.reset.done")}</p>
        <Link className="button primary" to="/login">
          {t("accounts.register.signIn")}
        </Link>
      </div>
    );
  }
  if (state === "invalid" || result?.invalidLink) {
    return (
      <div className="stack">
        <h1>{t("accounts.reset.title")}</h1>
        <p className="form-error" role="alert">
          {t("accounts.reset.invalid")}
        </p>
        <p className="auth-links">
          <Link to="/forget-password">{t("accounts.reset.requestAgain")}</Link>
          <Link to="/login">{t("accounts.register.signIn")}</Link>
        </p>
      </div>
    );
  }
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <h1>{t("accounts.reset.title")}</h1>
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields
        newPassword={fields.new_password}
        confirmPassword={fields.confirm_password}
      />
      <SubmitButton>{t("accounts.reset.submit")}</SubmitButton>
    </Form>
  );
}
