import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";

import { PASSWORD_MIN_LENGTH } from "~/identity/password-policy";

import { FieldErrors } from "./field-errors";

/**
 * The password rules, a new password and its confirmation: the same on the profile, in the
 * Change Password dialog and on the reset-password page.
 */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  autoFocus = false,
}: {
  newPassword: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="hint">{t("password.rules", { min: PASSWORD_MIN_LENGTH })}</p>
      <div className="field">
        <label htmlFor={newPassword.id}>{t("password.newPassword")}</label>
        <input
          {...getInputProps(newPassword, { type: "password" })}
          autoComplete="new-password"
          autoFocus={autoFocus}
        />
        <FieldErrors id={newPassword.errorId} errors={newPassword.errors} />
      </div>
      <div className="field">
        <label htmlFor={confirmPassword.id}>{t("password.confirmPassword")}</label>
        <input
          {...getInputProps(confirmPassword, { type: "password" })}
          autoComplete="new-password"
        />
        <FieldErrors id={confirmPassword.errorId} errors={confirmPassword.errors} />
      </div>
    </>
  );
}
