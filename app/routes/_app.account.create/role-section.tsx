import type { SubmissionResult } from "@conform-to/react";
import { getCollectionProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";

import { ALL_PRIVILEGES, privilegeLabelKey } from "~/auth/privileges";
import { InputField } from "~/components/account-fields";
import { FieldErrors } from "~/components/field-errors";
import { type ManageColumn } from "~/components/manage-list";
import type { RoleRow } from "~/identity/roles.server";
import { roleSchema } from "~/identity/schemas";

import { OrganisationField, RecordForm } from "./record-form";
import {
  editRemoveColumn,
  recordFormKey,
  RemovableRecordsTab,
  type RemovableRecords,
} from "./manage-tab";

export function RoleSection({
  organisations,
  administersClients,
  actorOrgId,
  saves,
  lastResult,
  removeResult,
  ...records
}: RemovableRecords<RoleRow> & {
  organisations: { id: number; name: string }[];
  administersClients: boolean;
  actorOrgId: number;
  /** Grows with each successful save: the Add form then starts again from its defaults. */
  saves: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  removeResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation();
  const columns: ManageColumn<RoleRow>[] = [
    ...(administersClients
      ? [
          {
            key: "organisation",
            header: t("accounts.roles.organisation"),
            cell: (role: RoleRow) => role.orgName,
          },
        ]
      : []),
    { key: "name", header: t("accounts.roles.name"), cell: (role) => role.name },
    {
      key: "privileges",
      header: t("accounts.roles.privileges"),
      cell: (role) => role.privileges.join(", "),
      title: (role) => role.privileges.map((p) => t(privilegeLabelKey(p))).join(", "),
    },
    { key: "users", header: t("accounts.roles.users"), cell: (role) => role.userCount },
    editRemoveColumn(t("accounts.list.actions"), (role) => role.name),
  ];
  return (
    <RemovableRecordsTab
      record="role"
      records={records}
      columns={columns}
      question={(row) => t("accounts.roles.removeQuestion", { name: row.name })}
      removeResult={removeResult}
    >
      <RoleForm
        key={recordFormKey(records.editing, saves)}
        editing={records.editing}
        organisations={organisations}
        administersClients={administersClients}
        actorOrgId={actorOrgId}
        lastResult={lastResult}
      />
    </RemovableRecordsTab>
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
    shouldValidate: "onSubmit",
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
