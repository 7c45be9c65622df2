import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPreference } from "./kinds";

/** The field name of one choice: "<kind>.inApp" or "<kind>.byMail". */
export const choiceName = (kind: NotificationKind, how: keyof NotificationPreference) =>
  `${kind}.${how}`;

/** On /profile: which notifications the user is told of in the app, which by mail. */
export function NotificationChoices({
  choices,
  hasEmail,
}: {
  choices: Record<NotificationKind, NotificationPreference>;
  hasEmail: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel narrow" aria-labelledby="notification-choices-title">
      <h2 id="notification-choices-title">{t("notifications.preferences.title")}</h2>
      <p className="hint">{t("notifications.preferences.intro")}</p>
      {hasEmail ? null : <p className="hint">{t("notifications.preferences.noEmail")}</p>}
      <Form method="post" action="/profile/notifications">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("notifications.preferences.kind")}</th>
              <th scope="col">{t("notifications.preferences.inApp")}</th>
              <th scope="col">{t("notifications.preferences.byMail")}</th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">{t(`notifications.preferences.kinds.${kind}`)}</th>
                {(["inApp", "byMail"] as const).map((how) => (
                  <td key={how}>
                    <input
                      type="checkbox"
                      name={choiceName(kind, how)}
                      defaultChecked={choices[kind][how]}
                      aria-label={`${t(`notifications.preferences.kinds.${kind}`)}: ${t(
                        `notifications.preferences.${how}`,
                      )}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <button type="submit" className="button primary">
          {t("notifications.preferences.save")}
        </button>
      </Form>
    </section>
  );
}
