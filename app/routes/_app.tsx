import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";

import { requireUser } from "~/auth/session.server";
import { AppShell } from "~/components/app-shell";
import { ErrorPage, NotFoundPage } from "~/components/error-pages";
import { useRootData } from "~/root";

// Every signed-in screen sits in this layout: top bar, side menu, settings panel and footer.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ user });
}

export default function SignedInLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const content =
    isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
  if (!root?.user) return content;
  return <AppShell user={root.user}>{content}</AppShell>;
}
