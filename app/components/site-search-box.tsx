import { Form, useFetcher, useNavigate, useSubmit } from "@remix-run/react";
import { useContext, useEffect, useRef, useState, type MutableRefObject } from "react";
import { ComboBox, ComboBoxStateContext } from "react-aria-components/ComboBox";
import { Input } from "react-aria-components/Input";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { useTranslation } from "~/i18n/use-translation";

import { SEARCH_MIN_LENGTH, type SearchHit } from "~/search/hits";

/** Typing pauses this long before the search runs, so each keystroke does not query. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * The top-bar search box: wells, pads and fields of the user's organisation by name or number.
 * Arrow keys move through the results, Enter opens one (a well becomes the selected well), and
 * Enter with no result highlighted opens the full results page. It takes over from the plain
 * box (site-search.tsx) with what was typed there and the focus.
 */
export default function SiteSearchBox({
  initialText,
  autoFocus,
}: {
  initialText: string;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ q: string; hits: SearchHit[] }>();
  const submit = useSubmit();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const comboBox = useRef<ComboBoxState>(null);
  const load = useRef(fetcher.load);
  load.current = fetcher.load;

  const term = text.trim();
  useEffect(() => {
    if (term.length < SEARCH_MIN_LENGTH) return;
    const timer = setTimeout(
      () => load.current(`/search?q=${encodeURIComponent(term)}`),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [term]);

  // Text typed in the plain box while this one loaded: show its results as typing here would.
  useEffect(() => {
    if (autoFocus && initialText.trim()) comboBox.current?.open(null, "input");
  }, [autoFocus, initialText]);

  const tooShort = term.length < SEARCH_MIN_LENGTH;
  // The previous results stay up while the next ones load, so the list does not flicker.
  const hits = tooShort ? [] : (fetcher.data?.hits ?? []);
  const loading = !tooShort && fetcher.data?.q !== term;

  function choose(hit: SearchHit) {
    setText("");
    if (hit.selectsWell) {
      submit(
        { intent: "select", wellId: String(hit.selectsWell) },
        { method: "post", action: "/field/well" },
      );
    } else {
      navigate(hit.href);
    }
  }

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="site-search"
      onKeyDownCapture={(event) => {
        // Enter with no result highlighted searches the whole page of results.
        const input = event.target as HTMLElement;
        if (event.key !== "Enter" || input.tagName !== "INPUT") return;
        const state = comboBox.current;
        if (state?.isOpen && state.selectionManager.focusedKey !== null) return;
        event.preventDefault();
        event.stopPropagation();
        if (!term) return;
        state?.close();
        setText("");
        navigate(`/search?q=${encodeURIComponent(term)}`);
      }}
    >
      <ComboBox
        aria-label={t("assets.search.label")}
        name="q"
        allowsCustomValue
        // The list opens once there is something to search for: "Searching…", hits or "none".
        allowsEmptyCollection={!tooShort}
        menuTrigger="input"
        inputValue={text}
        onInputChange={setText}
        items={hits}
        className="site-search-box"
      >
        <ComboBoxStateProbe into={comboBox} />
        <Input
          className="site-search-input"
          placeholder={t("assets.search.placeholder")}
          // Taking over from the plain box the user is typing in.
          autoFocus={autoFocus}
        />
        <Popover className="site-search-popover" placement="bottom start">
          <ListBox<SearchHit>
            className="site-search-results"
            renderEmptyState={() => (
              <p className="site-search-empty">
                {tooShort
                  ? t("assets.search.tooShort", { min: SEARCH_MIN_LENGTH })
                  : loading
                    ? t("assets.search.searching")
                    : t("assets.search.noResults", { q: term })}
              </p>
            )}
          >
            {(hit) => (
              <ListBoxItem
                id={hitKey(hit)}
                textValue={hit.title}
                className="site-search-hit"
                onAction={() => choose(hit)}
              >
                <span className="search-kind">{t(hit.kindLabelKey)}</span>
                <span className="search-title">{hit.title}</span>
                {hit.detail ? <span className="search-detail">{hit.detail}</span> : null}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </Form>
  );
}

type ComboBoxState = NonNullable<React.ContextType<typeof ComboBoxStateContext>>;

/** Keeps the combo box's state at hand for the form's key handler outside the combo box. */
function ComboBoxStateProbe({ into }: { into: MutableRefObject<ComboBoxState | null> }) {
  into.current = useContext(ComboBoxStateContext);
  return null;
}

function hitKey(hit: SearchHit): string {
  return `${hit.kind}-${hit.id}`;
}
