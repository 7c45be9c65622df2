import { useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, type RefObject } from "react";

/** Spec sections 5 and 9: a filter waits 500 ms after the last change before the list reloads. */
export const FILTER_DEBOUNCE_MS = 500;

/**
 * The reload of a list's GET filter form as the user types or chooses: `submitSoon(form)` from
 * its change handler submits it once changes have stopped for FILTER_DEBOUNCE_MS, replacing the
 * history entry. Text typed before the page hydrated counts as a change too. Without JavaScript
 * the form's own button submits it.
 */
export function useFilterSubmit(): {
  form: RefObject<HTMLFormElement>;
  submitSoon: (form: HTMLFormElement | null) => void;
} {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  // A pressed Filter button (or Enter) reloads the list now; the reload still waiting would come
  // later and, landing after the next thing the user did, throw away what was typed since.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const cancel = () => clearTimeout(timer.current);
    element.addEventListener("submit", cancel);
    return () => element.removeEventListener("submit", cancel);
  }, []);
  const submitSoon = useCallback(
    (target: HTMLFormElement | null) => {
      clearTimeout(timer.current);
      if (!target) return;
      timer.current = setTimeout(
        () => submit(target, { replace: true, preventScrollReset: true }),
        FILTER_DEBOUNCE_MS,
      );
    },
    [submit],
  );
  useTypedBeforeHydration(form, submitSoon);
  return { form, submitSoon };
}

/**
 * Text typed into a form before the page hydrated raised no change event React saw: the page is
 * on screen before its scripts have run, and a quick typist can be first. When the form mounts,
 * a field whose text differs from the text it was rendered with counts as such a change, and
 * `onTyped` is called once with the form.
 */
function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  onTyped: (form: HTMLFormElement) => void,
): void {
  useEffect(() => {
    if (form.current && typedSinceRendered(form.current.elements)) onTyped(form.current);
    // Once, when the form mounts; later typing reaches the form's own change handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

interface FormField {
  type?: unknown;
  value?: unknown;
  defaultValue?: unknown;
}

const NOT_TYPED = new Set(["hidden", "checkbox", "radio", "submit", "button", "reset", "file"]);

/**
 * Whether a text field of `elements` holds other text than it was rendered with (its
 * `defaultValue`). Choices in selects are left out: hydration sets those back to their default.
 */
export function typedSinceRendered(elements: ArrayLike<unknown>): boolean {
  return Array.from(elements).some((element) => {
    const field = element as FormField;
    if (typeof field.value !== "string" || typeof field.defaultValue !== "string") return false;
    if (typeof field.type === "string" && NOT_TYPED.has(field.type)) return false;
    return field.value !== field.defaultValue;
  });
}
