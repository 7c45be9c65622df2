import type { MetaFunction } from "@remix-run/node";

import { isLanguage, translator } from "~/i18n/i18n";

/**
 * "<Page> | Drillbook", in the user's language, for a route's `meta` export; the title may
 * depend on the address (a drilling-activity form names its kind).
 */
export function pageMeta(
  titleKey: string | ((params: Record<string, string | undefined>) => string),
): MetaFunction {
  return ({ matches, params }) => {
    const root = matches.find((match) => match.id === "root")?.data as
      { language?: unknown } | undefined;
    const t = translator(isLanguage(root?.language) ? root.language : "en");
    const key = typeof titleKey === "string" ? titleKey : titleKey(params);
    return [{ title: `${t(key)} | ${t("app.titleSuffix")}` }];
  };
}
