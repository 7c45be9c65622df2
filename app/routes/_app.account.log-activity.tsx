import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { requireUser } from "~/auth/session.server";
import { FieldErrors } from "~/components/field-errors";
import { ListStatus, Pagination } from "~/components/list-controls";
import { BAD_RECORD, parsePage } from "~/forms/input";
import { formatDateTime } from "~/i18n/i18n";
import { activityFilterOptions, listActivity } from "~/identity/activity-log.server";
import { loadList } from "~/identity/lists.server";
import { organisationChoices } from "~/identity/organisations.server";
import { pageWindow, rowNumbers } from "~/identity/paging";
import { AUDIT_FILTER_KEYS, auditFilterSchema, type AuditFilter } from "~/identity/schemas";
import { withinScope } from "~/identity/tenancy.server";
import { pages } from "~/navigation/pages";
import { useRootData } from "~/root";
import accountsStyles from "~/styles/accounts.css";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(pages.logActivity.titleKey, {
  strings: ["accounts"],
  styles: [accountsStyles],
});

/**
 * The filters from the address; a malformed one is dropped and explained next to its field,
 * which keeps the dates as typed so the person sees what to correct. So is an organisation that
 * is none of those the person may choose (`organisations`, for a client administrator).
 */
function readFilter(
  params: URLSearchParams,
  organisations: readonly { id: number }[] | null,
): {
  filter: AuditFilter;
  errors: Record<string, string>;
  typed: { from?: string; to?: string };
} {
  const input: Record<string, string | undefined> = {};
  for (const key of AUDIT_FILTER_KEYS) input[key] = params.get(key)?.trim() || undefined;
  const typed = { from: input.from, to: input.to };
  const errors: Record<string, string> = {};
  let parsed = auditFilterSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      // A user or organisation that is no number says so; the other messages are the field's own.
      errors[key] = issue.message === BAD_RECORD ? "validation.number" : issue.message;
      input[key] = undefined;
    }
    parsed = auditFilterSchema.safeParse(input);
  }
  const filter: AuditFilter = parsed.success ? parsed.data : {};
  const { org } = filter;
  if (org !== undefined && organisations && !organisations.some(({ id }) => id === org)) {
    errors.org = "accounts.log.unknownOrganisation";
    delete filter.org;
  }
  return { filter, errors, typed };
}

// Log Activity (privilege 3): who did what, when, to which record; filters and pagination.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: pages.logActivity.privilege });
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get("page"));
  // A client administrator chooses among every organisation; the others see only their own.
  const organisations = user.administersClients ? await organisationChoices(user) : [];
  const { filter, errors, typed } = readFilter(
    url.searchParams,
    user.administersClients ? organisations : null,
  );
  // A user or organisation of someone else in the address is refused (404) before anything loads.
  const list = await withinScope(user, request, () =>
    loadList("activity", () => listActivity(user, filter, page), {
      rows: [],
      window: pageWindow(1, 0),
    }),
  );
  const options = await activityFilterOptions(user);
  return json({
    ...list.data,
    failed: list.failed,
    filter,
    errors,
    typed,
    options,
    organisations,
    administersClients: user.administersClients,
  });
}

export default function LogActivity() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const language = useRootData()?.language ?? "en";
  const numbers = rowNumbers(data.window, data.rows.length);
  const { filter, errors, typed, options } = data;
  const actionLabel = (action: string) =>
    t(`accounts.log.actions.${action}`, { defaultValue: action });
  const recordLabel = (type: string) =>
    t(`accounts.log.recordTypes.${type}`, { defaultValue: type });
  return (
    <div>
      <div className="page-header">
        <h1>{t("accounts.log.title")}</h1>
      </div>
      <section className="panel">
        <Form method="get" className="log-filters" aria-label={t("accounts.list.filter")}>
          <ChoiceFilter
            id="log-user"
            name="user"
            label={t("accounts.log.user")}
            any={t("accounts.log.anyUser")}
            value={filter.user}
            choices={options.users.map((option) => ({ value: option.id, label: option.label }))}
            error={errors.user}
          />
          <ChoiceFilter
            id="log-action"
            name="action"
            label={t("accounts.log.action")}
            any={t("accounts.log.anyAction")}
            value={filter.action}
            choices={options.actions.map((action) => ({
              value: action,
              label: actionLabel(action),
            }))}
          />
          <ChoiceFilter
            id="log-record"
            name="recordType"
            label={t("accounts.log.recordType")}
            any={t("accounts.log.anyRecordType")}
            value={filter.recordType}
            choices={options.recordTypes.map((type) => ({ value: type, label: recordLabel(type) }))}
          />
          {data.administersClients ? (
            <ChoiceFilter
              id="log-org"
              name="org"
              label={t("accounts.log.organisation")}
              any={t("accounts.log.anyOrganisation")}
              value={filter.org}
              choices={data.organisations.map((org) => ({ value: org.id, label: org.name }))}
              error={errors.org}
            />
          ) : null}
          <DateFilter
            id="log-from"
            name="from"
            label={t("accounts.log.from")}
            value={filter.from ?? typed.from}
            error={errors.from}
          />
          <DateFilter
            id="log-to"
            name="to"
            label={t("accounts.log.to")}
            value={filter.to ?? typed.to}
            error={errors.to}
          />
          <button type="submit" className="button primary">
            {t("accounts.list.apply")}
          </button>
          <Link className="button" to="/account/log-activity">
            {t("accounts.list.clear")}
          </Link>
        </Form>
        <ListStatus failed={data.failed} empty={data.rows.length === 0} />
        {data.rows.length > 0 ? (
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("accounts.list.number")}</th>
                  <th scope="col">{t("accounts.log.when")}</th>
                  <th scope="col">{t("accounts.log.user")}</th>
                  {data.administersClients ? (
                    <th scope="col">{t("accounts.log.organisation")}</th>
                  ) : null}
                  <th scope="col">{t("accounts.log.action")}</th>
                  <th scope="col">{t("accounts.log.recordType")}</th>
                  <th scope="col">{t("accounts.log.detail")}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row, index) => (
                  <tr key={row.id}>
                    <td className="number">{numbers[index]}</td>
                    <td>{formatDateTime(row.at, language)}</td>
                    <td>
                      {row.userName
                        ? `${row.userName} (${row.username})`
                        : t("accounts.log.nobody")}
                    </td>
                    {data.administersClients ? <td>{row.orgName ?? ""}</td> : null}
                    <td>{actionLabel(row.action)}</td>
                    <td>
                      {recordLabel(row.recordType)}
                      {row.recordId ? ` #${row.recordId}` : ""}
                    </td>
                    <td className="detail-text">{row.detail ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <Pagination window={data.window} />
      </section>
    </div>
  );
}

/** One filter of the log: any, or one of its choices; a malformed one in the address is explained. */
function ChoiceFilter({
  id,
  name,
  label,
  any,
  value,
  choices,
  error,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  value: string | number | undefined;
  choices: { value: string | number; label: string }[];
  error?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

/** The first or last day of the log to show; a malformed date in the address is explained. */
function DateFilter({
  id,
  name,
  label,
  value,
  error,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  error: string | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldErrors id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}
