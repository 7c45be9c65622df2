import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Outlet,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";

import { clearsSelectedWell } from "~/assets/selection";
import { selectedWellForPage } from "~/assets/selection.server";

import { requireUser } from "~/auth/session.server";
import { AppShell } from "~/components/app-shell";
import { unreadCount } from "~/notifications/notifications.server";
import { StatusPage } from "~/components/error-pages";
import { useRootData } from "~/root";

// Every signed-in screen sits in this layout: top bar, side menu, settings panel and footer.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  // The selected well unlocks the well-level menus; some pages clear it (spec §2).
  const selectedWell = await selectedWellForPage(user, new URL(request.url).pathname);
  return json({ user, selectedWell, unreadNotifications: await unreadCount(user) });
}

// Moving between child pages keeps this layout's data, except onto a page that clears the well.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  defaultShouldRevalidate ||
  (currentUrl.pathname !== nextUrl.pathname && clearsSelectedWell(nextUrl.pathname));

export default function SignedInLayout() {
  const { user, selectedWell, unreadNotifications } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user} selectedWell={selectedWell} unreadNotifications={unreadNotifications}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const layout = useRouteLoaderData<typeof loader>("routes/_app");
  const content = <StatusPage error={error} />;
  if (!root?.user) return <main id="main">{content}</main>;
  return (
    <AppShell user={root.user} selectedWell={layout?.selectedWell ?? null}>
      {content}
    </AppShell>
  );
}
