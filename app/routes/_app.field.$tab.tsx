import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { z } from "zod";

import { FieldTable, ListFilter, PadTable, Pagination, WellTable } from "~/assets/asset-lists";
import stylesheet from "~/assets/assets.css";
import { getField, listFields } from "~/assets/fields.server";
import { getPad, listPads } from "~/assets/pads.server";
import { MANAGE_ASSETS } from "~/assets/permissions";
import { SelectedWellCard } from "~/assets/selected-well-card";
import { clearSelectedWell, getSelectedWell, selectWell } from "~/assets/selection.server";
import { ASSET_TABS, isAssetTab, type AssetTab } from "~/assets/tabs";
import { getWellInfo, listWells } from "~/assets/wells.server";
import { hasPrivilege } from "~/auth/privileges";
import { notFound, requireUser, safeRedirectPath, setToast } from "~/auth/session.server";
import { parsePage, parseRecordId, queryText, recordId } from "~/forms/input";
import { badRequest, readForm } from "~/forms/refusals.server";
import { WaitingForApproval } from "~/components/waiting-for-approval";
import { isLanguage, translator } from "~/i18n/i18n";
import { canOpen, pages } from "~/navigation/pages";
import { waitingSummary } from "~/reports/review.server";
import { clientLoaderWithStrings, type ScreenStrings } from "~/i18n/screen-strings";

export const handle: ScreenStrings = { strings: ["ddr"] };
export const clientLoader = clientLoaderWithStrings(handle);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const meta: MetaFunction = ({ matches, params }) => {
  const root = matches.find((match) => match.id === "root")?.data as
    { language?: unknown } | undefined;
  const t = translator(isLanguage(root?.language) ? root.language : "en");
  const tab = isAssetTab(params.tab) ? params.tab : "well";
  return [{ title: `${t(`assets.tabs.${tab}`)} | ${t("app.titleSuffix")}` }];
};

/** The list's filters from the address, read leniently: a bad value is simply absent. */
function listQuery(url: URL) {
  const params = url.searchParams;
  return {
    q: queryText(params.get("q")) || undefined,
    page: parsePage(params.get("page")),
    field: parseRecordId(params.get("field")),
    pad: parseRecordId(params.get("pad")),
  };
}

// Home: the organisation's wells, pads and fields, one tab each, and the selected well.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const tab = params.tab;
  if (!isAssetTab(tab)) throw notFound();
  const query = listQuery(new URL(request.url));
  const list = { q: query.q, page: query.page };

  const selected = await getSelectedWell(user);
  const selectedInfo = selected ? await getWellInfo(user.orgId, selected.id) : null;
  const base = {
    tab,
    q: query.q ?? "",
    canManage: hasPrivilege(user.privileges, MANAGE_ASSETS),
    selected: selectedInfo,
    // An approver starts from what waits for them.
    waiting: canOpen(user.privileges, pages.approvalForm) ? await waitingSummary(user.orgId) : null,
  };

  switch (tab) {
    case "well": {
      const pad = query.pad ? await getPad(user.orgId, query.pad) : null;
      if (query.pad && !pad) throw notFound();
      const wells = await listWells(user.orgId, { ...list, padId: pad?.id });
      return json({
        ...base,
        scope: pad ? { kind: "pad" as const, id: pad.id, name: pad.name } : null,
        wells,
        pads: null,
        fields: null,
      });
    }
    case "pad": {
      const field = query.field ? await getField(user.orgId, query.field) : null;
      if (query.field && !field) throw notFound();
      const pads = await listPads(user.orgId, { ...list, fieldId: field?.id });
      return json({
        ...base,
        scope: field ? { kind: "field" as const, id: field.id, name: field.name } : null,
        wells: null,
        pads,
        fields: null,
      });
    }
    case "field": {
      const fields = await listFields(user.orgId, list);
      return json({ ...base, scope: null, wells: null, pads: null, fields });
    }
  }
}

const selectionForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("select"), wellId: recordId() }),
  z.object({ intent: z.literal("unselect") }),
]);

// Choosing the well to work on (from the list, the top-bar search or its results page).
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!isAssetTab(params.tab)) throw notFound();
  const form = Object.fromEntries(await readForm(request));
  const parsed = selectionForm.safeParse(form);
  // Only a tampered form sends anything else: its hidden fields carry the well's id.
  if (!parsed.success) throw badRequest("badRequest.badRecord");
  const back = safeRedirectPath(form.redirectTo ?? "/field/well", "/field/well");
  if (parsed.data.intent === "select") {
    if (!(await selectWell(user, parsed.data.wellId))) throw notFound();
    const cookie = await setToast(request, {
      kind: "success",
      title: "common.success",
      message: "assets.toast.wellSelected",
    });
    return redirect(back, { headers: { "Set-Cookie": cookie } });
  }
  await clearSelectedWell(user);
  const cookie = await setToast(request, {
    kind: "info",
    title: "assets.selected.title",
    message: "assets.toast.wellCleared",
  });
  return redirect(back, { headers: { "Set-Cookie": cookie } });
}

export default function AssetsHome() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const tab: AssetTab = data.tab;
  const page = data.wells ?? data.pads ?? data.fields;

  return (
    <div className="assets-page">
      {data.waiting ? <WaitingForApproval waiting={data.waiting} /> : null}
      <SelectedWellCard well={data.selected} />
      <nav className="asset-tabs" aria-label={t("assets.tabs.label")}>
        {ASSET_TABS.map((name) => (
          <NavLink key={name} to={`/field/${name}`} prefetch="intent">
            {t(`assets.tabs.${name}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
      <section className="asset-list" aria-labelledby="asset-list-title">
        <div className="asset-list-header">
          <h1 id="asset-list-title">{t(`assets.tabs.${tab}`)}</h1>
          {data.canManage ? (
            <NavLink
              to={`/field/${tab}/new${data.scope ? `?${data.scope.kind}=${data.scope.id}` : ""}`}
              className="button primary"
            >
              {t(`assets.add.${tab}`)}
            </NavLink>
          ) : null}
        </div>
        {data.scope ? (
          <p className="list-scope">
            {data.scope.kind === "pad"
              ? t("assets.list.onPad", { name: data.scope.name })
              : t("assets.list.inField", { name: data.scope.name })}{" "}
            <NavLink to={`/field/${tab}`}>{t("assets.list.showAll")}</NavLink>
          </p>
        ) : null}
        <ListFilter
          q={data.q}
          hidden={data.scope ? { [data.scope.kind]: String(data.scope.id) } : {}}
        />
        {data.wells ? (
          <WellTable
            page={data.wells}
            canManage={data.canManage}
            selectedId={data.selected?.id ?? null}
          />
        ) : null}
        {data.pads ? <PadTable page={data.pads} canManage={data.canManage} /> : null}
        {data.fields ? <FieldTable page={data.fields} canManage={data.canManage} /> : null}
        {page ? <Pagination page={page} /> : null}
      </section>
    </div>
  );
}
