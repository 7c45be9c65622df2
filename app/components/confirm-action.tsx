/**
 * One way to confirm what cannot be undone. With JavaScript, the button opens a react-aria
 * dialog whose confirm button posts the form's fields with `confirmed=yes`; without it, the
 * button posts them unconfirmed and the action answers with a confirmation step
 * (`ConfirmStep`, app/forms/confirmation.ts) that posts them again, confirmed.
 */
import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "react-aria-components/Button";
import { Dialog } from "react-aria-components/Dialog";
import { Heading } from "react-aria-components/Heading";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { useTranslation } from "~/i18n/use-translation";

import { CONFIRMED_FIELD } from "~/forms/confirmation";

export interface ConfirmText {
  /** The question, e.g. "Remove hr?" */
  title: string;
  /** What happens, e.g. "This cannot be undone." */
  message: string;
  /** The confirming button, e.g. "Remove". */
  confirm: string;
  danger?: boolean;
}

function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function ConfirmAction({
  fields,
  text,
  className = "button",
  children,
}: {
  fields: Record<string, string>;
  text: ConfirmText;
  className?: string;
  /** The button's content (its accessible name). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setHydrated(true), []);

  const confirm = () => {
    setOpen(false);
    submit({ ...fields, [CONFIRMED_FIELD]: "yes" }, { method: "post", preventScrollReset: true });
  };

  return (
    <Form method="post" preventScrollReset className="confirm-action">
      <HiddenFields fields={fields} />
      {hydrated ? (
        <Button className={className} onPress={() => setOpen(true)}>
          {children}
        </Button>
      ) : (
        <button type="submit" className={className}>
          {children}
        </button>
      )}
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className="modal-overlay">
        <Modal className="modal">
          <Dialog className="dialog" role="alertdialog">
            <Heading slot="title">{text.title}</Heading>
            <p>{text.message}</p>
            <div className="button-row">
              <Button className="button" onPress={() => setOpen(false)} autoFocus>
                {t("common.cancel")}
              </Button>
              <Button
                className={text.danger ? "button danger" : "button primary"}
                onPress={confirm}
              >
                {text.confirm}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </Form>
  );
}

/** The confirmation step a post without JavaScript is answered with. */
export function ConfirmStep({
  fields,
  text,
  cancelTo,
}: {
  fields: Record<string, string>;
  text: ConfirmText;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="confirm-step" role="alertdialog" aria-labelledby="confirm-step-title">
      <h2 id="confirm-step-title">{text.title}</h2>
      <p>{text.message}</p>
      <Form method="post" preventScrollReset className="button-row">
        <HiddenFields fields={fields} />
        <input type="hidden" name={CONFIRMED_FIELD} value="yes" />
        <button type="submit" className={text.danger ? "button danger" : "button primary"}>
          {text.confirm}
        </button>
        <Link className="button" to={cancelTo} preventScrollReset>
          {t("common.cancel")}
        </Link>
      </Form>
    </section>
  );
}
