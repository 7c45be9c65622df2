import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ClientLoaderFunctionArgs,
} from "@remix-run/react";
import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";

import {
  commitCookieSession,
  getCookieSession,
  getSignedIn,
  type Toast,
} from "./auth/session.server";
import { StatusPage } from "./components/error-pages";
import { PageLoading } from "./components/page-loading";
import { Toasts } from "./components/toasts";
import { i18nFor, languageOf, loadStringsBeforeNavigation } from "./i18n/i18n";
import { screensOf } from "./i18n/screen-strings";
import "./i18n/resources.server"; // the server translates in every language
import { useNonce } from "./nonce";
import { AppStyles } from "./document/app-styles";
import { useMarkPageHydrated } from "./components/filter-submit";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.ico" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const signedIn = await getSignedIn(request);
  const session = await getCookieSession(request);
  const toast = (session.get("toast") as Toast | undefined) ?? null;
  const user = signedIn?.user ?? null;
  return json(
    { user, toast, language: languageOf(user), year: new Date().getUTCFullYear() },
    toast ? { headers: { "Set-Cookie": await commitCookieSession(session) } } : undefined,
  );
}

// The browser holds the languages it has shown: a new one (settings, sign-in) loads before the switch.
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await loadStringsBeforeNavigation(request.url, data.language);
  return data;
}

export type RootData = typeof loader;

export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}

/**
 * Without JavaScript the side menu cannot be closed, so on a small screen it does not cover the
 * page: it follows the content, and the button that would toggle it is not shown.
 */
const WITHOUT_SCRIPTS = `@media (max-width: 900px) {
  .app-shell .side-menu { position: static; order: 1; width: auto; height: auto; box-shadow: none; border-right: 0; border-top: 1px solid var(--line); }
  .app-shell .menu-toggle { display: none; }
}`;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const language = data?.language ?? "en";
  const i18n = useMemo(() => i18nFor(language), [language]);
  const screens = screensOf(useMatches()).join(" ");
  useMarkPageHydrated();
  return (
    <html lang={language} data-strings={screens || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <AppStyles />
        <Links />
        <noscript>
          <style>{WITHOUT_SCRIPTS}</style>
        </noscript>
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          {children}
          <Toasts serverToast={data?.toast ?? null} />
          <PageLoading />
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main">
      <StatusPage error={error} />
    </main>
  );
}
