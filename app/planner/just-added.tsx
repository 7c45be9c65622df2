/**
 * The record just added, as the list shows it: on its page (landing.server.ts chose it), scrolled
 * into view and marked, and the messages of earlier saves cleared so only this one's is shown.
 */
import { useNavigation } from "@remix-run/react";
import { useEffect } from "react";

import { clearToasts } from "~/components/toasts";
import { useRootData } from "~/root";

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
