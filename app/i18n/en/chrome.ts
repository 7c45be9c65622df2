import { assetsEn } from "./assets";
import { dashboardsEn } from "./dashboards";
import { fieldDashboardsEn } from "./field-dashboards";
import { orgTokensEn } from "./org-tokens";
import { notificationsEn } from "./notifications";
import { menuEn } from "./menu";
import type { Widen } from "../widen";

/**
 * The strings every page shows (menu, top bar, footer, sign-in, settings, errors, dashboards'
 * names, notifications): loaded with every page; each screen's own come with its page (i18n.ts).
 */
export const chromeEn = {
  app: {
    name: "Drillbook",
    company: "Drillbook Systems",
    tagline: "Drilling operations reporting",
    titleSuffix: "Drillbook",
  },
  common: {
    loading: "Loading...",
    pageTimeout:
      "The page timed out while loading. Are you sure you're still connected to the Internet?",
    retry: "Try again",
    save: "Save",
    cancel: "Cancel",
    close: "Close",
    yes: "Yes",
    no: "No",
    error: "Error",
    success: "Success",
    returnHome: "Return Home",
    skipToContent: "Skip to content",
  },
  nav: {
    mainMenu: "Main menu",
    toggleMenu: "Toggle menu",
    toggleSettings: "Toggle settings",
    home: "Home",
    accountManagement: "Account Management",
    clientDetails: "Client Details",
    manageAccount: "Manage Account",
    logActivity: "Log Activity",
    fieldDashboard: "Field Dashboard",
    comparisonStudy: "Comparison Study",
    wellDashboard: "Well Dashboard",
    addReport: "Add Report",
    reportApproval: "Report Approval",
    databaseAndReports: "Database and Reports",
    profile: "Profile",
    changePassword: "Change Password",
    logout: "Logout",
    help: "Help",
    userMenu: "User menu",
    organisation: "Organisation",
    outbox: "Outbox",
  },
  footer: {
    copyright: "© {{year}} {{company}}. {{product}}.",
    aboutUs: "About Us",
    help: "Help",
    contactUs: "Contact Us",
  },
  auth: {
    signIn: "Sign in",
    signInTitle: "Sign in to Drillbook",
    username: "Username",
    password: "Password",
    wrongCredentials: "Wrong username or password.",
    rateLimited:
      "Too many failed sign-ins. Try again after {{time}} (in about {{minutes}} minutes).",
    signedOut: "You have signed out.",
    sessionEnded: "Your session has ended. Please sign in again.",
  },
  password: {
    title: "Change Password",
    currentPassword: "Current password",
    newPassword: "New password",
    confirmPassword: "Confirm new password",
    rules: "At least {{min}} characters, with a letter and a digit.",
    changed: "Password changed",
    tooShort: "Use at least {{min}} characters.",
    tooWeak: "Use at least one letter and one digit.",
    otherSessionsEnded: "Your other sessions were signed out.",
    sameAsCurrent: "Choose a password other than your current one.",
    currentWrong: "This is not your current password.",
    tooManyTries:
      "Too many wrong passwords. Try again in a quarter of an hour, or sign out and reset your password.",
  },
  settings: {
    title: "Settings",
    unitSystem: "Unit system",
    language: "Language",
    languageAuto: "Follow unit system",
    saved: "Settings saved",
    notSaved: "Your settings were not saved. Choose one of the options shown and save again.",
    unitSystemApi: "api (imperial: ft, psi, bbl, °F)",
    unitSystemApimix: "apimix (metric: m, bar, m^3, °K)",
    unitSystemGde: "gde (mixed: m, psi, bbl, °C)",
    languageEn: "English",
    languageId: "Bahasa Indonesia",
    signedInAs: "Signed in as {{name}}",
    role: "Role: {{role}}",
    organisation: "Organisation: {{name}}",
  },
  notFound: {
    title: "Page not found",
    text: "It's looking like you may have taken a wrong turn...",
  },
  errorPage: {
    title: "Something went wrong",
    text: "The page could not be shown. Try again, or return home.",
  },
  badRequest: {
    title: "That request could not be used",
    text: "Something it carried is not a value this page takes. Go back, check what you entered and try again. Nothing was changed.",
    badRecord: "It names a record that does not exist. Reload the page and try again.",
    badValue:
      "One of its values could not be stored (a number too large, or a character that is not allowed).",
    badForm: "It did not carry a form this page can read. Reload the page and send it again.",
  },
  help: {
    title: "Help",
    intro:
      "Drillbook keeps the daily drilling report and the drilling-activity reports of your wells, routes them for approval and turns them into dashboards.",
    signingIn: "Signing in",
    signingInText:
      "Sign in with the username and password your administrator gave you. After five wrong passwords in a row, sign-in pauses for a quarter of an hour.",
    units: "Units and language",
    unitsText:
      "Open Settings (the gear at the top right) to choose the unit system: api (imperial), apimix (metric) or gde (mixed). The language follows the unit system unless you pick one.",
    privileges: "What you can see",
    privilegesText:
      "The menu shows the screens your role allows. Ask your administrator if something you need is missing.",
  },
  validation: {
    required: "This field is required.",
    email: "This field must be a valid email.",
    confirmed: "The two passwords do not match.",
    length: "This field must have 2 options.",
    numeric: "This field must be a valid numeric.",
    number: "This field must be a valid number.",
    numberNotation:
      "Write numbers with a dot before the decimals and commas between thousands, e.g. 1,234.50.",
    tooLong: "Use at most {{max}} characters.",
    controlCharacters:
      "Remove the invisible control characters (such as NUL, or a tab in a one-line field).",
    recordId: "This form names a record that does not exist. Reload the page and try again.",
  },
  privilege: {
    "1": "View client details",
    "2": "Manage accounts",
    "3": "View log activity",
    "4": "Comparison study",
    "5": "Daily drilling reports: database and reports",
    "6": "Drilling-activity reports: database and reports",
    "7": "Subsurface database",
    "8": "Planner database",
    "9": "Planner form",
    "10": "Daily drilling report form",
    "11": "Drilling-activity forms",
    "12": "Subsurface form",
    "13": "Approval form",
    "14": "Dashboards",
  },
  units: {
    atLeast: "Enter at least {{value}} {{unit}}.",
    atMost: "Enter at most {{value}} {{unit}}.",
    atLeastValue: "Enter at least {{value}}.",
    atMostValue: "Enter at most {{value}}.",
  },
  assets: assetsEn,
  home: {
    title: "Home",
  },
  dashboards: dashboardsEn,
  fieldDashboards: fieldDashboardsEn,
  orgTokens: orgTokensEn,
  notifications: notificationsEn,
  ...menuEn,
};

export type ChromeResources = Widen<typeof chromeEn>;
