import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { notFound, requireUser } from "~/auth/session.server";
import { ListStatus, Pagination } from "~/components/list-controls";
import { parsePage } from "~/forms/input";
import { formatDateTime, formatNumber } from "~/i18n/i18n";
import { listOutbox, mailGoesToOutbox } from "~/identity/mail.server";
import { HIDDEN_LINK } from "~/identity/outbox";
import { pages } from "~/navigation/pages";
import { useRootData } from "~/root";
import accountsStyles from "~/styles/accounts.css";
import { screenRoute } from "~/navigation/screen-route";

export const { handle, clientLoader, meta, links } = screenRoute(pages.outbox.titleKey, {
  strings: ["accounts"],
  styles: [accountsStyles],
});

// Without an SMTP server, the mail the app would have sent is readable here by administrators:
// their organisation's, or all of it for client administrators, who alone see the links with a
// token (confirmation, password reset). With SMTP_URL set there is no outbox and no such page.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { privilege: pages.outbox.privilege });
  if (!mailGoesToOutbox()) throw notFound();
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  return json(await listOutbox(user, page));
}

/** The mail text with its links made clickable, and where a link was hidden, a note saying so. */
function MailBody({ text }: { text: string }) {
  const { t } = useTranslation();
  const parts = text.split(new RegExp(`(https?:\\/\\/\\S+|${HIDDEN_LINK.replace(/\W/g, "\\$&")})`));
  return (
    <pre className="mail-body">
      {parts.map((part, index) =>
        part === HIDDEN_LINK ? (
          <em key={index}>{t("accounts.outbox.linkHidden")}</em>
        ) : /^https?:\/\//.test(part) ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

export default function Outbox() {
  const { t } = useTranslation();
  const { mails, window } = useLoaderData<typeof loader>();
  const language = useRootData()?.language ?? "en";
  return (
    <div>
      <div className="page-header">
        <h1>{t("accounts.outbox.title")}</h1>
      </div>
      <p className="hint">{t("accounts.outbox.intro")}</p>
      <ListStatus failed={false} empty={mails.length === 0} />
      {mails.map((mail) => (
        <article key={mail.id} className="panel" aria-label={`${mail.subject} — ${mail.to}`}>
          <dl className="facts">
            <dt>{t("accounts.outbox.when")}</dt>
            <dd>{formatDateTime(mail.createdAt, language)}</dd>
            <dt>{t("accounts.outbox.to")}</dt>
            <dd>{mail.to}</dd>
            <dt>{t("accounts.outbox.subject")}</dt>
            <dd>{mail.subject}</dd>
          </dl>
          <MailBody text={mail.body} />
          {mail.attachments.length > 0 ? (
            <section aria-label={t("accounts.outbox.attachments")}>
              <h2 className="hint">{t("accounts.outbox.attachments")}</h2>
              <ul>
                {mail.attachments.map((file) => (
                  <li key={file.id}>
                    <a href={`/account/outbox/attachments/${file.id}`} download={file.filename}>
                      {t("accounts.outbox.attachment", {
                        name: file.filename,
                        type: file.contentType,
                        size: formatNumber(file.size / 1024, language, 1),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
      ))}
      <Pagination window={window} />
    </div>
  );
}
