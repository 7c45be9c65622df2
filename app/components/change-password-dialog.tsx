import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Dialog } from "react-aria-components/Dialog";
import { Heading } from "react-aria-components/Heading";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { useTranslation } from "~/i18n/use-translation";

import type { action as changePasswordAction } from "~/routes/profile.password";

import { NewPasswordFields } from "./new-password-fields";
import { showToast } from "./toasts";

export function ChangePasswordDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof changePasswordAction>();
  const result = fetcher.data;
  const [form, fields] = useForm<{
    current_password: string;
    new_password: string;
    confirm_password: string;
  }>({
    id: "change-password",
    // Checked on the server only: the dialog sits in the chrome of every page, so it stays light.
    lastResult: result && "reply" in result ? result.reply : undefined,
  });

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      showToast({ kind: "success", title: "common.success", message: "password.changed" });
      onOpenChange(false);
    } else if (result.message) {
      showToast({
        kind: "error",
        title: "common.error",
        message: result.message,
        placement: "top-center",
      });
    }
  }, [fetcher.state, result, onOpenChange]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="modal-overlay"
    >
      <Modal className="modal">
        <Dialog className="dialog">
          {({ close }) => (
            <fetcher.Form
              method="post"
              action="/profile/password"
              {...getFormProps(form)}
              className="stack"
            >
              <Heading slot="title">{t("password.title")}</Heading>
              <NewPasswordFields
                currentPassword={fields.current_password}
                newPassword={fields.new_password}
                confirmPassword={fields.confirm_password}
                autoFocus
              />
              <div className="button-row">
                <button type="button" className="button" onClick={close}>
                  {t("common.cancel")}
                </button>
                <button
                  type="submit"
                  className="button primary"
                  disabled={fetcher.state !== "idle"}
                >
                  {t("common.save")}
                </button>
              </div>
            </fetcher.Form>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
