import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { requireUser } from "~/auth/session.server";
import { FilterForm, ListStatus, Pagination } from "~/components/list-controls";
import { parsePage, queryText } from "~/forms/input";
import { loadList } from "~/identity/lists.server";
import { listOrganisations } from "~/identity/organisations.server";
import { pageWindow, rowNumbers } from "~/identity/paging";
import { pageMeta } from "~/navigation/page-meta";
import { pages } from "~/navigation/pages";
import accountsStyles from "~/styles/accounts.css";

export const meta = pageMeta(pages.clientDetails.titleKey);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountsStyles }];

// Client Details: the organisations the user may see, with their active flag, logo and colour.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: pages.clientDetails.privilege });
  const url = new URL(request.url);
  const q = queryText(url.searchParams.get("q"));
  const page = parsePage(url.searchParams.get("page"));
  const { data, failed } = await loadList(
    "organisation",
    () => listOrganisations(user, { q, page }),
    { rows: [], window: pageWindow(1, 0) },
  );
  return json({ ...data, failed });
}

export default function ClientDetails() {
  const { t } = useTranslation();
  const { rows, window, failed } = useLoaderData<typeof loader>();
  const numbers = rowNumbers(window, rows.length);
  return (
    <div>
      <div className="page-header">
        <h1>{t("accounts.clients.title")}</h1>
      </div>
      <section className="panel">
        <FilterForm label={t("accounts.clients.filterLabel")} />
        <ListStatus failed={failed} empty={rows.length === 0} />
        {rows.length > 0 ? (
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("accounts.list.number")}</th>
                  <th scope="col">{t("accounts.clients.logo")}</th>
                  <th scope="col">{t("accounts.clients.name")}</th>
                  <th scope="col">{t("accounts.clients.colour")}</th>
                  <th scope="col">{t("accounts.clients.active")}</th>
                  <th scope="col">{t("accounts.clients.users")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("accounts.list.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((org, index) => (
                  <tr key={org.id}>
                    <td className="number">{numbers[index]}</td>
                    <td>
                      {org.logoUrl ? (
                        <img className="logo-thumb" src={org.logoUrl} alt={org.name} />
                      ) : null}
                    </td>
                    <td>{org.name}</td>
                    <td>
                      <span className="swatch" style={{ backgroundColor: org.bgColor }} />
                      <code>{org.bgColor}</code>
                    </td>
                    <td>
                      <span className={`badge ${org.isActive ? "ok" : "off"}`}>
                        {org.isActive ? t("accounts.list.yes") : t("accounts.list.no")}
                      </span>
                    </td>
                    <td>{org.userCount}</td>
                    <td>
                      <Link
                        to={`/account/detail/${org.id}`}
                        aria-label={`${t("accounts.list.details")}: ${org.name}`}
                      >
                        {t("accounts.list.details")}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <Pagination window={window} />
      </section>
    </div>
  );
}
