import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { requireUser, setToast } from "~/auth/session.server";
import { TokenCells, TokenHeadings } from "~/components/access-tokens";
import { readForm } from "~/forms/refusals.server";
import { languageOf } from "~/i18n/i18n";
import { translator } from "~/i18n/resources.server";
import { revokeTokenSchema } from "~/identity/access-token-rules";
import {
  listOrganisationTokens,
  revokeOrganisationToken,
} from "~/identity/organisation-tokens.server";
import { pages } from "~/navigation/pages";
import { useRootData } from "~/root";
import accountsStyles from "~/styles/accounts.css";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(
  pages.organisationTokens.titleKey,
  { strings: ["interop"], styles: [accountsStyles] },
);

const privilege = pages.organisationTokens.privilege;

// The administrator's list of the organisation's API tokens, each with its holder, and a revoke
// button for the live ones. Only the signed-in organisation's: a client administrator sees the
// tokens of the organisation they are signed in to, like everyone else.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege });
  return json({ tokens: await listOrganisationTokens(user.orgId), orgName: user.orgName });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege });
  const form = await readForm(request);
  const parsed =
    form.get("intent") === "revokeToken"
      ? revokeTokenSchema.safeParse(Object.fromEntries(form))
      : null;
  const revoked = parsed?.success ? await revokeOrganisationToken(user, parsed.data.tokenId) : null;
  const t = translator(languageOf(user));
  return redirect(pages.organisationTokens.path, {
    headers: {
      "Set-Cookie": await setToast(request, {
        kind: revoked?.ok ? "success" : "error",
        title: revoked?.ok ? "common.success" : "common.error",
        message: revoked?.ok
          ? t("orgTokens.revokedToast", { name: revoked.name, holder: revoked.holder })
          : "interop.tokens.notFound",
      }),
    },
  });
}

export default function OrganisationTokens() {
  const { t } = useTranslation();
  const { tokens, orgName } = useLoaderData<typeof loader>();
  const language = useRootData()?.language ?? "en";
  return (
    <div>
      <div className="page-header">
        <h1>{t("orgTokens.title")}</h1>
      </div>
      <section className="panel">
        <p className="hint">{t("orgTokens.intro", { organisation: orgName })}</p>
        {tokens.length === 0 ? (
          <p>{t("orgTokens.none")}</p>
        ) : (
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table">
              <caption>{t("orgTokens.caption", { organisation: orgName })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("orgTokens.holder")}</th>
                  <TokenHeadings />
                </tr>
              </thead>
              <tbody>
                {tokens.map((token) => (
                  <tr key={token.id}>
                    <td>
                      {token.holder.fullName} ({token.holder.username})
                    </td>
                    <TokenCells
                      token={token}
                      language={language}
                      revokeLabel={t("orgTokens.revoke", {
                        name: token.name,
                        holder: token.holder.username,
                      })}
                    />
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
