import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { z } from "zod";

import { notFound, requireUser, setToast } from "~/auth/session.server";
import { FieldErrors } from "~/components/field-errors";
import { parseRecordId, recordId } from "~/forms/input";
import { useSavedKey } from "~/forms/saved-key";
import { readForm } from "~/forms/refusals.server";
import { pageMeta } from "~/navigation/page-meta";
import {
  addDistributionAddress,
  distributionList,
  removeDistributionAddress,
} from "~/notifications/distribution.server";
import { notificationPages } from "~/notifications/pages";
import { listOrgWells } from "~/reports/ddr.server";

const page = notificationPages.distribution;
export const meta = pageMeta(page.titleKey);

const INVALID = "notifications.distribution.invalid";
const entrySchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    wellId: recordId(),
    address: z
      .string({ error: INVALID })
      .trim()
      .max(254, { error: INVALID })
      .pipe(z.email({ error: INVALID })),
  }),
  z.object({ intent: z.literal("remove"), wellId: recordId(), id: recordId() }),
]);

// The add form's own id: a refusal answers with it and keeps what was typed; an address added
// empties the box and clears its earlier message.
const ADD_FORM = "distribution.add";

const listHref = (wellId: number) => `${page.path}?well=${wellId}`;

// The approvers' page for each well's morning report distribution list (privilege 13): the
// approved daily report is mailed to these addresses. Only the organisation's own wells.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: page.privilege });
  const wells = await listOrgWells(user.orgId);
  const asked = parseRecordId(new URL(request.url).searchParams.get("well"));
  const wellId = asked ?? wells[0]?.id ?? null;
  if (wellId === null) return json({ wells, wellId, addresses: [] });
  const addresses = await distributionList(user.orgId, wellId);
  if (!addresses) throw notFound();
  return json({ wells, wellId, addresses });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege: page.privilege });
  const submission = parseWithZod(await readForm(request), { schema: entrySchema });
  if (submission.status !== "success") {
    return json({ formId: ADD_FORM, reply: submission.reply() }, 400);
  }
  const entry = submission.value;
  if (entry.intent === "add") {
    const added = await addDistributionAddress(user, entry.wellId, entry.address);
    if (!added.ok && added.reason === "notFound") throw notFound();
    if (!added.ok) {
      return json(
        {
          formId: ADD_FORM,
          reply: submission.reply({
            fieldErrors: { address: ["notifications.distribution.duplicate"] },
          }),
        },
        409,
      );
    }
  } else {
    if (!(await distributionList(user.orgId, entry.wellId))) throw notFound();
    // Only the organisation's own entries are removed; an address already gone stays gone.
    await removeDistributionAddress(user, entry.wellId, entry.id);
  }
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: `notifications.distribution.${entry.intent === "add" ? "added" : "removed"}`,
  });
  return redirect(listHref(entry.wellId), { headers: { "Set-Cookie": cookie } });
}

export default function DistributionList() {
  const { t } = useTranslation();
  const { wells, wellId, addresses } = useLoaderData<typeof loader>();
  const addKey = useSavedKey(ADD_FORM);
  return (
    <div>
      <div className="page-header">
        <h1>{t("notifications.distribution.title")}</h1>
      </div>
      <p className="hint">{t("notifications.distribution.intro")}</p>
      <p>
        <Link to={notificationPages.settings.path}>{t("notifications.settings.title")}</Link>
      </p>
      <Form method="get" className="inline-form">
        <label htmlFor="distribution-well">{t("notifications.distribution.well")}</label>
        <select id="distribution-well" name="well" defaultValue={wellId ?? undefined}>
          {wells.map((well) => (
            <option key={well.id} value={well.id}>
              {well.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {t("notifications.distribution.show")}
        </button>
      </Form>
      {wellId === null ? null : (
        <section className="panel">
          {addresses.length === 0 ? <p>{t("notifications.distribution.empty")}</p> : null}
          <ul className="distribution-list">
            {addresses.map((entry) => (
              <li key={entry.id}>
                <span>{entry.address}</span>
                <Form method="post">
                  <input type="hidden" name="wellId" value={wellId} />
                  <input type="hidden" name="id" value={entry.id} />
                  <button type="submit" name="intent" value="remove" className="button danger">
                    {t("notifications.distribution.remove", { address: entry.address })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <AddAddressForm key={addKey} wellId={wellId} />
        </section>
      )}
    </div>
  );
}

function AddAddressForm({ wellId }: { wellId: number }) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm<{ address: string }>({
    lastResult: actionData?.reply,
    shouldRevalidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="inline-form">
      <input type="hidden" name="formId" value={ADD_FORM} />
      <input type="hidden" name="wellId" value={wellId} />
      <label htmlFor={fields.address.id}>{t("notifications.distribution.address")}</label>
      <input {...getInputProps(fields.address, { type: "email" })} autoComplete="off" />
      <FieldErrors id={fields.address.errorId} errors={fields.address.errors} />
      <button type="submit" name="intent" value="add" className="button primary">
        {t("notifications.distribution.add")}
      </button>
    </Form>
  );
}
