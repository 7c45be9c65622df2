/**
 * What every page's chrome (the menu, titles, report kinds) names of the screens whose strings load
 * with them: kept with the chrome so a page never loads a whole screen's strings for its name.
 */
export const menuEn = {
  ddr: {
    nav: {
      form: "Daily Drilling Report",
      consolidated: "Consolidated Daily Drilling Report",
      approval: "Approval Form",
      database: "Daily Drilling Report Database",
      report: "Daily Drilling Report (Reports)",
      lookupLists: "Lookup Lists",
    },
  },
  activity: {
    kinds: {
      casing: "Casing report",
      kick: "Kick report",
      cement: "Cement report",
      coring: "Coring report",
      logging: "Logging report",
      fishing: "Fishing report",
      "well-test": "Well test report",
      "general-work": "General work report",
      subsurface: "Subsurface report",
    },
    nav: {
      activityForms: "Drilling activity",
      activityReports: "Drilling-activity reports",
      activityDatabase: "Drilling-activity database",
      subsurfaceForm: "Subsurface Form",
      subsurfaceDatabase: "Subsurface Database",
      form: {
        casing: "Casing",
        kick: "Kick",
        cement: "Cement",
        coring: "Coring",
        logging: "Logging",
        fishing: "Fishing",
        "well-test": "Well test",
        "general-work": "General work",
      },
      report: {
        casing: "Casing reports",
        kick: "Kick reports",
        cement: "Cement reports",
        coring: "Coring reports",
        logging: "Logging reports",
        fishing: "Fishing reports",
        "well-test": "Well test reports",
        "general-work": "General work reports",
      },
      database: {
        casing: "Casing database",
        kick: "Kick database",
        cement: "Cement database",
        coring: "Coring database",
        logging: "Logging database",
        fishing: "Fishing database",
        "well-test": "Well test database",
        "general-work": "General work database",
      },
    },
  },
  planner: {
    nav: {
      database: "Planner",
      form: "Planner Form",
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type MenuResources = Widen<typeof menuEn>;
