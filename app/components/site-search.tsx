import { Form } from "@remix-run/react";
import { useRef, useState, type ComponentType } from "react";
import { useTranslation } from "~/i18n/use-translation";

type SearchBox = ComponentType<{ initialText: string; autoFocus: boolean }>;

const loadSearchBox = () => import("./site-search-box").then((module) => module.default);

/**
 * The top-bar search. The page arrives with a plain box that searches the results page (also
 * without JavaScript); the list of hits under the box, with its keyboard handling, is loaded
 * the first time the user points at or focuses the box, and takes over what was typed.
 */
export function SiteSearch() {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<{ SearchBox: SearchBox } | null>(null);
  const plain = useRef<HTMLInputElement>(null);
  const handover = useRef({ text: "", focused: false });

  function load() {
    // Should the module fail to load, the plain box keeps searching the results page.
    loadSearchBox().then(
      (component) => {
        handover.current = {
          text: plain.current?.value ?? "",
          focused: plain.current !== null && document.activeElement === plain.current,
        };
        setLoaded((current) => current ?? { SearchBox: component });
      },
      (error: unknown) => console.error("The search list could not be loaded.", error),
    );
  }

  if (loaded) {
    return (
      <loaded.SearchBox initialText={handover.current.text} autoFocus={handover.current.focused} />
    );
  }
  return (
    <Form method="get" action="/search" role="search" className="site-search">
      <div className="site-search-box">
        <input
          ref={plain}
          name="q"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          aria-label={t("assets.search.label")}
          className="site-search-input"
          placeholder={t("assets.search.placeholder")}
          autoComplete="off"
          onPointerEnter={load}
          onFocus={load}
        />
      </div>
    </Form>
  );
}
