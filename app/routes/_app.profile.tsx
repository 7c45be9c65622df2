import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { SubmitButton } from "~/components/submit-button";

import { requireSignedIn, setToast } from "~/auth/session.server";
import { OwnNameAndEmailFields, useAccountForm } from "~/components/account-fields";
import { translateError } from "~/components/field-errors";
import { AccessTokens } from "~/components/access-tokens";
import type { TokenActionResult } from "~/identity/access-token-rules";
import { NewPasswordFields } from "~/components/new-password-fields";
import { useResetAfterSave } from "~/components/reset-after-save";
import { showToast } from "~/components/toasts";
import { Avatar } from "~/components/avatar";
import {
  changeAvatar,
  changeOwnPassword,
  profileOf,
  updateProfile,
} from "~/identity/account.server";
import { accessTokenAction, isTokenIntent } from "~/identity/access-token-actions.server";
import { listAccessTokens } from "~/identity/access-tokens.server";
import { IMAGE_ACCEPT, IMAGE_MAX_LABEL, imageErrorMessage } from "~/identity/image-files";
import { changePasswordSchema } from "~/identity/password-rules";
import { profileSchema } from "~/identity/schemas";
import { readImageForm } from "~/identity/uploads.server";
import { preferencesOf } from "~/notifications/notifications.server";
import { NotificationChoices } from "~/notifications/preferences-form";
import { useRootData } from "~/root";
import accountsStyles from "~/styles/accounts.css";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute("accounts.profile.title", {
  strings: ["accounts", "interop"],
  styles: [accountsStyles],
});

/** Typed passwords never come back in the page. */
const PASSWORD_FIELDS = ["current_password", "new_password", "confirm_password"];

// Profile (no privilege): the signed-in user's own details, avatar and password.
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireSignedIn(request);
  return json({
    profile: await profileOf(user.id),
    tokens: await listAccessTokens(user),
    notificationChoices: await preferencesOf(user),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, sessionId } = await requireSignedIn(request);
  const { form, upload } = await readImageForm(request, "avatar");
  // A request too large to read at all can only be the avatar form's.
  const intent = form.get("intent") ?? (upload.kind === "refused" ? "avatar" : null);
  if (isTokenIntent(intent)) return accessTokenAction(request, user, form);

  if (intent === "avatar") {
    if (upload.kind !== "image") {
      const error = upload.kind === "refused" ? upload.error : "required";
      return json({ intent, error: imageErrorMessage(error), reply: null }, { status: 400 });
    }
    await changeAvatar(user, upload.image);
    return redirect("/profile", {
      headers: {
        "Set-Cookie": await setToast(request, {
          kind: "success",
          title: "common.success",
          message: "accounts.profile.avatarUpdated",
        }),
      },
    });
  }

  if (intent === "password") {
    const submission = parseWithZod(form, { schema: changePasswordSchema });
    if (submission.status !== "success") {
      return json(
        {
          intent,
          error: null,
          reply: submission.reply({ hideFields: PASSWORD_FIELDS }),
        },
        { status: 400 },
      );
    }
    const changed = await changeOwnPassword(
      user,
      sessionId,
      {
        currentPassword: submission.value.current_password,
        newPassword: submission.value.new_password,
      },
      request,
    );
    if (!changed.ok) {
      return json(
        {
          intent,
          error: null,
          reply: submission.reply({
            fieldErrors: { [changed.field ?? ""]: [changed.error] },
            hideFields: PASSWORD_FIELDS,
          }),
        },
        { status: 400 },
      );
    }
    return redirect("/profile", {
      headers: {
        "Set-Cookie": await setToast(request, {
          kind: "success",
          title: "common.success",
          message: "password.changed",
        }),
      },
    });
  }

  const submission = parseWithZod(form, { schema: profileSchema });
  if (submission.status !== "success") {
    return json({ intent: "details", error: null, reply: submission.reply() }, { status: 400 });
  }
  const { language, ...details } = submission.value;
  const result = await updateProfile(user, {
    ...details,
    language: language === "auto" ? null : language,
  });
  if (!result.ok) {
    const reply = submission.reply(
      result.field
        ? { fieldErrors: { [result.field]: [result.error] } }
        : { formErrors: [result.error] },
    );
    return json({ intent: "details", error: null, reply }, { status: 409 });
  }
  return redirect("/profile", {
    headers: {
      "Set-Cookie": await setToast(request, {
        kind: "success",
        title: "common.success",
        message: "accounts.profile.saved",
      }),
    },
  });
}

type ActionResult = ReturnType<typeof useActionData<typeof action>>;

export default function Profile() {
  const { t } = useTranslation();
  const { profile, tokens, notificationChoices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saves = useResetAfterSave();
  const user = useRootData()?.user ?? null;
  return (
    <div>
      <div className="page-header">
        <h1>{t("accounts.profile.title")}</h1>
      </div>
      <AvatarForm key={`avatar-${user?.avatarUrl ?? "none"}-${saves}`} result={result} />
      {/* Keyed by version: after a save the form starts from the saved record and its version. */}
      <DetailsForm key={`details-${profile.version}`} profile={profile} result={result} />
      <PasswordForm key={`password-${saves}`} result={result} />
      <NotificationChoices choices={notificationChoices} hasEmail={Boolean(profile.email)} />
      <AccessTokens
        tokens={tokens}
        result={result && "created" in result ? (result as TokenActionResult) : null}
      />
    </div>
  );
}

function AvatarForm({ result }: { result: ActionResult }) {
  const { t } = useTranslation();
  const user = useRootData()?.user ?? null;
  // Spec section 8: a failed avatar change shows the 'Error update avatar' toast.
  const avatarError = result?.intent === "avatar" ? result.error : null;
  useEffect(() => {
    if (avatarError) {
      showToast({ kind: "error", title: "common.error", message: "accounts.profile.avatarError" });
    }
  }, [avatarError, result]);
  return (
    <section className="panel narrow" aria-labelledby="avatar-title">
      <h2 id="avatar-title">{t("accounts.profile.avatar")}</h2>
      <Form method="post" encType="multipart/form-data" className="profile-avatar">
        {user ? <Avatar user={user} size={72} /> : null}
        <input type="hidden" name="intent" value="avatar" />
        <div className="field">
          <label htmlFor="avatar">{t("accounts.profile.avatarFile")}</label>
          <input
            id="avatar"
            name="avatar"
            type="file"
            accept={IMAGE_ACCEPT}
            required
            aria-invalid={avatarError ? true : undefined}
            aria-describedby={avatarError ? "avatar-hint avatar-error" : "avatar-hint"}
          />
          <p id="avatar-hint" className="hint">
            {t("accounts.profile.avatarHint", { max: IMAGE_MAX_LABEL })}
          </p>
          {avatarError ? (
            <ul id="avatar-error" className="field-errors" role="alert">
              <li>{translateError(t, avatarError)}</li>
            </ul>
          ) : null}
        </div>
        <SubmitButton>{t("accounts.profile.uploadAvatar")}</SubmitButton>
      </Form>
    </section>
  );
}

function DetailsForm({
  profile,
  result,
}: {
  profile: ReturnType<typeof useLoaderData<typeof loader>>["profile"];
  result: ActionResult;
}) {
  const { t } = useTranslation();
  const user = useRootData()?.user ?? null;
  const [form, fields] = useForm({
    id: "profile-details",
    lastResult: result?.intent === "details" ? result.reply : undefined,
    defaultValue: {
      fullName: profile.fullName,
      email: profile.email ?? "",
      unitStandard: String(profile.unitStandard),
      language: profile.language,
      version: String(profile.version),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="panel narrow" aria-labelledby="details-title">
      <h2 id="details-title">{t("accounts.profile.details")}</h2>
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="details" />
        <input {...getInputProps(fields.version, { type: "hidden" })} />
        {form.errors ? (
          <p className="form-error" role="alert">
            {form.errors.map((error) => translateError(t, error)).join(" ")}
          </p>
        ) : null}
        <dl className="facts">
          <dt>{t("accounts.profile.username")}</dt>
          <dd>{profile.username}</dd>
          <dt>{t("accounts.profile.organisation")}</dt>
          <dd>{user?.orgName}</dd>
          <dt>{t("accounts.profile.role")}</dt>
          <dd>{user?.roleName}</dd>
        </dl>
        <OwnNameAndEmailFields
          fullName={fields.fullName}
          email={fields.email}
          labels={{ fullName: t("accounts.profile.fullName"), email: t("accounts.profile.email") }}
        />
        <fieldset className="field">
          <legend>{t("settings.unitSystem")}</legend>
          {[
            { value: "1", label: t("settings.unitSystemApi") },
            { value: "2", label: t("settings.unitSystemApimix") },
            { value: "3", label: t("settings.unitSystemGde") },
          ].map((option) => (
            <label key={option.value} className="radio">
              <input
                {...getInputProps(fields.unitStandard, { type: "radio", value: option.value })}
                // One id per choice: conform gives the field's id to each of the three.
                id={`${fields.unitStandard.id}-${option.value}`}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={fields.language.id}>{t("settings.language")}</label>
          <select {...getSelectProps(fields.language)}>
            <option value="auto">{t("settings.languageAuto")}</option>
            <option value="en">{t("settings.languageEn")}</option>
            <option value="id">{t("settings.languageId")}</option>
          </select>
        </div>
        <div className="button-row">
          <SubmitButton>{t("common.save")}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function PasswordForm({ result }: { result: ActionResult }) {
  const { t } = useTranslation();
  const [form, fields] = useAccountForm(
    "profile-password",
    changePasswordSchema,
    result?.intent === "password" ? result.reply : undefined,
  );
  return (
    <section className="panel narrow" aria-labelledby="password-title">
      <h2 id="password-title">{t("accounts.profile.password")}</h2>
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="password" />
        <NewPasswordFields
          currentPassword={fields.current_password}
          newPassword={fields.new_password}
          confirmPassword={fields.confirm_password}
        />
        <div className="button-row">
          <SubmitButton>{t("accounts.profile.changePassword")}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
