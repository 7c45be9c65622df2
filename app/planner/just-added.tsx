/**
 * The record just added, as the list shows it: on its page (landing.server.ts chose it), scrolled
 * into view and marked, and the messages of earlier saves cleared so only this one's is shown.
 */
import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { clearToasts } from "~/components/toasts";
import { useRootData } from "~/root";

import type { PlannerActionData } from "./ui";

export function useJustAdded() {
  // The save's message names the record it added (auth/session.server.ts, Toast.recordId).
  const toast = useRootData()?.toast;
  const added = toast?.recordId ?? null;
  useEffect(() => {
    if (added) document.getElementById(`record-${added}`)?.scrollIntoView({ block: "center" });
  }, [added, toast]);
  return (id: number) => ({
    id: `record-${id}`,
    className: id === added ? "just-added" : undefined,
    "aria-current": id === added ? ("true" as const) : undefined,
  });
}

/** A new post replaces what the last one said: its toast does not linger beside a new error. */
export function useFreshMessages() {
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "submitting") clearToasts();
  }, [navigation.state]);
}

/**
 * A key for an add form that changes when that form's own save went through, so the form starts
 * empty for the next record; a filter, a page or another form's save keep what it holds.
 */
export function useSavedKey(formId: string): string {
  const navigation = useNavigation();
  const data = useActionData<PlannerActionData>();
  const [saves, setSaves] = useState(0);
  const posting = useRef(false);
  const mine = navigation.formData?.get("formId") === formId;
  useEffect(() => {
    if (navigation.state !== "idle") {
      if (mine) posting.current = true;
      return;
    }
    if (!posting.current) return;
    posting.current = false;
    // A refused save answers with the form's messages; the form keeps what was typed.
    if (data?.formId !== formId) setSaves((count) => count + 1);
  }, [navigation.state, mine, data, formId]);
  return `${formId}-${saves}`;
}
