/**
 * Asks before leaving a form-entry page with unsaved changes (product spec §4, "Leaving a
 * form-entry route"): the spec's question in a dialog for navigation inside the app, and the
 * browser's own prompt when the tab is closed or reloaded.
 */
import { useBlocker, type Location } from "@remix-run/react";
import { useEffect } from "react";
import { Button } from "react-aria-components/Button";
import { Dialog } from "react-aria-components/Dialog";
import { Heading } from "react-aria-components/Heading";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { useTranslation } from "react-i18next";

export function LeaveGuard({
  when,
  isSamePage = (current, next) =>
    current.pathname === next.pathname && current.search === next.search,
}: {
  when: boolean;
  /** Navigation that stays on the form (a save, a jump to a section) is never blocked. */
  isSamePage?: (current: Location, next: Location) => boolean;
}) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && !isSamePage(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when]);

  // Once everything is saved, a navigation waiting on the question may go ahead.
  useEffect(() => {
    if (blocker.state === "blocked" && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ModalOverlay
      isOpen={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      isDismissable
      className="modal-overlay"
    >
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog">
          <Heading slot="title">{t("ddr.editor.leaveTitle")}</Heading>
          <p>{t("ddr.editor.leaveMessage")}</p>
          <div className="button-row">
            <Button className="button" onPress={() => blocker.reset?.()} autoFocus>
              {t("ddr.editor.stay")}
            </Button>
            <Button className="button primary" onPress={() => blocker.proceed?.()}>
              {t("ddr.editor.leave")}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
