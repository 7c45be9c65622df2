import type { SubmissionResult } from "@conform-to/react";
import { getCollectionProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";

import { ALL_PRIVILEGES, privilegeLabelKey } from "~/auth/privileges";
import { FieldErrors } from "~/components/field-errors";
import { FilterForm, ListStatus, Pagination, type PageInfo } from "~/components/list-controls";
import { rowNumbers } from "~/identity/paging";
import type { RoleRow } from "~/identity/roles.server";
import { roleSchema } from "~/identity/schemas";

import {
  EditRemoveLinks,
  InputField,
  OrganisationField,
  RecordForm,
  RemoveConfirm,
} from "./record-form";

export function RoleSection({
  rows,
  window,
  failed,
  editing,
  removing,
  organisations,
  administersClients,
  actorOrgId,
  saves,
  lastResult,
  removeResult,
}: {
  rows: RoleRow[];
  window: PageInfo;
  failed: boolean;
  editing: RoleRow | null;
  removing: RoleRow | null;
  organisations: { id: number; name: string }[];
  administersClients: boolean;
  actorOrgId: number;
  /** Grows with each successful save: the Add form then starts again from its defaults. */
  saves: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  removeResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation();
  const numbers = rowNumbers(window, rows.length);
  return (
    <div className="manage-layout">
      <section className="panel" aria-labelledby="roles-title">
        <h2 id="roles-title">{t("accounts.manage.roles")}</h2>
        <FilterForm label={t("accounts.roles.filterLabel")} keep={["tab"]} />
        <ListStatus failed={failed} empty={rows.length === 0} />
        {rows.length > 0 ? (
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("accounts.list.number")}</th>
                  {administersClients ? (
                    <th scope="col">{t("accounts.roles.organisation")}</th>
                  ) : null}
                  <th scope="col">{t("accounts.roles.name")}</th>
                  <th scope="col">{t("accounts.roles.privileges")}</th>
                  <th scope="col">{t("accounts.roles.users")}</th>
                  <th scope="col">{t("accounts.list.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((role, index) => (
                  <tr
                    key={role.id}
                    className={
                      editing?.id === role.id || removing?.id === role.id ? "selected" : undefined
                    }
                  >
                    <td className="number">{numbers[index]}</td>
                    {administersClients ? <td>{role.orgName}</td> : null}
                    <td>{role.name}</td>
                    <td title={role.privileges.map((p) => t(privilegeLabelKey(p))).join(", ")}>
                      {role.privileges.join(", ")}
                    </td>
                    <td>{role.userCount}</td>
                    <td>
                      <EditRemoveLinks id={role.id} name={role.name} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <Pagination window={window} />
      </section>
      <div>
        {removing ? (
          <RemoveConfirm
            key={`remove-${removing.id}`}
            titleId="remove-role-title"
            question={t("accounts.roles.removeQuestion", { name: removing.name })}
            intent="remove-role"
            record={removing}
            lastResult={removeResult}
          />
        ) : null}
        <RoleForm
          key={editing ? `edit-${editing.id}-${editing.version}` : `add-${saves}`}
          editing={editing}
          organisations={organisations}
          administersClients={administersClients}
          actorOrgId={actorOrgId}
          lastResult={lastResult}
        />
      </div>
    </div>
  );
}

function RoleForm({
  editing,
  organisations,
  administersClients,
  actorOrgId,
  lastResult,
}: {
  editing: RoleRow | null;
  organisations: { id: number; name: string }[];
  administersClients: boolean;
  actorOrgId: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: editing ? `role-${editing.id}` : "role-add",
    lastResult,
    defaultValue: editing
      ? {
          id: String(editing.id),
          version: String(editing.version),
          orgId: String(editing.orgId),
          name: editing.name,
          privileges: editing.privileges.map(String),
        }
      : { orgId: String(actorOrgId), name: "", privileges: [] },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: roleSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const privilegeBoxes = getCollectionProps(fields.privileges, {
    type: "checkbox",
    options: ALL_PRIVILEGES.map(String),
  });
  return (
    <RecordForm
      titleId="role-form-title"
      title={editing ? t("accounts.roles.edit", { name: editing.name }) : t("accounts.roles.add")}
      intent="save-role"
      form={form}
      record={editing ? { id: fields.id, version: fields.version } : null}
    >
      {administersClients && !editing ? (
        <OrganisationField
          field={fields.orgId}
          label={t("accounts.roles.organisation")}
          organisations={organisations}
        />
      ) : (
        <input {...getInputProps(fields.orgId, { type: "hidden" })} />
      )}
      <InputField field={fields.name} label={t("accounts.roles.name")} type="text" />
      <fieldset className="field">
        <legend>{t("accounts.roles.privileges")}</legend>
        <div className="privilege-list">
          {privilegeBoxes.map((box) => (
            <label key={box.value} className="checkbox">
              <input {...box} />
              {box.value}. {t(privilegeLabelKey(Number(box.value)))}
            </label>
          ))}
        </div>
        <FieldErrors id={fields.privileges.errorId} errors={fields.privileges.errors} />
      </fieldset>
    </RecordForm>
  );
}
