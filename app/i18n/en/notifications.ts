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
    // The button's name; the words it shows are its state. "Offline" read as if the app or the
    // user were offline.
    label: "Live updates",
    on: "Live updates on",
    off: "Live updates paused",
    reconnecting: "Live updates reconnecting…",
    hint: "Notifications as they happen, without reloading the page. Press to turn them on or off.",
  },
  message: {
    submitted: "{{actor}} submitted report {{report}} of {{well}} for your approval.",
    approved: "{{actor}} approved your report {{report}} of {{well}}.",
    returned: "{{actor}} returned your report {{report}} of {{well}}: {{comment}}",
    reminder: "The daily drilling report of {{well}} for {{date}} has not been started.",
    reminderNotSubmitted:
      "The daily drilling report of {{well}} for {{date}} is not submitted yet.",
    afeApproved: "{{actor}} approved supplement {{version}} to the AFE of {{well}}.",
    overAfe:
      "The actual cost of {{well}} is {{over}} % over its approved AFE (told from {{threshold}} %).",
  },
  toastTitle: {
    submitted: "Report submitted",
    approved: "Report approved",
    returned: "Report returned",
    reminder: "Daily report missing",
    afeApproved: "AFE supplement approved",
    overAfe: "Cost over the AFE",
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
      reminder: "Yesterday's daily drilling report of a well is missing",
      afeApproved: "A supplement to a well's AFE is approved",
      overAfe: "A well's actual cost goes over its AFE",
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
  settings: {
    title: "Notification rules",
    intro:
      "When the organisation is told of things nobody clicked: the daily reminder of a missing daily drilling report, and a well's cost going over its approved AFE.",
    formTitle: "Reminder and AFE warning",
    reminderHour: "Reminder hour",
    reminderHourHint:
      "From this hour, the engineers of each drilling well are reminded when yesterday's daily drilling report is missing or not submitted.",
    timeZone: "Time zone",
    timeZoneHint: 'The reminder hour and "yesterday" are read in this time zone.',
    overAfePercent: "Over the AFE by more than",
    overAfePercentHint:
      "Planners and managers are told once when a well's actual cost goes more than this percentage over its approved AFE. It applies from the next saved cost or approved AFE.",
    save: "Save notification rules",
    saved: "The notification rules are saved.",
    conflict:
      "Someone saved these rules after you opened the page, so nothing was saved. Your entries are kept: reload the page to see the saved rules, then apply your changes again.",
    errors: {
      hour: "Choose an hour from 00:00 to 23:00.",
      zone: "Choose a time zone from the list (an IANA name such as Asia/Jakarta).",
      percentRange: "Enter a percentage above 0 and at most 1,000.",
      percentDecimals: "Enter the percentage with at most two decimals.",
    },
  },
};
