import { useEffect } from "react";
import { Button } from "react-aria-components/Button";
import { Text } from "react-aria-components/Text";
import {
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from "react-aria-components/Toast";
import { useTranslation } from "react-i18next";

import { CloseIcon } from "./icons";

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

const topRight = new ToastQueue<ToastMessage>({ maxVisibleToasts: 4 });
const topCenter = new ToastQueue<ToastMessage>({ maxVisibleToasts: 2 });

export function showToast(toast: ToastMessage) {
  const queue = toast.placement === "top-center" ? topCenter : topRight;
  queue.add(toast, { timeout: TOAST_TIMEOUT_MS });
}

/** Takes down every toast shown, when what they said no longer holds (a new save began). */
export function clearToasts() {
  topRight.clear();
  topCenter.clear();
}

export function Toasts({ serverToast }: { serverToast: ToastMessage | null }) {
  useEffect(() => {
    if (serverToast) showToast(serverToast);
  }, [serverToast]);
  return (
    <>
      {serverToast ? <ToastWithoutScripts toast={serverToast} /> : null}
      <ToastList queue={topRight} className="toast-region top-right" />
      <ToastList queue={topCenter} className="toast-region top-center" />
    </>
  );
}

function ToastList({ queue, className }: { queue: ToastQueue<ToastMessage>; className: string }) {
  const { t } = useTranslation();
  return (
    <ToastRegion queue={queue} className={className}>
      {({ toast }) => (
        <Toast toast={toast} className={`toast ${toast.content.kind}`}>
          <ToastContent>
            <Text slot="title" className="toast-title">
              {t(toast.content.title)}
            </Text>
            <Text slot="description">{t(toast.content.message, toast.content.values)}</Text>
          </ToastContent>
          <Button slot="close" aria-label={t("common.close")} className="toast-close">
            <CloseIcon />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}

/**
 * The queue above needs scripts; without them the server's message is printed in the page, so a
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
