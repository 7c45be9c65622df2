import type { SubmissionResult } from "@conform-to/react";
import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { FieldErrors } from "~/components/field-errors";
import { FilterForm, ListStatus, Pagination, type PageInfo } from "~/components/list-controls";
import { IMAGE_ACCEPT, IMAGE_MAX_LABEL } from "~/identity/image-files";
import type { OrganisationDetail, OrganisationRow } from "~/identity/organisations.server";
import { rowNumbers } from "~/identity/paging";
import { organisationSchema } from "~/identity/schemas";

import { InputField, RecordForm } from "./record-form";
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
  const numbers = rowNumbers(window, rows.length);
  return (
    <div className="manage-layout">
      <section className="panel" aria-labelledby="organisations-title">
        <h2 id="organisations-title">{t("accounts.manage.organisations")}</h2>
        <FilterForm label={t("accounts.organisations.filterLabel")} keep={["tab"]} />
        <ListStatus failed={failed} empty={rows.length === 0} />
        {rows.length > 0 ? (
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("accounts.list.number")}</th>
                  <th scope="col">{t("accounts.clients.logo")}</th>
                  <th scope="col">{t("accounts.clients.name")}</th>
                  <th scope="col">{t("accounts.clients.active")}</th>
                  <th scope="col">{t("accounts.clients.users")}</th>
                  <th scope="col">{t("accounts.list.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((org, index) => (
                  <tr key={org.id} className={editing?.id === org.id ? "selected" : undefined}>
                    <td className="number">{numbers[index]}</td>
                    <td>
                      {org.logoUrl ? <img className="logo-thumb" src={org.logoUrl} alt="" /> : null}
                    </td>
                    <td>
                      <span className="swatch" style={{ backgroundColor: org.bgColor }} />
                      {org.name}
                    </td>
                    <td>
                      <span className={`badge ${org.isActive ? "ok" : "off"}`}>
                        {org.isActive ? t("accounts.list.yes") : t("accounts.list.no")}
                      </span>
                    </td>
                    <td>{org.userCount}</td>
                    <td>
                      <span className="row-actions">
                        <Link
                          to={href({ edit: org.id, remove: null })}
                          aria-label={`${t("accounts.list.edit")}: ${org.name}`}
                        >
                          {t("accounts.list.edit")}
                        </Link>
                        <Link to={`/account/detail/${org.id}`}>{t("accounts.list.details")}</Link>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <Pagination window={window} />
      </section>
      {editing || canCreate ? (
        <OrganisationForm
          key={editing ? `edit-${editing.id}-${editing.version}` : `add-${saves}`}
          editing={editing}
          lastResult={lastResult}
        />
      ) : null}
    </div>
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
    shouldValidate: "onBlur",
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
