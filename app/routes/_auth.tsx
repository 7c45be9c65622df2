import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { getAwaitingAccess, getSignedIn } from "~/auth/session.server";
import { clientLoaderWithStrings, type ScreenStrings } from "~/i18n/screen-strings";
import { pages } from "~/navigation/pages";
import type { RootData } from "~/root";

// Every signed-out page shows the accounts screen's strings; some have no loader of their own
// (a clientLoader there would make the page render only in the browser).
export const handle: ScreenStrings = { strings: ["accounts"] };
export const clientLoader = clientLoaderWithStrings(handle);

// Signed-out pages (login, registration, password reset): a signed-in user goes home instead.
export async function loader({ request }: LoaderFunctionArgs) {
  if ((await getSignedIn(request)) || (await getAwaitingAccess(request)))
    throw redirect(pages.home.path);
  return null;
}

export default function SignedOutLayout() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  return (
    <div className="centred-layout">
      <main id="main" className="centred-card">
        <div className="brand-mark" aria-hidden="true">
          ◆
        </div>
        <p className="brand-name">{t("app.name")}</p>
        <p className="brand-tagline">{t("app.tagline")}</p>
        <Outlet />
      </main>
      <footer className="centred-footer">
        © {root?.year ?? new Date().getFullYear()} {t("app.company")}
      </footer>
    </div>
  );
}
