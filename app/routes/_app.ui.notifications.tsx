import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { z } from "zod";

import { notFound } from "~/auth/not-found";
import { requireUser, setToast } from "~/auth/session.server";
import { canOpen } from "~/navigation/pages";
import { pageMeta } from "~/navigation/page-meta";
import { recordId } from "~/forms/input";
import { readForm } from "~/forms/refusals.server";
import { formatDateTime } from "~/i18n/i18n";
import { notificationMessage } from "~/notifications/kinds";
import { listNotifications, markRead } from "~/notifications/notifications.server";
import { notificationPages } from "~/notifications/pages";
import { useRootData } from "~/root";

const page = notificationPages.notifications;
export const meta = pageMeta(page.titleKey);

const markSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("markRead"), id: recordId() }),
  z.object({ intent: z.literal("markAllRead") }),
]);

// The signed-in user's notifications in the organisation they are signed in to, newest first.
// Visiting this page clears the selected well (spec §2; the layout does it).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({
    notifications: await listNotifications(user),
    keepsDistribution: canOpen(user.privileges, notificationPages.distribution),
    setsRules: canOpen(user.privileges, notificationPages.settings),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readForm(request), { schema: markSchema });
  if (submission.status !== "success") return json({ reply: submission.reply() }, 400);
  const marked = submission.value;
  const read = await markRead(user, marked.intent === "markRead" ? marked.id : null);
  if (read === "notFound") throw notFound();
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: "notifications.markedRead",
  });
  return redirect(page.path, { headers: { "Set-Cookie": cookie } });
}

export default function Notifications() {
  const { t } = useTranslation();
  const { notifications, keepsDistribution, setsRules } = useLoaderData<typeof loader>();
  const language = useRootData()?.language ?? "en";
  const anyUnread = notifications.some((notification) => !notification.read);
  return (
    <div className="notifications-page">
      <div className="page-header">
        <h1>{t("notifications.title")}</h1>
        {anyUnread ? (
          <Form method="post">
            <button type="submit" name="intent" value="markAllRead" className="button">
              {t("notifications.markAllRead")}
            </button>
          </Form>
        ) : null}
      </div>
      <p className="hint">{t("notifications.intro")}</p>
      {keepsDistribution || setsRules ? (
        <ul className="notification-links">
          {keepsDistribution ? (
            <li>
              <Link to={notificationPages.distribution.path}>
                {t("notifications.distribution.title")}
              </Link>
            </li>
          ) : null}
          {setsRules ? (
            <li>
              <Link to={notificationPages.settings.path}>{t("notifications.settings.title")}</Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      {notifications.length === 0 ? <p>{t("notifications.empty")}</p> : null}
      <ol className="notification-list">
        {notifications.map((notification) => {
          const message = notificationMessage(notification, language);
          return (
            <li
              key={notification.id}
              className={`panel notification${notification.read ? "" : " unread"}`}
            >
              <p className="notification-when">
                {notification.read ? null : (
                  <strong className="status-pill">{t("notifications.unread")}</strong>
                )}{" "}
                <time dateTime={notification.createdAt}>
                  {formatDateTime(notification.createdAt, language)}
                </time>
              </p>
              <p className="notification-text">{t(message.key, message.values)}</p>
              <div className="button-row">
                <Link className="button" to={notification.href}>
                  {t("notifications.open")}
                </Link>
                {notification.read ? null : (
                  <Form method="post">
                    <input type="hidden" name="id" value={notification.id} />
                    <button type="submit" name="intent" value="markRead" className="button">
                      {t("notifications.markRead")}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
