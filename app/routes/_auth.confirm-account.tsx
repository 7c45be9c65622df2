import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { SubmitButton } from "~/components/submit-button";

import { assertSameOrigin } from "~/auth/origin.server";
import { confirmAccount } from "~/identity/registration.server";
import { confirmAccountSchema } from "~/identity/schemas";
import { mailedLinkState } from "~/identity/mailed-link.server";
import { pageMeta } from "~/navigation/page-meta";
import accountsStyles from "~/styles/accounts.css";
import { readForm } from "~/forms/refusals.server";

export const meta = pageMeta("accounts.confirm.title");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountsStyles }];

// Opening the link only shows a button: mail scanners that fetch links must not confirm anything.
export async function loader({ request }: LoaderFunctionArgs) {
  return json(await mailedLinkState(request, "confirm-account", "confirmed"));
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const parsed = confirmAccountSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return json({ reason: "invalid" as const }, { status: 400 });
  const result = await confirmAccount(parsed.data.token);
  if (!result.ok) return json({ reason: result.reason }, { status: 400 });
  return redirect("/confirm-account?confirmed=1");
}

export default function ConfirmAccount() {
  const { t } = useTranslation();
  const { state, token } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();

  if (state === "confirmed") {
    return (
      <div className="stack">
        <h1>{t("accounts.confirm.confirmedTitle")}</h1>
        <p role="status">{t("accounts.confirm.confirmed")}</p>
        <Link className="button primary" to="/login">
          {t("accounts.register.signIn")}
        </Link>
      </div>
    );
  }
  if (state === "invalid" || failure) {
    const alreadyRegistered = failure?.reason === "alreadyRegistered";
    return (
      <div className="stack">
        <h1>{t("accounts.confirm.title")}</h1>
        <p className="form-error" role="alert">
          {t(alreadyRegistered ? "accounts.confirm.alreadyRegistered" : "accounts.confirm.invalid")}
        </p>
        <p className="auth-links">
          <Link to="/register">{t("accounts.confirm.registerAgain")}</Link>
          <Link to="/login">{t("accounts.register.signIn")}</Link>
        </p>
      </div>
    );
  }
  return (
    <Form method="post" className="stack">
      <h1>{t("accounts.confirm.title")}</h1>
      <p>{t("accounts.confirm.text")}</p>
      <input type="hidden" name="token" value={token} />
      <SubmitButton>{t("accounts.confirm.submit")}</SubmitButton>
    </Form>
  );
}
