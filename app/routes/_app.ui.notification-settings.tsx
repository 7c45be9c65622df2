import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { SubmitButton } from "~/components/submit-button";

import { requireUser, setToast } from "~/auth/session.server";
import { FieldErrors, translateError } from "~/components/field-errors";
import { readForm } from "~/forms/refusals.server";
import { languageOf } from "~/i18n/i18n";
import { pageMeta } from "~/navigation/page-meta";
import { notificationPages } from "~/notifications/pages";
import { SETTINGS_LIMITS, TIME_ZONE_CHOICES, utcOffset } from "~/notifications/rules";
import { settingsSchema } from "~/notifications/settings-form";
import { organisationSettings, saveSettings } from "~/notifications/settings.server";
import { writeUserNumber } from "~/units/parse-number";
import { useUnits } from "~/units/use-units";

const page = notificationPages.settings;
export const meta = pageMeta(page.titleKey);

const HOURS = Array.from(
  { length: SETTINGS_LIMITS.lastHour - SETTINGS_LIMITS.firstHour + 1 },
  (_, index) => SETTINGS_LIMITS.firstHour + index,
);

// The approvers' page for the organisation's notification rules (privilege 13, decision 070):
// the daily reminder's hour and time zone, and the percentage over the AFE. Always the signed-in
// organisation's own row; a save names the version it started from.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: page.privilege });
  const { settings, version } = await organisationSettings(user.orgId);
  const now = new Date();
  const names = TIME_ZONE_CHOICES.includes(settings.timeZone)
    ? TIME_ZONE_CHOICES
    : [settings.timeZone, ...TIME_ZONE_CHOICES];
  return json({
    settings,
    version,
    zones: names.map((name) => ({ name, offset: utcOffset(name, now) })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege: page.privilege });
  const submission = parseWithZod(await readForm(request), {
    schema: settingsSchema(languageOf(user)),
  });
  if (submission.status !== "success") return json({ reply: submission.reply() }, 400);
  const saved = await saveSettings(user, submission.value);
  if (!saved.ok) {
    // Nothing is saved; what was typed comes back with the message.
    return json(
      { reply: submission.reply({ formErrors: ["notifications.settings.conflict"] }) },
      409,
    );
  }
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: "notifications.settings.saved",
  });
  return redirect(page.path, { headers: { "Set-Cookie": cookie } });
}

export default function NotificationSettingsPage() {
  const { t } = useTranslation();
  const { version } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div>
      <div className="page-header">
        <h1>{t("notifications.settings.title")}</h1>
      </div>
      <p className="hint">{t("notifications.settings.intro")}</p>
      <p>
        <Link to={notificationPages.distribution.path}>
          {t("notifications.distribution.title")}
        </Link>
      </p>
      {/* A save loads the new version: the form starts again from what is now saved. */}
      <SettingsForm key={version} lastResult={actionData?.reply} />
    </div>
  );
}

function SettingsForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const { settings, version, zones } = useLoaderData<typeof loader>();
  const { language } = useUnits();
  const schema = useMemo(() => settingsSchema(language), [language]);
  const [form, fields] = useForm({
    id: "notification-settings",
    lastResult,
    defaultValue: {
      version: String(version),
      reminderHour: String(settings.reminderHour),
      timeZone: settings.timeZone,
      overAfePercent: writeUserNumber(
        settings.overAfePercent,
        language,
        SETTINGS_LIMITS.percentDecimals,
      ),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const hint = (name: string) => `${form.id}-${name}-hint`;
  const described = (name: string, errorId: string, invalid: boolean) =>
    invalid ? `${hint(name)} ${errorId}` : hint(name);
  return (
    <section className="panel" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title">{t("notifications.settings.formTitle")}</h2>
      <Form method="post" {...getFormProps(form)} className="stack">
        {form.errors?.length ? (
          <p className="form-error" role="alert" id={form.errorId}>
            {form.errors.map((error) => translateError(t, error)).join(" ")}
          </p>
        ) : null}
        <input {...getInputProps(fields.version, { type: "hidden" })} />
        <div className="field">
          <label htmlFor={fields.reminderHour.id}>{t("notifications.settings.reminderHour")}</label>
          <select
            {...getSelectProps(fields.reminderHour)}
            aria-describedby={described(
              "hour",
              fields.reminderHour.errorId,
              Boolean(fields.reminderHour.errors),
            )}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {`${String(hour).padStart(2, "0")}:00`}
              </option>
            ))}
          </select>
          <p id={hint("hour")} className="hint">
            {t("notifications.settings.reminderHourHint")}
          </p>
          <FieldErrors id={fields.reminderHour.errorId} errors={fields.reminderHour.errors} />
        </div>
        <div className="field">
          <label htmlFor={fields.timeZone.id}>{t("notifications.settings.timeZone")}</label>
          <select
            {...getSelectProps(fields.timeZone)}
            aria-describedby={described(
              "zone",
              fields.timeZone.errorId,
              Boolean(fields.timeZone.errors),
            )}
          >
            {zones.map((zone) => (
              <option key={zone.name} value={zone.name}>
                {`${zone.name.replaceAll("_", " ")} (${zone.offset})`}
              </option>
            ))}
          </select>
          <p id={hint("zone")} className="hint">
            {t("notifications.settings.timeZoneHint")}
          </p>
          <FieldErrors id={fields.timeZone.errorId} errors={fields.timeZone.errors} />
        </div>
        <div className="field">
          <label htmlFor={fields.overAfePercent.id}>
            {t("notifications.settings.overAfePercent")}
            <span className="unit"> (%)</span>
          </label>
          <input
            {...getInputProps(fields.overAfePercent, { type: "text" })}
            inputMode="decimal"
            autoComplete="off"
            aria-describedby={described(
              "percent",
              fields.overAfePercent.errorId,
              Boolean(fields.overAfePercent.errors),
            )}
          />
          <p id={hint("percent")} className="hint">
            {t("notifications.settings.overAfePercentHint")}
          </p>
          <FieldErrors id={fields.overAfePercent.errorId} errors={fields.overAfePercent.errors} />
        </div>
        <div className="button-row">
          <SubmitButton>{t("notifications.settings.save")}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
