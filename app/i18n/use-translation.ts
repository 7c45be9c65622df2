import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";
import type { i18n as I18n, TFunction } from "i18next";

import { stringsAdded } from "./i18n";

/*
 * react-i18next's hook copies the whole i18n instance and makes a new `t` for every component
 * that asks, on every server render: 6% of a DDR page's CPU (decision 081). The shared instances
 * never change language (`i18nFor`) and a new one is made when a language's strings are
 * registered, so one `t` per instance answers exactly what the copy would. That `t` also keeps
 * what it answered for a bare key (a label, a heading, a menu entry): i18next resolves each
 * through its fallbacks every time, and a page asks for the same few hundred on every render.
 */
interface Translation {
  t: TFunction;
  i18n: I18n;
}

const kept = new WeakMap<I18n, Translation>();

/** Keys come from the code, but some are built from data: past this many, start afresh. */
const KEPT_LABELS = 5000;

function rememberingLabels(t: TFunction): TFunction {
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const labels = new Map<string, unknown>();
  let strings = stringsAdded();
  return ((...args: unknown[]) => {
    const key = args[0];
    if (args.length !== 1 || typeof key !== "string") return translate(...args);
    // A screen's strings arrived (a navigation in the browser): what fell back may now translate.
    if (strings !== stringsAdded()) {
      labels.clear();
      strings = stringsAdded();
    }
    let text = labels.get(key);
    if (text === undefined) {
      if (labels.size >= KEPT_LABELS) labels.clear();
      text = translate(key);
      labels.set(key, text);
    }
    return text;
  }) as unknown as TFunction;
}

/** The page's translator: `t` in the language of the instance the root provides. */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let translation = kept.get(i18n);
  if (!translation) {
    translation = { t: rememberingLabels(i18n.getFixedT(i18n.language)), i18n };
    kept.set(i18n, translation);
  }
  return translation;
}
