import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";

import { PASSWORD_MIN_LENGTH } from "~/identity/password-policy";

import { FieldErrors } from "./field-errors";

/**
 * The password rules, a new password and its confirmation: the same on the profile, in the
 * Change Password dialog and on the reset-password page. Changing a password one is signed in
 * with also asks for the current one (the reset page has its link instead).
 */
export function NewPasswordFields({
  currentPassword,
  newPassword,
  confirmPassword,
  autoFocus = false,
}: {
  currentPassword?: FieldMetadata<string>;
  newPassword: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {currentPassword ? (
        <div className="field">
          <label htmlFor={currentPassword.id}>{t("password.currentPassword")}</label>
          <input
            {...getInputProps(currentPassword, { type: "password" })}
            autoComplete="current-password"
            autoFocus={autoFocus}
          />
          <FieldErrors id={currentPassword.errorId} errors={currentPassword.errors} />
        </div>
      ) : null}
      <p className="hint">{t("password.rules", { min: PASSWORD_MIN_LENGTH })}</p>
      <div className="field">
        <label htmlFor={newPassword.id}>{t("password.newPassword")}</label>
        <input
          {...getInputProps(newPassword, { type: "password" })}
          autoComplete="new-password"
          autoFocus={autoFocus && !currentPassword}
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
