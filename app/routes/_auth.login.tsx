import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { InvalidCredentials, authenticate, recordLogin } from "~/auth/login.server";
import { assertSameOrigin } from "~/auth/origin.server";
import { safeRedirectPath, startSession } from "~/auth/session.server";
import { admitSignInAttempt, forgetPastSignInAttempts } from "~/auth/sign-in-limits.server";
import { hasControlCharacters } from "~/forms/input";
import { pageMeta } from "~/navigation/page-meta";
import { pages } from "~/navigation/pages";
import { readForm } from "~/forms/refusals.server";

export const meta = pageMeta("auth.signIn");

type ActionData =
  | { error: "wrongCredentials"; username: string }
  | { error: "rateLimited"; username: string; retryAt: string };

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request.clone());
  const username = String(form.get("username") ?? "").trim();
  const redirectTo = safeRedirectPath(form.get("redirectTo"), pages.home.path);
  // No account's name holds a control character (NUL cannot even reach the database).
  if (hasControlCharacters(username)) {
    return json<ActionData>({ error: "wrongCredentials", username: "" }, { status: 401 });
  }

  // Counted before the password is looked at, so guesses sent at once count as they arrive.
  const attempt = await admitSignInAttempt(username, request);
  if (!attempt.allowed) {
    return json<ActionData>(
      { error: "rateLimited", username, retryAt: attempt.retryAt.toISOString() },
      {
        status: 429,
        headers: {
          "Retry-After": String(Math.ceil((attempt.retryAt.getTime() - Date.now()) / 1000)),
        },
      },
    );
  }

  try {
    const user = await authenticate(request);
    await recordLogin(user, username, request);
    return redirect(redirectTo, { headers: { "Set-Cookie": await startSession(request, user) } });
  } catch (error) {
    if (!(error instanceof InvalidCredentials)) throw error;
    await forgetPastSignInAttempts();
    return json<ActionData>({ error: "wrongCredentials", username }, { status: 401 });
  }
}

export default function Login() {
  const { t, i18n } = useTranslation();
  const actionData = useActionData<ActionData>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  // The form posts back to this address, so a wrong password keeps the page to return to.
  const action = searchParams.size > 0 ? `/login?${searchParams.toString()}` : "/login";
  const submitting = navigation.state !== "idle" && navigation.formAction === action;
  // Straight home, not via `/`: visiting `/` clears the selected well, which sign-in keeps.
  const redirectTo = searchParams.get("redirectFrom") ?? pages.home.path;

  let message: string | null = null;
  if (actionData?.error === "wrongCredentials") message = t("auth.wrongCredentials");
  if (actionData?.error === "rateLimited") {
    const retryAt = new Date(actionData.retryAt);
    message = t("auth.rateLimited", {
      time: retryAt.toLocaleTimeString(i18n.language === "id" ? "id-ID" : "en-US", {
        hour: "2-digit",
        minute: "2-digit",
      }),
      minutes: Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 60_000)),
    });
  }

  return (
    <Form
      method="post"
      action={action}
      className="stack"
      aria-describedby={message ? "login-error" : undefined}
    >
      <h1>{t("auth.signInTitle")}</h1>
      {message ? (
        <p id="login-error" className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="field">
        <label htmlFor="username">{t("auth.username")}</label>
        <input
          id="username"
          name="username"
          autoComplete="username"
          required
          defaultValue={actionData?.username ?? ""}
          autoFocus={!actionData}
        />
      </div>
      <div className="field">
        <label htmlFor="password">{t("auth.password")}</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus={Boolean(actionData)}
        />
      </div>
      <button type="submit" className="button primary" disabled={submitting}>
        {t("auth.signIn")}
      </button>
      <p className="hint">
        <Link to="/forget-password">{t("accounts.forgot.link")}</Link> ·{" "}
        <Link to="/register">{t("accounts.signUp.link")}</Link>
      </p>
    </Form>
  );
}
