import { useSearchParams } from "@remix-run/react";

export const TABS = ["organisations", "users", "roles"] as const;
export type Tab = (typeof TABS)[number];

/** Links within the screen that keep the tab, filter and page, changing only what is given. */
export function useScreenHref() {
  const [searchParams] = useSearchParams();
  return (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, String(value));
    }
    return `?${next.toString()}`;
  };
}
