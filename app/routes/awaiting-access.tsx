import type { LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { getAwaitingAccess, getSignedIn } from "~/auth/session.server";
import { bindToMembership } from "~/identity/awaiting-access.server";
import type { RootData } from "~/root";
import accountsStyles from "~/styles/accounts.css";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute("accounts.awaiting.title", {
  strings: ["accounts"],
  styles: [accountsStyles],
});

// Where a self-registered user lands until an administrator gives them an organisation and a
// role: this page and signing out are all they can do. Once they have a membership, the next
// visit here binds their session to it and takes them in.
export async function loader({ request }: LoaderFunctionArgs) {
  const waiting = await getAwaitingAccess(request);
  if (!waiting) {
    throw redirect((await getSignedIn(request)) ? "/" : "/login");
  }
  if (await bindToMembership(waiting)) throw redirect("/");
  return json({ fullName: waiting.fullName });
}

export default function AwaitingAccess() {
  const { t } = useTranslation();
  const { fullName } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>("root");
  return (
    <div className="centred-layout">
      <main id="main" className="centred-card stack">
        <div className="brand-mark" aria-hidden="true">
          ◆
        </div>
        <p className="brand-name">{t("app.name")}</p>
        <h1>{t("accounts.awaiting.title")}</h1>
        <p>
          {t("accounts.awaiting.greeting", { name: fullName })} {t("accounts.awaiting.text")}
        </p>
        <div className="button-row">
          <Link className="button" to="/awaiting-access">
            {t("accounts.awaiting.checkAgain")}
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" className="button primary">
              {t("accounts.awaiting.signOut")}
            </button>
          </Form>
        </div>
      </main>
      <footer className="centred-footer">
        © {root?.year ?? new Date().getFullYear()} {t("app.company")}
      </footer>
    </div>
  );
}
