import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { AssetForm } from "~/assets/asset-form";
import {
  assetFormResponse,
  assetOptions,
  saveAssetForm,
  storedRecord,
} from "~/assets/forms.server";
import { MANAGE_ASSETS } from "~/assets/permissions";
import { isAssetTab } from "~/assets/tabs";
import { notFound, requireUser } from "~/auth/session.server";
import { idFromAddress, readForm } from "~/forms/refusals.server";

// Edit a field, pad or well of the user's organisation; anything else is not found.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: MANAGE_ASSETS });
  const tab = params.tab;
  if (!isAssetTab(tab)) throw notFound();
  const record = await storedRecord(user.orgId, tab, idFromAddress(params.id));
  if (!record) throw notFound();
  return json({ tab, record, options: await assetOptions(user.orgId, tab) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege: MANAGE_ASSETS });
  const tab = params.tab;
  if (!isAssetTab(tab)) throw notFound();
  const outcome = await saveAssetForm(user, tab, await readForm(request), idFromAddress(params.id));
  return assetFormResponse(request, tab, outcome, "assets.toast.updated");
}

export default function EditAsset() {
  const { t } = useTranslation();
  const { tab, record, options } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AssetForm
      key={`${tab}-${record.version}`}
      tab={tab}
      title={t(`assets.editTitle.${tab}`, { name: record.name })}
      values={record.values}
      version={record.version}
      options={options}
      lastResult={actionData?.reply}
    />
  );
}
