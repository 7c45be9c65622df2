import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

import { notFound, requireUser, setToast } from "~/auth/session.server";
import { useResetAfterSave } from "~/components/reset-after-save";
import { parsePage, queryText } from "~/forms/input";
import { idFromAddress } from "~/forms/refusals.server";
import { imageErrorMessage } from "~/identity/image-files";
import { loadList } from "~/identity/lists.server";
import { mailGoesToOutbox } from "~/identity/mail.server";
import {
  createOrganisation,
  getOrganisation,
  listOrganisations,
  organisationChoices,
  updateOrganisation,
} from "~/identity/organisations.server";
import { pageWindow } from "~/identity/paging";
import type { WriteResult } from "~/identity/results";
import {
  createRole,
  getRole,
  listRoles,
  removeRole,
  roleChoices,
  updateRole,
} from "~/identity/roles.server";
import { organisationSchema, removeSchema, roleSchema, userSchema } from "~/identity/schemas";
import { withinScope } from "~/identity/tenancy.server";
import { readImageForm } from "~/identity/uploads.server";
import { createUser, getUser, listUsers, removeUser, updateUser } from "~/identity/users.server";
import { pages } from "~/navigation/pages";
import accountsStyles from "~/styles/accounts.css";

import { OrganisationSection } from "./organisation-section";
import { RoleSection } from "./role-section";
import { TABS, type Tab } from "./tabs";
import { UserSection } from "./user-section";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(pages.manageAccount.titleKey, {
  strings: ["accounts"],
  styles: [accountsStyles],
});

function tabOf(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? "") ? (value as Tab) : "organisations";
}

/** An id from the address: a positive whole number, or null when absent; anything else is 404. */
function idParam(value: string | null): number | null {
  return value === null || value === "" ? null : idFromAddress(value);
}

// Manage Account (privilege 2): organisations, users and roles, one tab each. `edit=<id>` opens a
// record in edit mode, `remove=<id>` asks to confirm its removal; without either the form is in
// Add mode with its defaults.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: pages.manageAccount.privilege });
  const url = new URL(request.url);
  const tab = tabOf(url.searchParams.get("tab"));
  const q = queryText(url.searchParams.get("q"));
  const page = parsePage(url.searchParams.get("page"));
  const editId = idParam(url.searchParams.get("edit"));
  const removeId = idParam(url.searchParams.get("remove"));
  const emptyList = { rows: [], window: pageWindow(1, 0) };
  const common = {
    tab,
    administersClients: user.administersClients,
    actorOrgId: user.orgId,
    outbox: mailGoesToOutbox(),
  };

  switch (tab) {
    case "organisations": {
      const list = await loadList(
        "organisation",
        () => listOrganisations(user, { q, page }),
        emptyList,
      );
      const editing =
        editId === null
          ? null
          : await withinScope(user, request, () => getOrganisation(user, editId));
      return json({ ...common, organisations: { ...list.data, failed: list.failed, editing } });
    }
    case "users": {
      const list = await loadList("user", () => listUsers(user, { q, page }), emptyList);
      const editing =
        editId === null ? null : await withinScope(user, request, () => getUser(user, editId));
      const removing =
        removeId === null ? null : await withinScope(user, request, () => getUser(user, removeId));
      const [organisations, roles] = await Promise.all([
        organisationChoices(user),
        roleChoices(user),
      ]);
      return json({
        ...common,
        users: { ...list.data, failed: list.failed, editing, removing, organisations, roles },
      });
    }
    case "roles": {
      const list = await loadList("role", () => listRoles(user, { q, page }), emptyList);
      const editing =
        editId === null ? null : await withinScope(user, request, () => getRole(user, editId));
      const removing =
        removeId === null ? null : await withinScope(user, request, () => getRole(user, removeId));
      const organisations = await organisationChoices(user);
      return json({
        ...common,
        roles: { ...list.data, failed: list.failed, editing, removing, organisations },
      });
    }
  }
}

const INTENTS = [
  "save-organisation",
  "save-user",
  "remove-user",
  "save-role",
  "remove-role",
] as const;
type Intent = (typeof INTENTS)[number];

const TAB_OF_INTENT: Record<Intent, Tab> = {
  "save-organisation": "organisations",
  "save-user": "users",
  "remove-user": "users",
  "save-role": "roles",
  "remove-role": "roles",
};

/** The form again with its values and the refusal next to the field (or at the top). */
function refusedReply(
  submission: {
    reply: (options?: {
      formErrors?: string[];
      fieldErrors?: Record<string, string[]>;
    }) => SubmissionResult<string[]>;
  },
  result: Extract<WriteResult<unknown>, { ok: false }>,
) {
  return submission.reply(
    result.field
      ? { fieldErrors: { [result.field]: [result.error] } }
      : { formErrors: [result.error] },
  );
}

/** A removal naming no record is a 404; one that does not say its version is refused. */
function refusedRemoval(
  intent: Intent,
  submission: {
    error?: Record<string, string[] | null> | null;
    reply: () => SubmissionResult<string[]>;
  },
) {
  if (submission.error?.id) throw notFound();
  return json({ intent, reply: submission.reply() }, { status: 400 });
}

/** A write's outcome: its refusal beside the form, or back to the tab with a toast saying so. */
async function answer(
  request: Request,
  intent: Intent,
  submission: Parameters<typeof refusedReply>[0],
  result: WriteResult<unknown>,
  done: "created" | "updated" | "removed",
) {
  if (!result.ok) return json({ intent, reply: refusedReply(submission, result) }, { status: 400 });
  const tab = TAB_OF_INTENT[intent];
  const message = `accounts.${tab}.${done}`;
  const cookie = await setToast(request, { kind: "success", title: "common.success", message });
  return redirect(`/account/create?tab=${tab}`, { headers: { "Set-Cookie": cookie } });
}

/** Removes the role or user the form names, at the version the form saw. */
async function removal(
  request: Request,
  intent: Intent,
  form: FormData,
  remove: (input: { id: number; version?: number | undefined }) => Promise<WriteResult<unknown>>,
) {
  const submission = parseWithZod(form, { schema: removeSchema });
  if (submission.status !== "success") return refusedRemoval(intent, submission);
  return answer(request, intent, submission, await remove(submission.value), "removed");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { privilege: pages.manageAccount.privilege });
  const { form, upload } = await readImageForm(request, "logo");
  // A request too large to read at all still comes from the form with the logo.
  const intent = String(
    form.get("intent") ?? (upload.kind === "refused" ? "save-organisation" : ""),
  ) as Intent;
  if (!INTENTS.includes(intent)) return json({ intent: null, reply: null }, { status: 400 });

  return withinScope(user, request, async () => {
    switch (intent) {
      case "save-organisation": {
        const submission = parseWithZod(form, { schema: organisationSchema });
        if (upload.kind === "refused") {
          const reply = submission.reply({
            fieldErrors: {
              ...(submission.status === "error" ? submission.error : {}),
              logo: [imageErrorMessage(upload.error)],
            },
          });
          return json({ intent, reply }, { status: 400 });
        }
        if (submission.status !== "success") {
          return json({ intent, reply: submission.reply() }, { status: 400 });
        }
        const logo = upload.kind === "image" ? upload.image : null;
        const { id } = submission.value;
        const result =
          id === undefined
            ? await createOrganisation(user, submission.value, logo)
            : await updateOrganisation(user, { ...submission.value, id }, logo);
        return answer(
          request,
          intent,
          submission,
          result,
          id === undefined ? "created" : "updated",
        );
      }
      case "save-user": {
        const submission = parseWithZod(form, { schema: userSchema });
        if (submission.status !== "success") {
          return json(
            { intent, reply: submission.reply({ hideFields: ["password"] }) },
            { status: 400 },
          );
        }
        const { id, password } = submission.value;
        const result =
          id === undefined
            ? await createUser(user, { ...submission.value, password: password ?? "" })
            : await updateUser(user, { ...submission.value, id });
        return answer(
          request,
          intent,
          submission,
          result,
          id === undefined ? "created" : "updated",
        );
      }
      case "remove-user":
        return removal(request, intent, form, (input) => removeUser(user, input));
      case "save-role": {
        const submission = parseWithZod(form, { schema: roleSchema });
        if (submission.status !== "success") {
          return json({ intent, reply: submission.reply() }, { status: 400 });
        }
        const { id } = submission.value;
        const result =
          id === undefined
            ? await createRole(user, submission.value)
            : await updateRole(user, { ...submission.value, id });
        return answer(
          request,
          intent,
          submission,
          result,
          id === undefined ? "created" : "updated",
        );
      }
      case "remove-role":
        return removal(request, intent, form, (input) => removeRole(user, input));
    }
  });
}

export default function ManageAccount() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saves = useResetAfterSave();
  const lastResult = (intent: Intent) =>
    result && "intent" in result && result.intent === intent ? result.reply : undefined;

  return (
    <div>
      <div className="page-header">
        <h1>{t("accounts.manage.title")}</h1>
        {data.outbox ? <Link to={pages.outbox.path}>{t("accounts.manage.outbox")}</Link> : null}
      </div>
      <nav className="tabs" aria-label={t("accounts.manage.tabs")}>
        {TABS.map((tab) => (
          <Link key={tab} to={`?tab=${tab}`} aria-current={data.tab === tab ? "page" : undefined}>
            {t(`accounts.manage.${tab}`)}
          </Link>
        ))}
      </nav>
      {"organisations" in data ? (
        <OrganisationSection
          {...data.organisations}
          canCreate={data.administersClients}
          saves={saves}
          lastResult={lastResult("save-organisation")}
        />
      ) : null}
      {"users" in data ? (
        <UserSection
          {...data.users}
          administersClients={data.administersClients}
          actorOrgId={data.actorOrgId}
          saves={saves}
          lastResult={lastResult("save-user")}
          removeResult={lastResult("remove-user")}
        />
      ) : null}
      {"roles" in data ? (
        <RoleSection
          {...data.roles}
          administersClients={data.administersClients}
          actorOrgId={data.actorOrgId}
          saves={saves}
          lastResult={lastResult("save-role")}
          removeResult={lastResult("remove-role")}
        />
      ) : null}
    </div>
  );
}
