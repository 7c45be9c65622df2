/**
 * Where the planner's eyes go when a save is refused: the box it blames, in view with its
 * message, and in focus; never while he is typing somewhere else.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";

/**
 * A refused save puts the first field it blames (else the form's message) in view and in focus,
 * so an error below the screen's edge is never missed.
 */
export function useFocusOnRefusal(
  formId: string,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  useEffect(() => {
    if (!lastResult?.error || Object.keys(lastResult.error).length === 0) return;
    const form = document.getElementById(formId);
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    if (!target.matches("input, select, textarea")) target.tabIndex = -1;
    target.scrollIntoView({ block: "center" });
    target.focus({ preventScroll: true });
  }, [formId, lastResult]);
}

/** The name of the hidden button conform submits with when it checks one field on leaving it. */
const CHECK_BUTTON = "__intent__";

/**
 * A save the browser's check refuses never reaches the server; it is shown the same way. Only a
 * real save counts: conform's check of a box being left is a submit event too, and acting on it
 * would pull the focus back while the planner types elsewhere. And leaving a box for the form's
 * own save button does not check it first: its message would move the button under the pointer
 * and the click would be lost; the save checks every box a moment later.
 */
export function useFocusOnCheck(formId: string) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const onSubmit = (event: SubmitEvent) => {
      if ((event.submitter as HTMLButtonElement | null)?.name === CHECK_BUTTON) return;
      requestAnimationFrame(() => {
        const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
        if (!invalid) return;
        (invalid.closest(".field") ?? invalid).scrollIntoView({ block: "center" });
        invalid.focus({ preventScroll: true });
      });
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof HTMLButtonElement && next.type === "submit" && next.form === form) {
        event.stopPropagation();
      }
    };
    form.addEventListener("submit", onSubmit);
    form.addEventListener("focusout", onFocusOut);
    return () => {
      form.removeEventListener("submit", onSubmit);
      form.removeEventListener("focusout", onFocusOut);
    };
  }, [formId]);
}
