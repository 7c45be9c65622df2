/** Strings of notifications, the live channel, their preferences and the morning report mail. */

export const notificationsEn = {
  title: "Notifications",
  intro: "What happened to the reports you write or approve, newest first.",
  bell: "Notifications",
  bellUnread: "Notifications: {{count}} unread",
  empty: "Nothing to tell you yet.",
  unread: "Unread",
  open: "Open",
  markRead: "Mark as read",
  markAllRead: "Mark all as read",
  markedRead: "Marked as read.",
  live: {
    label: "Live notifications",
    on: "Live",
    off: "Offline",
    reconnecting: "Reconnecting…",
  },
  message: {
    submitted: "{{actor}} submitted report {{report}} of {{well}} for your approval.",
    approved: "{{actor}} approved your report {{report}} of {{well}}.",
    returned: "{{actor}} returned your report {{report}} of {{well}}: {{comment}}",
  },
  toastTitle: {
    submitted: "Report submitted",
    approved: "Report approved",
    returned: "Report returned",
  },
  mail: {
    subject: "Drillbook: {{message}}",
  },
  preferences: {
    title: "Notifications",
    intro: "Choose how you are told of each kind of notification.",
    kind: "Notification",
    inApp: "In the app",
    byMail: "By mail",
    save: "Save notification choices",
    saved: "Your notification choices are saved.",
    noEmail: "Mail goes to the e-mail address of your profile; add one to be told by mail.",
    kinds: {
      submitted: "A report is submitted for my approval",
      approved: "My report is approved",
      returned: "My report is returned with a comment",
    },
  },
  distribution: {
    title: "Morning report distribution",
    intro:
      "When a daily drilling report of a well is approved, it is mailed to that well's list: the consolidated report in the mail and as a PDF attachment. Addresses may be inside or outside Drillbook.",
    well: "Well",
    address: "E-mail address",
    add: "Add to the list",
    remove: "Remove {{address}}",
    empty: "No address on this well's list yet.",
    invalid: "Enter an e-mail address, like name@example.com.",
    duplicate: "This address is already on the well's list.",
    added: "The address is on the list.",
    removed: "The address is off the list.",
    chooseWell: "Choose a well",
    show: "Show",
  },
};
