import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { notFound, requireUser, setToast } from "~/auth/session.server";
import { translateError } from "~/components/field-errors";
import { pages } from "~/navigation/pages";
import { addLookupValue, listLookupValues, updateLookupValue } from "~/reports/lookups.server";
import { LOOKUP_LIST_NAMES, isLookupListName, type LookupListName } from "~/sections/lookup-lists";
import { lookupValueSchema } from "~/sections/lookup-value-form";
import ddrStyles from "~/styles/ddr.css";
import { readForm } from "~/forms/refusals.server";
import { ColumnHeads } from "~/components/column-heads";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(pages.lookupLists.titleKey, {
  strings: ["ddr"],
  styles: [ddrStyles],
});

const privilege = pages.lookupLists.privilege;

/** What the user posted, given back with a refusal so that nothing typed is lost. */
function typedValues(formData: FormData): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const name of ["code", "label", "labelIndonesian", "sortOrder", "isActive"]) {
    const value = formData.get(name);
    if (typeof value === "string") typed[name] = value;
  }
  return typed;
}

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
  const typed = typedValues(formData);
  const refuse = (
    status: number,
    errors: Record<string, string[] | null>,
    message: string | null = null,
  ) => json({ target, typed, errors, message }, status);
  if (submission.status !== "success") return refuse(400, submission.reply().error ?? {});
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
    // A taken code is said beside the Code field; a conflict beside the row, which keeps what was
    // typed and is shown with the stored version, so saving again replaces it knowingly.
    return result.reason === "duplicate"
      ? refuse(409, { code: ["ddr.lookups.duplicate"] })
      : refuse(409, {}, "ddr.lookups.stale");
  }
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: input.intent === "add" ? "ddr.lookups.added" : "ddr.lookups.updated",
  });
  // `added` names the new code, so the add form starts empty again for the next one.
  const added = input.intent === "add" ? `&added=${encodeURIComponent(input.code)}` : "";
  return redirect(`${pages.lookupLists.path}?list=${list}${added}`, {
    headers: { "Set-Cookie": cookie },
  });
}

/** The key of the add form: a new one after each value added, kept while the user edits rows. */
function useAddFormKey(): string {
  const [searchParams] = useSearchParams();
  const added = searchParams.get("added");
  const [key, setKey] = useState(added ?? "");
  if (added !== null && added !== key) setKey(added);
  return key;
}

type Refusal = NonNullable<ReturnType<typeof useActionData<typeof action>>>;

/**
 * Each row's last refusal (and the add form's, as "new"), kept with the version of the row it was
 * given against: saving another row afterwards leaves it (what was typed and the stored value
 * stay until the user deals with them), and it goes once that row is saved (a new version) or
 * the value added (a new add form). A refusal is taken in once the lists have been read again
 * after it, so that it is kept with the version the row now shows.
 */
function useRefusals(list: string, generation: (target: string) => string) {
  const actionData = useActionData<typeof action>();
  const settled = useNavigation().state === "idle";
  type Kept = Record<string, { refusal: Refusal; of: string }>;
  const keep = (kept: Kept, refusal: Refusal | undefined): Kept =>
    refusal ? { ...kept, [refusal.target]: { refusal, of: generation(refusal.target) } } : kept;
  const [seen, setSeen] = useState(actionData);
  const [refusals, setRefusals] = useState(() => keep({}, actionData));
  // Another list shown drops what was refused on this one: coming back shows it as stored.
  const [shownList, setShownList] = useState(list);
  if (list !== shownList) {
    setShownList(list);
    setRefusals({});
  }
  if (settled && actionData !== seen) {
    setSeen(actionData);
    setRefusals((kept) => keep(kept, actionData));
  }
  return (target: string): Refusal | undefined => {
    const kept = refusals[target];
    return kept && kept.of === generation(target) ? kept.refusal : undefined;
  };
}

export default function LookupLists() {
  const { list, values } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const addFormKey = useAddFormKey();
  const refusalFor = useRefusals(list, (target) =>
    target === "new"
      ? `${list} ${addFormKey}`
      : `${list} ${values.find((value) => String(value.id) === target)?.version}`,
  );
  const firstAddField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (addFormKey) firstAddField.current?.focus();
  }, [addFormKey]);

  const errorsFor = (target: string, name: string) => refusalFor(target)?.errors[name] ?? undefined;
  /** What the user typed into a field the answer refused, else the stored value. */
  const shown = (target: string, name: string, stored: string) =>
    refusalFor(target)?.typed[name] ?? stored;
  const errorText = (target: string, name: string, id: string) => {
    const errors = errorsFor(target, name);
    return errors?.length ? (
      <span className="field-errors" role="alert" id={`${id}-error`}>
        {errors.map((error) => translateError(t, error)).join(" ")}
      </span>
    ) : null;
  };
  // Marks a field as wrong and names the message that says why.
  const invalidProps = (target: string, name: string, id: string) =>
    errorsFor(target, name)
      ? { "aria-invalid": true, "aria-describedby": `${id}-error` }
      : { "aria-invalid": undefined, "aria-describedby": undefined };
  // A field of the value being added: its label, the input and its messages.
  const newField = (id: string, name: string, label: string, stored = "") => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        ref={name === "code" ? firstAddField : undefined}
        defaultValue={shown("new", name, stored)}
        inputMode={name === "sortOrder" ? "numeric" : undefined}
        {...invalidProps("new", name, id)}
      />
      {errorText("new", name, id)}
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
                const refusal = refusalFor(target);
                // After a conflict the row shows the stored version (its Save goes against it)
                // with what was typed still in its fields.
                const conflict = refusal?.message ? `${formId}-conflict` : undefined;
                return (
                  <tr key={`${value.id}-${value.version}`}>
                    <td>
                      <code>{value.code}</code>
                      {conflict ? (
                        <span className="field-errors" role="alert" id={conflict}>
                          {t(refusal!.message!)}{" "}
                          {t("ddr.lookups.stored", {
                            label: value.label,
                            labelIndonesian: value.labelIndonesian,
                            sortOrder: value.sortOrder,
                            state: t(
                              value.isActive
                                ? "ddr.lookups.storedActive"
                                : "ddr.lookups.storedInactive",
                            ),
                          })}
                        </span>
                      ) : null}
                    </td>
                    {/* Posted with the row's form; named after the value for screen readers. */}
                    {(["label", "labelIndonesian", "sortOrder"] as const).map((name) => {
                      const id = `${formId}-${name}`;
                      return (
                        <td key={name}>
                          <input
                            id={id}
                            form={formId}
                            name={name}
                            defaultValue={shown(target, name, String(value[name]))}
                            inputMode={name === "sortOrder" ? "numeric" : undefined}
                            size={name === "sortOrder" ? 5 : undefined}
                            aria-label={`${t(`ddr.lookups.${name}`)} ${value.code}`}
                            {...invalidProps(target, name, id)}
                          />
                          {errorText(target, name, id)}
                        </td>
                      );
                    })}
                    <td>
                      <input
                        form={formId}
                        type="checkbox"
                        name="isActive"
                        defaultChecked={refusal ? refusal.typed.isActive === "on" : value.isActive}
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
                          aria-describedby={conflict}
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
        <Form key={addFormKey} method="post" action={postTo} className="inline-form">
          <input type="hidden" name="intent" value="add" />
          {newField("new-code", "code", t("ddr.lookups.code"))}
          {newField("new-label", "label", t("ddr.lookups.label"))}
          {newField("new-label-indonesian", "labelIndonesian", t("ddr.lookups.labelIndonesian"))}
          {newField(
            "new-order",
            "sortOrder",
            t("ddr.lookups.sortOrder"),
            String((values.length + 1) * 10),
          )}
          <button type="submit" className="button primary">
            {t("ddr.lookups.add")}
          </button>
        </Form>
      </section>
    </div>
  );
}
