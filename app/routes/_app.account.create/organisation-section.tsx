import type { SubmissionResult } from "@conform-to/react";
import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { InputField } from "~/components/account-fields";
import { FieldErrors } from "~/components/field-errors";
import { type PageInfo } from "~/components/list-controls";
import { ActiveBadge, type ManageColumn } from "~/components/manage-list";
import { IMAGE_ACCEPT, IMAGE_MAX_LABEL } from "~/identity/image-files";
import type { OrganisationDetail, OrganisationRow } from "~/identity/organisations.server";
import { organisationSchema } from "~/identity/schemas";

import { RecordForm } from "./record-form";
import { ManageTab, recordFormKey } from "./manage-tab";
import { useScreenHref } from "./tabs";

const DEFAULT_COLOUR = "#1f4e79";

export function OrganisationSection({
  rows,
  window,
  failed,
  editing,
  canCreate,
  saves,
  lastResult,
}: {
  rows: OrganisationRow[];
  window: PageInfo;
  failed: boolean;
  editing: OrganisationDetail | null;
  canCreate: boolean;
  /** Grows with each successful save: the Add form then starts again from its defaults. */
  saves: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation();
  const href = useScreenHref();
  const columns: ManageColumn<OrganisationRow>[] = [
    {
      key: "logo",
      header: t("accounts.clients.logo"),
      cell: (org) => (org.logoUrl ? <img className="logo-thumb" src={org.logoUrl} alt="" /> : null),
    },
    {
      key: "name",
      header: t("accounts.clients.name"),
      cell: (org) => (
        <>
          <span className="swatch" style={{ backgroundColor: org.bgColor }} />
          {org.name}
        </>
      ),
    },
    {
      key: "active",
      header: t("accounts.clients.active"),
      cell: (org) => <ActiveBadge active={org.isActive} />,
    },
    { key: "users", header: t("accounts.clients.users"), cell: (org) => org.userCount },
    {
      key: "actions",
      header: t("accounts.list.actions"),
      cell: (org) => (
        <span className="row-actions">
          <Link
            to={href({ edit: org.id, remove: null })}
            aria-label={`${t("accounts.list.edit")}: ${org.name}`}
          >
            {t("accounts.list.edit")}
          </Link>
          <Link to={`/account/detail/${org.id}`}>{t("accounts.list.details")}</Link>
        </span>
      ),
    },
  ];
  return (
    <ManageTab
      records="organisations"
      rows={rows}
      window={window}
      failed={failed}
      columns={columns}
      chosen={[editing]}
    >
      {editing || canCreate ? (
        <OrganisationForm
          key={recordFormKey(editing, saves)}
          editing={editing}
          lastResult={lastResult}
        />
      ) : null}
    </ManageTab>
  );
}

function OrganisationForm({
  editing,
  lastResult,
}: {
  editing: OrganisationDetail | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: editing ? `organisation-${editing.id}` : "organisation-add",
    lastResult,
    // Add mode starts from the defaults; edit mode from the record.
    defaultValue: editing
      ? {
          id: String(editing.id),
          version: String(editing.version),
          name: editing.name,
          bgColor: editing.bgColor,
          isActive: editing.isActive ? "on" : undefined,
        }
      : { name: "", bgColor: DEFAULT_COLOUR },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: organisationSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // The logo is read on the server only (its content decides), so its errors come from there.
  const logoErrors = form.allErrors.logo;
  return (
    <RecordForm
      titleId="organisation-form-title"
      title={
        editing
          ? t("accounts.organisations.edit", { name: editing.name })
          : t("accounts.organisations.add")
      }
      intent="save-organisation"
      form={form}
      record={editing ? { id: fields.id, version: fields.version } : null}
      multipart
    >
      <InputField field={fields.name} label={t("accounts.organisations.name")} type="text" />
      <InputField field={fields.bgColor} label={t("accounts.organisations.colour")} type="color" />
      <div className="field">
        <label htmlFor="organisation-logo">{t("accounts.organisations.logo")}</label>
        {editing?.logoUrl ? <img className="logo-thumb" src={editing.logoUrl} alt="" /> : null}
        <input
          id="organisation-logo"
          name="logo"
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby="organisation-logo-hint"
          aria-invalid={logoErrors?.length ? true : undefined}
        />
        <p id="organisation-logo-hint" className="hint">
          {t("accounts.organisations.logoHint", { max: IMAGE_MAX_LABEL })}
        </p>
        <FieldErrors id="organisation-logo-error" errors={logoErrors} />
      </div>
      {editing ? (
        <div className="field">
          <label className="checkbox">
            <input {...getInputProps(fields.isActive, { type: "checkbox" })} />
            {t("accounts.organisations.active")}
          </label>
          <p className="hint">{t("accounts.organisations.activeHint")}</p>
          <FieldErrors id={fields.isActive.errorId} errors={fields.isActive.errors} />
        </div>
      ) : null}
    </RecordForm>
  );
}
