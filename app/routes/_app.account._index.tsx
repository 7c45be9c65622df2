import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { requireUser } from "~/auth/session.server";
import { ActiveBadge, ManageList, type ManageColumn } from "~/components/manage-list";
import { parsePage, queryText } from "~/forms/input";
import { loadList } from "~/identity/lists.server";
import { listOrganisations } from "~/identity/organisations.server";
import { pageWindow } from "~/identity/paging";
import { pages } from "~/navigation/pages";
import accountsStyles from "~/styles/accounts.css";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(pages.clientDetails.titleKey, {
  strings: ["accounts"],
  styles: [accountsStyles],
});

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
  const columns: ManageColumn<(typeof rows)[number]>[] = [
    {
      key: "logo",
      header: t("accounts.clients.logo"),
      cell: (org) =>
        org.logoUrl ? <img className="logo-thumb" src={org.logoUrl} alt={org.name} /> : null,
    },
    { key: "name", header: t("accounts.clients.name"), cell: (org) => org.name },
    {
      key: "colour",
      header: t("accounts.clients.colour"),
      cell: (org) => (
        <>
          <span className="swatch" style={{ backgroundColor: org.bgColor }} />
          <code>{org.bgColor}</code>
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
      header: <span className="visually-hidden">{t("accounts.list.actions")}</span>,
      cell: (org) => (
        <Link
          to={`/account/detail/${org.id}`}
          aria-label={`${t("accounts.list.details")}: ${org.name}`}
        >
          {t("accounts.list.details")}
        </Link>
      ),
    },
  ];
  return (
    <div>
      <div className="page-header">
        <h1>{t("accounts.clients.title")}</h1>
      </div>
      <ManageList
        filterLabel={t("accounts.clients.filterLabel")}
        rows={rows}
        window={window}
        failed={failed}
        columns={columns}
      />
    </div>
  );
}
