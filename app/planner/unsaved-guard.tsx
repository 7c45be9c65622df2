/**
 * The planner form's tabs are separate pages: what is typed into a form and not saved would be
 * lost on the way to another tab. As the DDR does, the page asks first (components/leave-guard).
 * Saving, filtering and paging stay on the tab and are never held up; opening another record
 * for editing replaces the form on screen, so it asks like a change of tab.
 */
import { useActionData, useNavigation, type Location } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";

import { LeaveGuard } from "~/components/leave-guard";

const param = (location: Location, name: string) =>
  new URLSearchParams(location.search).get(name) ?? "";

const sameForm = (current: Location, next: Location) =>
  current.pathname === next.pathname &&
  param(current, "tab") === param(next, "tab") &&
  param(current, "edit") === param(next, "edit");

export function UnsavedGuard({ children }: { children: ReactNode }) {
  // Each form's own typing, by its formId: one form's save leaves another's text at risk.
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const navigation = useNavigation();
  const answer = useActionData();
  const saving = useRef<string | null>(null);
  // A save that went through (redirected, so no answer to show) leaves its own form with nothing
  // at risk; a refused one keeps its form as typed, and a filter or a page keeps the forms, so
  // the question stays.
  useEffect(() => {
    if (navigation.state !== "idle") {
      if (navigation.formMethod?.toUpperCase() === "POST") {
        saving.current = String(navigation.formData?.get("formId") ?? "");
      }
      return;
    }
    const saved = saving.current;
    saving.current = null;
    if (saved !== null && !answer) {
      setDirty((forms) => {
        if (!forms.has(saved)) return forms;
        const rest = new Set(forms);
        rest.delete(saved);
        return rest;
      });
    }
  }, [navigation.state, navigation.formMethod, navigation.formData, answer]);
  const onInput = (event: FormEvent) => {
    const form = (event.target as HTMLElement).closest("form");
    if (!form || form.method.toLowerCase() !== "post") return;
    const id = (form.elements.namedItem("formId") as HTMLInputElement | null)?.value ?? form.id;
    setDirty((forms) => (forms.has(id) ? forms : new Set(forms).add(id)));
  };
  return (
    <div onInput={onInput}>
      {children}
      <LeaveGuard when={dirty.size > 0} isSamePage={sameForm} />
    </div>
  );
}
