import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { AssetForm } from "~/assets/asset-form";
import { assetFormResponse, assetOptions, saveAssetForm } from "~/assets/forms.server";
import { MANAGE_ASSETS } from "~/assets/permissions";
import { isAssetTab } from "~/assets/tabs";
import { notFound, requireUser } from "~/auth/session.server";
import { parseRecordId } from "~/forms/input";
import { readForm } from "~/forms/refusals.server";

// Add a field, pad or well. `?field=` / `?pad=` preselect the parent (from a filtered list).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: MANAGE_ASSETS });
  const tab = params.tab;
  if (!isAssetTab(tab)) throw notFound();
  const url = new URL(request.url);
  const options = await assetOptions(user.orgId, tab);
  const values = {
    fieldId: parseRecordId(url.searchParams.get("field")),
    padId: parseRecordId(url.searchParams.get("pad")),
    status: "planned",
  };
  return json({ tab, options, values });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege: MANAGE_ASSETS });
  const tab = params.tab;
  if (!isAssetTab(tab)) throw notFound();
  const outcome = await saveAssetForm(user, tab, await readForm(request));
  return assetFormResponse(request, tab, outcome, "assets.toast.created");
}

export default function AddAsset() {
  const { t } = useTranslation();
  const { tab, options, values } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const missingParent =
    (tab === "pad" && options.fields?.length === 0) ||
    (tab === "well" && options.pads?.length === 0);
  if (missingParent) {
    const parent = tab === "pad" ? "field" : "pad";
    return (
      <section className="asset-form-panel">
        <p>{t(tab === "pad" ? "assets.form.noFields" : "assets.form.noPads")}</p>
        <Link to={`/field/${parent}/new`} className="button primary">
          {t(`assets.add.${parent}`)}
        </Link>
      </section>
    );
  }
  return (
    <AssetForm
      tab={tab}
      title={t(`assets.add.${tab}`)}
      values={values}
      options={options}
      lastResult={actionData?.reply}
    />
  );
}
