import type { MetaFunction } from "@remix-run/node";

import { isLanguage, translator } from "~/i18n/i18n";

/** "<Page> | Drillbook", in the user's language, for a route's `meta` export. */
export function pageMeta(titleKey: string): MetaFunction {
  return ({ matches }) => {
    const root = matches.find((match) => match.id === "root")?.data as
      { language?: unknown } | undefined;
    const t = translator(isLanguage(root?.language) ? root.language : "en");
    return [{ title: `${t(titleKey)} | ${t("app.titleSuffix")}` }];
  };
}
