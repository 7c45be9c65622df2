import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

import type { CurrentUser } from "~/auth/current-user";
import type { action as settingsAction } from "~/routes/settings";

import { CloseIcon } from "./icons";
import { Avatar } from "./avatar";

/**
 * The settings' save: `onSaved` once it worked (the action redirects back to the page, which is
 * drawn with the new settings), or the refusal's message while the panel stays open.
 */
function useSettingsSave(onSaved: () => void) {
  const fetcher = useFetcher<typeof settingsAction>({ key: "settings" });
  const location = useLocation();
  const [refusal, setRefusal] = useState<string | null>(null);
  // What held when the save was sent, noted as the form is sent: a refusal replaces the answer,
  // a save that worked redirects back (a new location). Not read from the fetcher's states, which
  // a quick answer can take past "submitting" before any render shows it.
  const sent = useRef<{ answer: typeof fetcher.data; locationKey: string } | null>(null);
  const onSubmit = () => {
    sent.current = { answer: fetcher.data, locationKey: location.key };
  };
  useEffect(() => {
    if (!sent.current) return;
    if (fetcher.state !== "idle") {
      setRefusal(null);
      return;
    }
    if (fetcher.data !== sent.current.answer && fetcher.data) {
      sent.current = null;
      setRefusal(fetcher.data.message);
    } else if (location.key !== sent.current.locationKey) {
      sent.current = null;
      onSaved();
    }
  }, [fetcher.state, fetcher.data, location.key, onSaved]);
  return { fetcher, refusal, onSubmit };
}

/** The right-hand settings panel: who is signed in, and their unit system and language. */
export function SettingsPanel({
  user,
  open,
  onClose,
}: {
  user: CurrentUser;
  open: boolean;
  /** Closes the panel; a save that worked closes it too. */
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { fetcher, refusal, onSubmit } = useSettingsSave(onClose);
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
      <fetcher.Form
        method="post"
        action="/settings"
        onSubmit={onSubmit}
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
        {refusal ? (
          <p className="form-error" role="alert">
            {t(refusal)}
          </p>
        ) : null}
        <button type="submit" className="button primary" disabled={fetcher.state !== "idle"}>
          {t("common.save")}
        </button>
      </fetcher.Form>
    </aside>
  );
}
