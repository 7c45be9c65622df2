/**
 * A link to one of the app's pages, drawn only for someone who may open it (the page's privilege
 * from `navigation/pages.ts`, the same one its route checks): no link ends on "Page not found".
 */
import { Link, type LinkProps } from "@remix-run/react";

import { canOpen, pageHref, type Page } from "~/navigation/pages";
import { useRootData } from "~/root";

type QueryValue = string | number | null | undefined;

/** Whether the signed-in user may open a page. */
export function useCanOpen(): (page: Pick<Page, "titleKey" | "privilege">) => boolean {
  const privileges = useRootData()?.user?.privileges ?? [];
  return (page) => canOpen(privileges, page);
}

export function PageLink({
  page,
  query,
  hash,
  ...props
}: Omit<LinkProps, "to"> & {
  page: Page;
  query?: Record<string, QueryValue>;
  hash?: string;
}) {
  const mayOpen = useCanOpen();
  if (!mayOpen(page)) return null;
  return <Link to={pageHref(page, query, hash)} {...props} />;
}
