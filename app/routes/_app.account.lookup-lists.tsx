import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { notFound, requireUser, setToast } from "~/auth/session.server";
import { translateError } from "~/components/field-errors";
import { pageMeta } from "~/navigation/page-meta";
import { pages } from "~/navigation/pages";
import { addLookupValue, listLookupValues, updateLookupValue } from "~/reports/lookups.server";
import { LOOKUP_LIST_NAMES, isLookupListName, type LookupListName } from "~/sections/lookup-lists";
import { lookupValueSchema } from "~/sections/lookup-value-form";
import ddrStyles from "~/styles/ddr.css";
import { readForm } from "~/forms/refusals.server";
import { ColumnHeads } from "~/components/column-heads";
import { clientLoaderWithStrings, type ScreenStrings } from "~/i18n/screen-strings";

export const handle: ScreenStrings = { strings: ["ddr"] };
export const clientLoader = clientLoaderWithStrings(handle);

export const meta = pageMeta(pages.lookupLists.titleKey);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: ddrStyles }];

const privilege = pages.lookupLists.privilege;

function listOf(request: Request): LookupListName {
  const list = new URL(request.url).searchParams.get("list");
  return isLookupListName(list) ? list : LOOKUP_LIST_NAMES[0]!;
}

// Lookup lists (privilege 2): the values report fields pick from, per organisation.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege });
  const list = listOf(request);
  return json({ list, values: await listLookupValues(user.orgId, list) });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege });
  const list = listOf(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: lookupValueSchema });
  const target = String(formData.get("id") ?? "new");
  if (submission.status !== "success") {
    return json(
      { target, errors: submission.reply().error ?? {}, message: null as string | null },
      400,
    );
  }
  const input = submission.value;
  const result =
    input.intent === "add"
      ? await addLookupValue(user, {
          list,
          code: input.code,
          label: input.label ?? "",
          labelIndonesian: input.labelIndonesian ?? "",
          sortOrder: input.sortOrder,
        })
      : await updateLookupValue(user, {
          id: input.id,
          version: input.version,
          label: input.label ?? "",
          labelIndonesian: input.labelIndonesian ?? "",
          sortOrder: input.sortOrder,
          isActive: input.isActive === "on",
        });
  if (!result.ok) {
    if (result.reason === "notFound") throw notFound();
    const message = result.reason === "duplicate" ? "ddr.lookups.duplicate" : "ddr.lookups.stale";
    return json({ target, errors: {} as Record<string, string[] | null>, message }, 409);
  }
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: input.intent === "add" ? "ddr.lookups.added" : "ddr.lookups.updated",
  });
  return redirect(`${pages.lookupLists.path}?list=${list}`, { headers: { "Set-Cookie": cookie } });
}

export default function LookupLists() {
  const { list, values } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const errorsFor = (target: string, name: string) =>
    actionData?.target === target ? (actionData.errors[name] ?? undefined) : undefined;
  const messageFor = (target: string) =>
    actionData?.target === target ? actionData.message : null;
  const errorText = (target: string, name: string) => {
    const errors = errorsFor(target, name);
    return errors?.length ? (
      <span className="field-errors" role="alert">
        {errors.map((error) => translateError(t, error)).join(" ")}
      </span>
    ) : null;
  };
  // A text field of the value being added: its label, the input and its messages.
  const newTextField = (id: string, name: string, label: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={errorsFor("new", name) ? true : undefined} />
      {errorText("new", name)}
    </div>
  );
  const postTo = `?list=${list}`;

  return (
    <div className="ddr-page">
      <h1>{t("ddr.lookups.title")}</h1>
      <p className="hint">{t("ddr.lookups.intro")}</p>
      <Form method="get" className="inline-form">
        <div className="field">
          <label htmlFor="lookup-list">{t("ddr.lookups.list")}</label>
          <select id="lookup-list" name="list" defaultValue={list}>
            {LOOKUP_LIST_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`ddr.lookups.names.${name}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t("ddr.lookups.show")}
        </button>
      </Form>

      <section className="card" aria-labelledby="lookup-values">
        <h2 id="lookup-values">{t(`ddr.lookups.names.${list}`)}</h2>
        <div className="table-scroll" tabIndex={0}>
          <table className="list-table">
            <ColumnHeads
              labels={[
                t("ddr.lookups.code"),
                t("ddr.lookups.label"),
                t("ddr.lookups.labelIndonesian"),
                t("ddr.lookups.sortOrder"),
                t("ddr.lookups.active"),
                <span className="visually-hidden">{t("ddr.lookups.save")}</span>,
              ]}
            />
            <tbody>
              {values.map((value) => {
                const formId = `lookup-${value.id}`;
                const target = String(value.id);
                return (
                  <tr key={`${value.id}-${value.version}`}>
                    <td>
                      <code>{value.code}</code>
                      {messageFor(target) ? (
                        <span className="field-errors" role="alert">
                          {t(messageFor(target)!)}
                        </span>
                      ) : null}
                    </td>
                    {/* Posted with the row's form; named after the value for screen readers. */}
                    {(["label", "labelIndonesian", "sortOrder"] as const).map((name) => (
                      <td key={name}>
                        <input
                          form={formId}
                          name={name}
                          defaultValue={value[name]}
                          inputMode={name === "sortOrder" ? "numeric" : undefined}
                          size={name === "sortOrder" ? 5 : undefined}
                          aria-label={`${t(`ddr.lookups.${name}`)} ${value.code}`}
                          aria-invalid={errorsFor(target, name) ? true : undefined}
                        />
                        {errorText(target, name)}
                      </td>
                    ))}
                    <td>
                      <input
                        form={formId}
                        type="checkbox"
                        name="isActive"
                        defaultChecked={value.isActive}
                        aria-label={`${t("ddr.lookups.active")} ${value.code}`}
                      />
                    </td>
                    <td>
                      <Form method="post" action={postTo} id={formId}>
                        <input type="hidden" name="intent" value="update" />
                        <input type="hidden" name="id" value={value.id} />
                        <input type="hidden" name="version" value={value.version} />
                        <button
                          type="submit"
                          className="button"
                          aria-label={`${t("ddr.lookups.save")} ${value.code}`}
                        >
                          {t("ddr.lookups.save")}
                        </button>
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section className="card" aria-labelledby="lookup-add">
        <h2 id="lookup-add">{t("ddr.lookups.add")}</h2>
        <Form method="post" action={postTo} className="inline-form">
          <input type="hidden" name="intent" value="add" />
          {newTextField("new-code", "code", t("ddr.lookups.code"))}
          {newTextField("new-label", "label", t("ddr.lookups.label"))}
          {newTextField(
            "new-label-indonesian",
            "labelIndonesian",
            t("ddr.lookups.labelIndonesian"),
          )}
          <div className="field">
            <label htmlFor="new-order">{t("ddr.lookups.sortOrder")}</label>
            <input
              id="new-order"
              name="sortOrder"
              inputMode="numeric"
              defaultValue={(values.length + 1) * 10}
            />
            {errorText("new", "sortOrder")}
          </div>
          <button type="submit" className="button primary">
            {t("ddr.lookups.add")}
          </button>
          {messageFor("new") ? (
            <p className="field-errors" role="alert">
              {t(messageFor("new")!)}
            </p>
          ) : null}
        </Form>
      </section>
    </div>
  );
}
