/**
 * The question asked before leaving a form with unsaved changes (product spec §4, "Leaving a
 * form-entry route"), loaded by leave-guard.tsx when it is needed.
 */
import { Button } from "react-aria-components/Button";
import { Dialog } from "react-aria-components/Dialog";
import { Heading } from "react-aria-components/Heading";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { useTranslation } from "~/i18n/use-translation";

export default function LeaveDialog({
  isOpen,
  onStay,
  onLeave,
}: {
  isOpen: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && isOpen) onStay();
      }}
      isDismissable
      className="modal-overlay"
    >
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog">
          <Heading slot="title">{t("ddr.editor.leaveTitle")}</Heading>
          <p>{t("ddr.editor.leaveMessage")}</p>
          <div className="button-row">
            <Button className="button" onPress={onStay} autoFocus>
              {t("ddr.editor.stay")}
            </Button>
            <Button className="button primary" onPress={onLeave}>
              {t("ddr.editor.leave")}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
