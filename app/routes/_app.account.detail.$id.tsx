import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { hasPrivilege } from "~/auth/privileges";
import { requireUser } from "~/auth/session.server";
import { ActiveBadge } from "~/components/manage-list";
import { idFromAddress } from "~/forms/refusals.server";
import { formatDate, isLanguage, translator } from "~/i18n/i18n";
import { getOrganisation } from "~/identity/organisations.server";
import { withinScope } from "~/identity/tenancy.server";
import { pages } from "~/navigation/pages";
import { useRootData } from "~/root";
import accountsStyles from "~/styles/accounts.css";
import { ColumnHeads } from "~/components/column-heads";
import { clientLoaderWithStrings, type ScreenStrings } from "~/i18n/screen-strings";

export const handle: ScreenStrings = { strings: ["accounts"] };
export const clientLoader = clientLoaderWithStrings(handle);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountsStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as
    { language?: unknown } | undefined;
  const t = translator(isLanguage(root?.language) ? root.language : "en");
  const name = data?.organisation.name ?? t(pages.clientDetail.titleKey);
  return [{ title: `${name} | ${t("app.titleSuffix")}` }];
};

// One organisation with its users and wells count. No privilege (spec route table), but only
// the user's own organisation (any, for a client administrator); another id answers 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = idFromAddress(params.id);
  const organisation = await withinScope(user, request, () => getOrganisation(user, id));
  return json({
    organisation,
    canManage: hasPrivilege(user.privileges, pages.manageAccount.privilege),
    // Tokens are listed for the organisation one is signed in to, never another's.
    canSeeTokens:
      organisation.id === user.orgId &&
      hasPrivilege(user.privileges, pages.organisationTokens.privilege),
  });
}

export default function OrganisationDetail() {
  const { t } = useTranslation();
  const { organisation, canManage, canSeeTokens } = useLoaderData<typeof loader>();
  const language = useRootData()?.language ?? "en";
  return (
    <div>
      <div className="page-header">
        <h1>
          {organisation.logoUrl ? (
            <img className="logo-thumb" src={organisation.logoUrl} alt="" />
          ) : null}{" "}
          {organisation.name}
        </h1>
        {canManage ? (
          <Link className="button" to={`/account/create?tab=organisations&edit=${organisation.id}`}>
            {t("accounts.detail.manage")}
          </Link>
        ) : null}
        {canSeeTokens ? (
          <Link className="button" to={pages.organisationTokens.path}>
            {t("orgTokens.title")}
          </Link>
        ) : null}
      </div>
      <section className="panel">
        <dl className="facts">
          <dt>{t("accounts.clients.active")}</dt>
          <dd>
            <span className={`badge ${organisation.isActive ? "ok" : "off"}`}>
              {organisation.isActive ? t("accounts.detail.active") : t("accounts.detail.inactive")}
            </span>
          </dd>
          <dt>{t("accounts.detail.colour")}</dt>
          <dd>
            <span className="swatch" style={{ backgroundColor: organisation.bgColor }} />
            <code>{organisation.bgColor}</code>
          </dd>
          <dt>{t("accounts.detail.created")}</dt>
          <dd>{formatDate(organisation.createdAt, language)}</dd>
          <dt>{t("accounts.detail.users")}</dt>
          <dd>{organisation.userCount}</dd>
          <dt>{t("accounts.detail.wells")}</dt>
          <dd>{organisation.wellCount}</dd>
        </dl>
      </section>
      <section className="panel" aria-labelledby="users-title">
        <h2 id="users-title">{t("accounts.detail.users")}</h2>
        {organisation.users.length === 0 ? (
          <p className="hint">{t("accounts.detail.noUsers")}</p>
        ) : (
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table">
              <ColumnHeads
                labels={[
                  t("accounts.list.number"),
                  t("accounts.users.fullName"),
                  t("accounts.users.username"),
                  t("accounts.users.email"),
                  t("accounts.users.role"),
                  t("accounts.users.active"),
                ]}
              />
              <tbody>
                {organisation.users.map((user, index) => (
                  <tr key={user.id}>
                    <td className="number">{index + 1}</td>
                    <td>{user.fullName}</td>
                    <td>{user.username}</td>
                    <td>{user.email}</td>
                    <td>{user.roleName}</td>
                    <td>
                      <ActiveBadge active={user.isActive} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
