import { useEffect, type RefObject } from "react";

/**
 * Text typed into a form before the page hydrated raised no change event React saw: the page
 * hydrates a frame after it is drawn (decision 015), and a quick typist can be first. When the
 * form mounts, a field whose text differs from the text it was rendered with counts as such a
 * change, and `onTyped` is called once with the form.
 */
export function useTypedBeforeHydration(
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
