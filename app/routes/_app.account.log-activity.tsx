import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
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
import { pageMeta } from "~/navigation/page-meta";
import { pages } from "~/navigation/pages";
import { useRootData } from "~/root";
import accountsStyles from "~/styles/accounts.css";
import { clientLoaderWithStrings, type ScreenStrings } from "~/i18n/screen-strings";

export const handle: ScreenStrings = { strings: ["accounts"] };
export const clientLoader = clientLoaderWithStrings(handle);

export const meta = pageMeta(pages.logActivity.titleKey);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountsStyles }];

/** The filters from the address; a malformed one is dropped and explained next to its field. */
function readFilter(params: URLSearchParams): {
  filter: AuditFilter;
  errors: Record<string, string>;
} {
  const input: Record<string, string | undefined> = {};
  for (const key of AUDIT_FILTER_KEYS) input[key] = params.get(key)?.trim() || undefined;
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
  return { filter: parsed.success ? parsed.data : {}, errors };
}

// Log Activity (privilege 3): who did what, when, to which record; filters and pagination.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: pages.logActivity.privilege });
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get("page"));
  const { filter, errors } = readFilter(url.searchParams);
  // A user or organisation of someone else in the address is refused (404) before anything loads.
  const list = await withinScope(user, request, () =>
    loadList("activity", () => listActivity(user, filter, page), {
      rows: [],
      window: pageWindow(1, 0),
    }),
  );
  const [options, organisations] = await Promise.all([
    activityFilterOptions(user),
    user.administersClients ? organisationChoices(user) : Promise.resolve([]),
  ]);
  return json({
    ...list.data,
    failed: list.failed,
    filter,
    errors,
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
  const { filter, errors, options } = data;
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
          <div className="field">
            <label htmlFor="log-user">{t("accounts.log.user")}</label>
            <select id="log-user" name="user" defaultValue={filter.user ?? ""}>
              <option value="">{t("accounts.log.anyUser")}</option>
              {options.users.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
            <FieldErrors id="log-user-error" errors={errors.user ? [errors.user] : undefined} />
          </div>
          <div className="field">
            <label htmlFor="log-action">{t("accounts.log.action")}</label>
            <select id="log-action" name="action" defaultValue={filter.action ?? ""}>
              <option value="">{t("accounts.log.anyAction")}</option>
              {options.actions.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="log-record">{t("accounts.log.recordType")}</label>
            <select id="log-record" name="recordType" defaultValue={filter.recordType ?? ""}>
              <option value="">{t("accounts.log.anyRecordType")}</option>
              {options.recordTypes.map((type) => (
                <option key={type} value={type}>
                  {recordLabel(type)}
                </option>
              ))}
            </select>
          </div>
          {data.administersClients ? (
            <div className="field">
              <label htmlFor="log-org">{t("accounts.log.organisation")}</label>
              <select id="log-org" name="org" defaultValue={filter.org ?? ""}>
                <option value="">{t("accounts.log.anyOrganisation")}</option>
                {data.organisations.map((org) => (
                  <option key={org.id} value={org.id}>
                    {org.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor="log-from">{t("accounts.log.from")}</label>
            <input
              id="log-from"
              type="date"
              name="from"
              defaultValue={filter.from ?? ""}
              aria-invalid={errors.from ? true : undefined}
            />
            <FieldErrors id="log-from-error" errors={errors.from ? [errors.from] : undefined} />
          </div>
          <div className="field">
            <label htmlFor="log-to">{t("accounts.log.to")}</label>
            <input
              id="log-to"
              type="date"
              name="to"
              defaultValue={filter.to ?? ""}
              aria-invalid={errors.to ? true : undefined}
            />
            <FieldErrors id="log-to-error" errors={errors.to ? [errors.to] : undefined} />
          </div>
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
