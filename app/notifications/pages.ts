import { Privilege } from "~/auth/privileges";
import type { Page } from "~/navigation/pages";

/** The notification screens; the bell leads to the first, which links to the approvers' two. */
export const notificationPages = {
  notifications: { path: "/ui/notifications", titleKey: "notifications.title" },
  // The approvers of an organisation keep the lists the approved morning report goes to.
  distribution: {
    path: "/ui/distribution-list",
    titleKey: "notifications.distribution.title",
    privilege: Privilege.ApprovalForm,
  },
  // The same approvers set when the daily reminder goes out and how far over the AFE a well's
  // cost goes before planners are told (decision 070).
  settings: {
    path: "/ui/notification-settings",
    titleKey: "notifications.settings.title",
    privilege: Privilege.ApprovalForm,
  },
  live: { path: "/ui/notifications/live", titleKey: "notifications.live.label" },
} satisfies Record<string, Page>;
