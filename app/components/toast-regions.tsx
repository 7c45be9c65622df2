/**
 * The toast regions at the top right and top centre (react-aria's toasts: a landmark the
 * keyboard reaches with F6, each toast with its close button), loaded by toasts.tsx when a page
 * shows its first toast.
 */
import { Button } from "react-aria-components/Button";
import { Text } from "react-aria-components/Text";
import {
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from "react-aria-components/Toast";
import { useTranslation } from "~/i18n/use-translation";

import { CloseIcon } from "./icons";
import type { ToastMessage } from "./toasts";

const topRight = new ToastQueue<ToastMessage>({ maxVisibleToasts: 4 });
const topCenter = new ToastQueue<ToastMessage>({ maxVisibleToasts: 2 });

export function show(toast: ToastMessage, timeout: number) {
  const queue = toast.placement === "top-center" ? topCenter : topRight;
  queue.add(toast, { timeout });
}

export function clear() {
  topRight.clear();
  topCenter.clear();
}

export function ToastRegions() {
  return (
    <>
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
