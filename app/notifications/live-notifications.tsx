import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

import { showToast } from "~/components/toasts";
import { useUnits } from "~/units/use-units";

import { notificationMessage, type NotificationView } from "./kinds";
import { notificationPages } from "./pages";

const LIVE_KEY = "drillbook.live";
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

type LiveState = "off" | "connecting" | "on";

/**
 * The top bar's bell (the unread count, leading to the notifications) and the live toggle,
 * which connects to and disconnects from the user's live channel. While connected, a new
 * notification shows as a toast and in the count without a reload; a dropped connection is
 * tried again after 1, 2, 4… up to 30 seconds.
 */
export function LiveNotifications({ unread: unreadFromServer }: { unread: number }) {
  const { t } = useTranslation();
  const [unread, setUnread] = useState(unreadFromServer);
  // Off until the user connects: an open channel is a request that never ends (decision 053).
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState<LiveState>("off");
  // The toast writes numbers the reader's way; a change of language does not reconnect.
  const { language } = useUnits();
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  }, [language]);

  useEffect(() => setUnread(unreadFromServer), [unreadFromServer]);
  useEffect(() => {
    setWanted(window.localStorage.getItem(LIVE_KEY) === "on");
  }, []);

  useEffect(() => {
    if (!wanted) {
      setState("off");
      return;
    }
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    let stopped = false;
    const connect = () => {
      setState("connecting");
      source = new EventSource(notificationPages.live.path);
      source.addEventListener("open", () => {
        delay = FIRST_RETRY_MS;
        setState("on");
      });
      source.addEventListener("unread", (event) => {
        setUnread((JSON.parse((event as MessageEvent<string>).data) as { unread: number }).unread);
      });
      source.addEventListener("notification", (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as {
          notification: NotificationView;
          unread: number;
        };
        setUnread(data.unread);
        const message = notificationMessage(data.notification, languageRef.current);
        showToast({
          kind: "info",
          title: `notifications.toastTitle.${data.notification.kind}`,
          message: message.key,
          values: message.values,
        });
      });
      source.addEventListener("error", () => {
        source?.close();
        if (stopped) return;
        setState("connecting");
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, LONGEST_RETRY_MS);
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [wanted]);

  const toggle = (on: boolean) => {
    window.localStorage.setItem(LIVE_KEY, on ? "on" : "off");
    setWanted(on);
  };

  return (
    <>
      <button
        type="button"
        className="button live-toggle"
        // One name whatever its state: aria-pressed says on or off, and the words shown (paused,
        // reconnecting, on) are announced as they change; a name that changed too would say it twice.
        aria-label={t("notifications.live.label")}
        aria-pressed={wanted}
        onClick={() => toggle(!wanted)}
        title={t("notifications.live.hint")}
      >
        <span aria-live="polite">
          {state === "on"
            ? t("notifications.live.on")
            : state === "connecting"
              ? t("notifications.live.reconnecting")
              : t("notifications.live.off")}
        </span>
      </button>
      <Link
        to={notificationPages.notifications.path}
        className="notification-bell"
        aria-label={
          unread > 0 ? t("notifications.bellUnread", { count: unread }) : t("notifications.bell")
        }
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="notification-count" data-testid="notification-count">
            {unread}
          </span>
        ) : null}
      </Link>
    </>
  );
}

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}
