import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { removeAsset, storedRecord } from "~/assets/forms.server";
import { MANAGE_ASSETS } from "~/assets/permissions";
import { isAssetTab } from "~/assets/tabs";
import { notFound, requireUser, setToast } from "~/auth/session.server";
import { idFromAddress } from "~/forms/refusals.server";

// Remove a field, pad or well after the user confirms. Refused with the reason while something
// still depends on it: pads in a field, wells on a pad, reports (or an AFE) on a well.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: MANAGE_ASSETS });
  const tab = params.tab;
  if (!isAssetTab(tab)) throw notFound();
  const record = await storedRecord(user.orgId, tab, idFromAddress(params.id));
  if (!record) throw notFound();
  return json({ tab, name: record.name });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege: MANAGE_ASSETS });
  const tab = params.tab;
  if (!isAssetTab(tab)) throw notFound();
  const result = await removeAsset(user, tab, idFromAddress(params.id));
  if (!result.ok) {
    if (result.error === "notFound") throw notFound();
    return json({ refused: result.error }, { status: 409 });
  }
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: "assets.toast.removed",
  });
  return redirect(`/field/${tab}`, { headers: { "Set-Cookie": cookie } });
}

export default function RemoveAsset() {
  const { t } = useTranslation();
  const { tab, name } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <section
      className="asset-form-panel remove-panel"
      role="alertdialog"
      aria-labelledby="remove-title"
      aria-describedby="remove-text"
    >
      <h2 id="remove-title">{t("assets.remove.title", { name })}</h2>
      {actionData?.refused ? (
        <p className="form-error" role="alert" id="remove-text">
          {t(`assets.remove.${actionData.refused}`, { name })}
        </p>
      ) : (
        <p id="remove-text">{t("assets.remove.warning")}</p>
      )}
      <Form method="post" className="button-row">
        <Link to={`/field/${tab}`} className="button">
          {t("assets.actions.cancel")}
        </Link>
        {actionData?.refused ? null : (
          <button
            type="submit"
            className="button danger"
            disabled={navigation.state === "submitting"}
            autoFocus
          >
            {t("assets.actions.remove")}
          </button>
        )}
      </Form>
    </section>
  );
}
