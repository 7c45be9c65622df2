/**
 * Keeping a section's errors in view: after a save that failed (checked in the browser or by the
 * server) the first field in error is scrolled into view, table cells included, and takes focus;
 * a summary at the top of the section counts the problems and links to each. Without
 * JavaScript the form posts to its own section, so the page comes back at that summary.
 */
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { fieldLabelKey, tableLabelKey, type AnySection } from "~/sections/vocabulary";

import { translateError } from "./field-errors";

/** The control or message a failed save should show first, and the cell or field around it. */
export function revealFirstError(form: HTMLFormElement): void {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const message = form.querySelector<HTMLElement>(".field-errors, .form-error");
  const target = field ?? message;
  if (!target) return;
  const around = target.closest<HTMLElement>("td, .field, fieldset") ?? target;
  // Centred both ways: a cell far right in a scrolled table comes back into view, and on a phone
  // the row is not left under the top bar.
  around.scrollIntoView({ block: "center", inline: "center" });
  if (!field) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * Watches a form's saves: call `onSubmit` from the form's submit handler; once the form reports
 * errors for that save, the first one is revealed.
 */
export function useRevealErrors(status: "success" | "error" | undefined, lastResult: unknown) {
  const form = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!pending.current || status !== "error" || !form.current) return;
    pending.current = false;
    revealFirstError(form.current);
  }, [attempt, status, lastResult]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // Adding or removing a row is not a save.
    if (submitter?.name === "__intent__") return;
    pending.current = true;
    setAttempt((n) => n + 1);
  };
  return { form, onSubmit };
}

/** Where an error sits, in words ("From, row 2"), and the element that shows it. */
function placeOf(
  section: AnySection,
  formId: string,
  name: string,
  t: (key: string, options?: Record<string, unknown>) => string,
): { label: string | null; target: string } {
  const input = `${formId}-${name}`;
  const message = `${input}-error`;
  const match = /^(\w+)(?:\[(\d+)\](?:\.(\w+))?)?$/.exec(name);
  const table = section.tables.find((candidate) => candidate.name === match?.[1]);
  if (!match || !table) {
    const field = section.fields.find((candidate) => candidate.name === match?.[1]);
    return { label: field ? t(fieldLabelKey(section, field)) : null, target: input };
  }
  const [, , row, column] = match;
  const caption = t(tableLabelKey(section, table));
  if (row === undefined) return { label: caption, target: message };
  const declaration = table.columns.find((candidate) => candidate.name === column);
  if (!declaration) {
    return {
      label: t("ddr.editor.rowOf", { table: caption, row: Number(row) + 1 }),
      target: message,
    };
  }
  const label = t("ddr.editor.rowLabel", {
    column: t(fieldLabelKey(section, declaration)),
    row: Number(row) + 1,
  });
  return { label, target: input };
}

/** Follows a summary link: the field comes into view and takes focus, as after a failed save. */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  event.preventDefault();
  const around = element.closest<HTMLElement>("td, .field, fieldset") ?? element;
  around.scrollIntoView({ block: "center", inline: "center" });
  if (element.tabIndex < 0 && !/^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName))
    element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/** The count of a failed save's problems and a link to each, at the top of the section. */
export function SectionErrorSummary({
  section,
  formId,
  errors,
}: {
  section: AnySection;
  formId: string;
  /** Every error of the form by field name; "" holds the form's own (shown on their own). */
  errors: Record<string, string[]>;
}) {
  const { t } = useTranslation();
  const problems = Object.entries(errors)
    .filter(([name]) => name !== "")
    .flatMap(([name, messages]) => messages.map((message) => ({ name, message })));
  if (problems.length === 0) return null;
  return (
    <div className="error-summary" role="alert" id={`${formId}-summary`}>
      <p>
        <strong>
          {t("ddr.editor.problemCount", { count: problems.length, section: t(section.labelKey) })}
        </strong>
      </p>
      <ul>
        {problems.map(({ name, message }) => {
          const place = placeOf(section, formId, name, t);
          return (
            <li key={`${name}-${message}`}>
              <a href={`#${place.target}`} onClick={(event) => goTo(event, place.target)}>
                {place.label ? `${place.label}: ` : ""}
                {translateError(t, message)}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
