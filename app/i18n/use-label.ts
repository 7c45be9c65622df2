import { useContext } from "react";
import { I18nContext } from "react-i18next";
import type { i18n as I18n } from "i18next";

/**
 * Labels already looked up, per language instance. The shared instances never change language
 * (`i18nFor`) and are made afresh when a language's strings are registered, so a label kept
 * under one is what `t` would answer. A DDR page asks for the same few hundred labels on every
 * render; i18next resolves each through its fallbacks every time.
 */
const kept = new WeakMap<I18n, Map<string, string>>();

/** The component's `t`, for keys without options (labels, headings), remembered per language. */
export function useLabel(t: (key: string) => string): (key: string) => string {
  const instance = useContext(I18nContext)?.i18n;
  if (!instance) return (key) => t(key);
  let labels = kept.get(instance);
  if (!labels) {
    labels = new Map();
    kept.set(instance, labels);
  }
  const known = labels;
  return (key) => {
    let text = known.get(key);
    if (text === undefined) {
      text = t(key);
      known.set(key, text);
    }
    return text;
  };
}
