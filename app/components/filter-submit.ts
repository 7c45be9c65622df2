import { useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, type RefObject } from "react";

/** Spec sections 5 and 9: a filter waits 500 ms after the last change before the list reloads. */
export const FILTER_DEBOUNCE_MS = 500;

/**
 * The reload of a list's GET filter form as the user types or chooses: `submitSoon(form)` from
 * its change handler submits it once changes have stopped for FILTER_DEBOUNCE_MS, replacing the
 * history entry. Text typed or a choice made before the page hydrated counts as a change too.
 * Without JavaScript the form's own button submits it.
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
  useChangedBeforeHydration(form, submitSoon);
  return { form, submitSoon };
}

/**
 * What a person typed or chose before the page hydrated raised no change event React saw: the
 * page is on screen before its scripts have run, and a quick hand can be first. React 18 leaves
 * the field's value as it found it when it hydrates, so when the control (or a form, for any of
 * its fields) mounts, one whose value differs from what it was rendered with counts as such a
 * change, and `onChanged` is called once with it. A control that acts as it changes (a filter
 * that reloads its list, a choice that narrows another) takes its effect through this.
 */
export function useChangedBeforeHydration<T extends HTMLFormElement | HTMLSelectElement>(
  control: RefObject<T | null>,
  onChanged: (control: T) => void,
): void {
  useEffect(() => {
    // Only what was on the page before its scripts ran: a control drawn later in the browser
    // (a client-side navigation) starts from its value, and one controlled through `value` has
    // no `defaultSelected` to compare with.
    if (pageHydrated) return;
    const element = control.current;
    if (!element) return;
    const own: HTMLFormElement | HTMLSelectElement = element;
    const fields: ArrayLike<unknown> = own instanceof HTMLFormElement ? own.elements : [own];
    if (changedSinceRendered(fields)) onChanged(element);
    // Once, when the control mounts; later changes reach its own change handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

let pageHydrated = false;

/**
 * Called once by the document's outermost component: its effect runs after those of everything
 * it holds, so the page's controls check for changes made before hydration first, and controls
 * mounted afterwards never do.
 */
export function useMarkPageHydrated(): void {
  useEffect(() => {
    pageHydrated = true;
  }, []);
}

interface RenderedOption {
  selected?: unknown;
  defaultSelected?: unknown;
  disabled?: unknown;
}

interface FormField {
  type?: unknown;
  value?: unknown;
  defaultValue?: unknown;
  checked?: unknown;
  defaultChecked?: unknown;
  options?: ArrayLike<RenderedOption>;
}

const LEFT_OUT = new Set(["hidden", "submit", "button", "reset", "file", "image", "output"]);

/**
 * Whether a field of `elements` holds another value than the page was rendered with: a text
 * field other text than its `defaultValue`, a box or a radio button another `checked` than its
 * `defaultChecked`, a select another choice than the options it was rendered with selected
 * (`defaultSelected`; none of them, the first option that can be chosen, as the browser shows).
 */
export function changedSinceRendered(elements: ArrayLike<unknown>): boolean {
  return Array.from(elements).some((element) => {
    const field = element as FormField;
    if (typeof field.type !== "string" || LEFT_OUT.has(field.type)) return false;
    if (field.type === "checkbox" || field.type === "radio") {
      return typeof field.checked === "boolean" && field.checked !== field.defaultChecked;
    }
    if (field.type.startsWith("select")) return choiceChanged(field.type, field.options);
    if (typeof field.value !== "string" || typeof field.defaultValue !== "string") return false;
    return field.value !== field.defaultValue;
  });
}

function choiceChanged(type: string, list: ArrayLike<RenderedOption> | undefined): boolean {
  const options = Array.from(list ?? []);
  if (type !== "select-one") {
    return options.some(
      (option) => (option.selected === true) !== (option.defaultSelected === true),
    );
  }
  // One choice: the last option rendered selected, or else the first one that can be chosen.
  const chosen = options.findIndex((option) => option.selected === true);
  const rendered = options.map((option) => option.defaultSelected === true).lastIndexOf(true);
  return (
    chosen !== (rendered >= 0 ? rendered : options.findIndex((option) => option.disabled !== true))
  );
}
