import type { SubmissionResult } from "@conform-to/react";
import { getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { InputField } from "~/components/account-fields";
import { FieldErrors } from "~/components/field-errors";
import { ActiveBadge, type ManageColumn } from "~/components/manage-list";
import { PASSWORD_MIN_LENGTH } from "~/identity/password-rules";
import { userSchema } from "~/identity/schemas";
import type { UserRow } from "~/identity/users.server";

import { OrganisationField, RecordForm } from "./record-form";
import {
  editRemoveColumn,
  recordFormKey,
  RemovableRecordsTab,
  type RemovableRecords,
} from "./manage-tab";

interface Choice {
  id: number;
  name: string;
}

export function UserSection({
  organisations,
  roles,
  administersClients,
  actorOrgId,
  saves,
  lastResult,
  removeResult,
  ...records
}: RemovableRecords<UserRow> & {
  organisations: (Choice & { isActive: boolean })[];
  roles: (Choice & { orgId: number })[];
  administersClients: boolean;
  actorOrgId: number;
  /** Grows with each successful save: the Add form then starts again from its defaults. */
  saves: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  removeResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation();
  const columns: ManageColumn<UserRow>[] = [
    {
      key: "fullName",
      header: t("accounts.users.fullName"),
      cell: (user) => (
        <>
          {user.fullName}
          <span className="cell-hint">
            {user.username}
            {user.email ? ` · ${user.email}` : ""}
          </span>
        </>
      ),
    },
    ...(administersClients
      ? [
          {
            key: "organisation",
            header: t("accounts.users.organisation"),
            cell: (user: UserRow) =>
              user.orgName ?? <span className="badge waiting">{t("accounts.users.awaiting")}</span>,
          },
        ]
      : []),
    {
      key: "role",
      header: t("accounts.users.role"),
      cell: (user) => user.roleName ?? t("accounts.users.none"),
    },
    {
      key: "active",
      header: t("accounts.users.active"),
      cell: (user) => <ActiveBadge active={user.isActive} />,
    },
    editRemoveColumn(t("accounts.list.actions"), (user) => user.username),
  ];
  return (
    <RemovableRecordsTab
      record="user"
      records={records}
      columns={columns}
      question={(row) =>
        t("accounts.users.removeQuestion", {
          name: `${row.fullName} (${row.username})`,
        })
      }
      removeResult={removeResult}
    >
      <UserForm
        key={recordFormKey(records.editing, saves)}
        editing={records.editing}
        organisations={organisations}
        roles={roles}
        administersClients={administersClients}
        actorOrgId={actorOrgId}
        lastResult={lastResult}
      />
    </RemovableRecordsTab>
  );
}

function UserForm({
  editing,
  organisations,
  roles,
  administersClients,
  actorOrgId,
  lastResult,
}: {
  editing: UserRow | null;
  organisations: (Choice & { isActive: boolean })[];
  roles: (Choice & { orgId: number })[];
  administersClients: boolean;
  actorOrgId: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation();
  const initialOrg = editing ? (editing.orgId ?? "") : administersClients ? "" : actorOrgId;
  const [form, fields] = useForm({
    id: editing ? `user-${editing.id}` : "user-add",
    lastResult,
    // Add mode starts from the defaults; edit mode from the record (spec section 4, "Forms").
    defaultValue: editing
      ? {
          id: String(editing.id),
          version: String(editing.version),
          fullName: editing.fullName,
          username: editing.username,
          email: editing.email ?? "",
          orgId: String(initialOrg),
          roleId: editing.roleId === null ? "" : String(editing.roleId),
          isActive: editing.isActive ? "on" : undefined,
          administersClients: editing.administersClients ? "on" : undefined,
        }
      : { orgId: String(initialOrg) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: userSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // With JavaScript the role list follows the chosen organisation; without it every role is
  // listed under its organisation and the server checks that they match.
  const [orgId, setOrgId] = useState<string>(String(fields.orgId.initialValue ?? initialOrg));
  const orgName = new Map(organisations.map((org) => [org.id, org.name]));
  const visibleRoles = roles.filter((role) => !orgId || String(role.orgId) === orgId);
  const roleGroups = [...new Set(visibleRoles.map((role) => role.orgId))];

  return (
    <RecordForm
      titleId="user-form-title"
      title={
        editing ? t("accounts.users.edit", { name: editing.fullName }) : t("accounts.users.add")
      }
      intent="save-user"
      form={form}
      record={editing ? { id: fields.id, version: fields.version } : null}
    >
      <InputField field={fields.fullName} label={t("accounts.users.fullName")} type="text" />
      <InputField
        field={fields.username}
        label={t("accounts.users.username")}
        type="text"
        autoComplete="off"
      />
      <InputField
        field={fields.email}
        label={t("accounts.users.email")}
        type="email"
        autoComplete="off"
      />
      {administersClients ? (
        <OrganisationField
          field={fields.orgId}
          label={t("accounts.users.organisation")}
          organisations={organisations}
          placeholder={t("accounts.users.chooseOrganisation")}
          onChange={setOrgId}
        />
      ) : (
        <input type="hidden" name={fields.orgId.name} value={actorOrgId} />
      )}
      <div className="field">
        <label htmlFor={fields.roleId.id}>{t("accounts.users.role")}</label>
        <select {...getSelectProps(fields.roleId)}>
          <option value="">{t("accounts.users.chooseRole")}</option>
          {roleGroups.map((group) => (
            <optgroup key={group} label={orgName.get(group) ?? ""}>
              {visibleRoles
                .filter((role) => role.orgId === group)
                .map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <FieldErrors id={fields.roleId.errorId} errors={fields.roleId.errors} />
      </div>
      {editing ? (
        <div className="field">
          <label className="checkbox">
            <input {...getInputProps(fields.isActive, { type: "checkbox" })} />
            {t("accounts.users.active")}
          </label>
          <FieldErrors id={fields.isActive.errorId} errors={fields.isActive.errors} />
        </div>
      ) : (
        <InputField
          field={fields.password}
          label={t("accounts.users.password")}
          type="password"
          autoComplete="new-password"
          hint={t("password.rules", { min: PASSWORD_MIN_LENGTH })}
        />
      )}
      {administersClients ? (
        <div className="field">
          <label className="checkbox">
            <input {...getInputProps(fields.administersClients, { type: "checkbox" })} />
            {t("accounts.users.administersClients")}
          </label>
          <FieldErrors
            id={fields.administersClients.errorId}
            errors={fields.administersClients.errors}
          />
        </div>
      ) : null}
    </RecordForm>
  );
}
