import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import type { CurrentUser } from "~/auth/current-user";

import { CloseIcon } from "./icons";
import { Avatar } from "./avatar";

/** The right-hand settings panel: who is signed in, and their unit system and language. */
export function SettingsPanel({
  user,
  open,
  onClose,
}: {
  user: CurrentUser;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const unitStandard = user.unitStandard === 1 || user.unitStandard === 2 ? user.unitStandard : 3;
  return (
    <aside
      id="settings-panel"
      className="settings-panel"
      hidden={!open}
      aria-labelledby="settings-title"
    >
      <div className="settings-header">
        <h2 id="settings-title">{t("settings.title")}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t("common.close")}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="settings-user">
        <Avatar user={user} size={48} />
        <div>
          <p className="strong">{user.fullName}</p>
          <p className="hint">{t("settings.role", { role: user.roleName })}</p>
          <p className="hint">{t("settings.organisation", { name: user.orgName })}</p>
        </div>
      </div>
      <Form
        method="post"
        action="/settings"
        className="stack"
        key={`${user.unitStandard}-${user.language}`}
      >
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <fieldset className="field">
          <legend>{t("settings.unitSystem")}</legend>
          {[
            { value: 1, label: t("settings.unitSystemApi") },
            { value: 2, label: t("settings.unitSystemApimix") },
            { value: 3, label: t("settings.unitSystemGde") },
          ].map((option) => (
            <label key={option.value} className="radio">
              <input
                type="radio"
                name="unitStandard"
                value={option.value}
                defaultChecked={unitStandard === option.value}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="settings-language">{t("settings.language")}</label>
          <select id="settings-language" name="language" defaultValue={user.language ?? "auto"}>
            <option value="auto">{t("settings.languageAuto")}</option>
            <option value="en">{t("settings.languageEn")}</option>
            <option value="id">{t("settings.languageId")}</option>
          </select>
        </div>
        <button
          type="submit"
          className="button primary"
          disabled={navigation.formAction === "/settings"}
        >
          {t("common.save")}
        </button>
      </Form>
    </aside>
  );
}
