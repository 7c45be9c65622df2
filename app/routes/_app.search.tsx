import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { requireUser } from "~/auth/session.server";
import { queryText } from "~/forms/input";
import { pageMeta } from "~/navigation/page-meta";
import { SEARCH_MIN_LENGTH } from "~/search/hits";
import { siteSearch } from "~/search/search.server";

export const meta = pageMeta("assets.search.title");

// The top-bar search: the search box fetches this loader's data as the user types; without
// JavaScript the box submits here and this page lists what was found.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const q = queryText(new URL(request.url).searchParams.get("q"));
  const hits = await siteSearch(user.orgId, q);
  return json(
    { q, hits, tooShort: q.length < SEARCH_MIN_LENGTH },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function SearchResults() {
  const { t } = useTranslation();
  const { q, hits, tooShort } = useLoaderData<typeof loader>();
  return (
    <section className="search-page" aria-labelledby="search-title">
      <h1 id="search-title">
        {q ? t("assets.search.resultsFor", { q }) : t("assets.search.title")}
      </h1>
      {tooShort ? (
        <p className="hint">{t("assets.search.tooShort", { min: SEARCH_MIN_LENGTH })}</p>
      ) : hits.length === 0 ? (
        <p>{t("assets.search.noResults", { q })}</p>
      ) : (
        <ul className="search-page-hits">
          {hits.map((hit) => (
            <li key={`${hit.kind}-${hit.id}`}>
              <span className="search-kind">{t(hit.kindLabelKey)}</span>
              <Link to={hit.href} className="search-title">
                {hit.title}
              </Link>
              {hit.detail ? <span className="search-detail">{hit.detail}</span> : null}
              {hit.selectsWell ? (
                <Form method="post" action="/field/well" className="select-well-form">
                  <input type="hidden" name="intent" value="select" />
                  <input type="hidden" name="wellId" value={hit.selectsWell} />
                  <button type="submit" className="button small">
                    {t("assets.search.select")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
