import { Privilege } from "~/auth/privileges";
import type { Page } from "~/navigation/pages";

/** The notification screens; the bell leads to the first, the list's page to the second. */
export const notificationPages = {
  notifications: { path: "/ui/notifications", titleKey: "notifications.title" },
  // The approvers of an organisation keep the lists the approved morning report goes to.
  distribution: {
    path: "/ui/distribution-list",
    titleKey: "notifications.distribution.title",
    privilege: Privilege.ApprovalForm,
  },
  live: { path: "/ui/notifications/live", titleKey: "notifications.live.label" },
} satisfies Record<string, Page>;
