import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from "react";
import { useTranslation } from "~/i18n/use-translation";

export interface ToastMessage {
  kind: "success" | "error" | "info";
  title: string;
  message: string;
  /** Values the message's translation takes. */
  values?: Record<string, string>;
  placement?: "top-right" | "top-center";
}

/** Spec section 8: toasts show for 3 seconds at top right, with a title and a message. */
export const TOAST_TIMEOUT_MS = 3000;

// The toast regions (react-aria's, with their keyboard landmark) are loaded with the first toast
// a page shows; toasts asked for meanwhile wait here and are shown once they have arrived.
let regions: { show: (toast: ToastMessage, timeout: number) => void; clear: () => void } | null =
  null;
const waiting: ToastMessage[] = [];
let wanted = false;
const listeners = new Set<() => void>();

// A download that fails (a dropped link, a deploy that replaced the file) shows no toast rather
// than taking the page down: the saves themselves are done and their pages say so.
const ToastRegions = lazy((): Promise<{ default: ComponentType }> =>
  import("./toast-regions")
    .then(({ show, clear, ToastRegions }) => {
      regions = { show, clear };
      for (const toast of waiting.splice(0)) show(toast, TOAST_TIMEOUT_MS);
      return { default: ToastRegions };
    })
    .catch(() => ({ default: () => null })),
);

export function showToast(toast: ToastMessage) {
  if (regions) {
    regions.show(toast, TOAST_TIMEOUT_MS);
    return;
  }
  waiting.push(toast);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Takes down every toast shown, when what they said no longer holds (a new save began). */
export function clearToasts() {
  waiting.length = 0;
  regions?.clear();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toasts({ serverToast }: { serverToast: ToastMessage | null }) {
  useEffect(() => {
    if (serverToast) showToast(serverToast);
  }, [serverToast]);
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return (
    <>
      {serverToast ? <ToastWithoutScripts toast={serverToast} /> : null}
      {show ? (
        <Suspense fallback={null}>
          <ToastRegions />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The toasts above need scripts; without them the server's message is printed in the page, so a
 * save done without JavaScript still says it went through.
 */
function ToastWithoutScripts({ toast }: { toast: ToastMessage }) {
  const { t } = useTranslation();
  const region = toast.placement === "top-center" ? "top-center" : "top-right";
  return (
    <noscript>
      <div className={`toast-region ${region}`}>
        <div role="status" className={`toast ${toast.kind}`}>
          <strong className="toast-title">{t(toast.title)}</strong>{" "}
          <span>{t(toast.message, toast.values)}</span>
        </div>
      </div>
    </noscript>
  );
}
