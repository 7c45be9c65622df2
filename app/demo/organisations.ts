// Who the demo is made of: its organisations, their roles and people. Data only, so that browser
// tests and benchmarks read it without the writers that put it in a database.
import { ALL_PRIVILEGES, Privilege as P } from "~/auth/privileges";

export const DEMO_PASSWORD = "drillbook";

export interface DemoUser {
  username: string;
  fullName: string;
  email: string;
  role: string;
  /** A client administrator: manages every client organisation (see docs/decisions). */
  administersClients?: boolean;
}

export interface DemoOrganisation {
  name: string;
  bgColor: string;
  isActive?: boolean;
  roles: Record<string, readonly P[]>;
  users: DemoUser[];
}

export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    name: "Demo Energy",
    bgColor: "#0b5d3b",
    roles: {
      Administrator: ALL_PRIVILEGES,
      Engineer: [
        P.ViewDailyDrillingReports,
        P.ViewDrillingActivityReports,
        P.SubsurfaceDatabase,
        P.DailyDrillingReportForm,
        P.DrillingActivityForms,
        P.SubsurfaceForm,
        P.Dashboards,
      ],
      Manager: [
        P.ViewClientDetails,
        P.ViewLogActivity,
        P.ComparisonStudy,
        P.ViewDailyDrillingReports,
        P.ViewDrillingActivityReports,
        P.SubsurfaceDatabase,
        P.PlannerDatabase,
        P.ApprovalForm,
        P.Dashboards,
      ],
      Planner: [P.ViewDailyDrillingReports, P.PlannerDatabase, P.PlannerForm, P.Dashboards],
    },
    users: [
      {
        username: "admin",
        fullName: "Ayu Pratiwi",
        email: "admin@demo-energy.example",
        role: "Administrator",
      },
      {
        username: "engineer",
        fullName: "Budi Santoso",
        email: "engineer@demo-energy.example",
        role: "Engineer",
      },
      {
        username: "manager",
        fullName: "Claire Morgan",
        email: "manager@demo-energy.example",
        role: "Manager",
      },
      {
        username: "planner",
        fullName: "Dimas Wijaya",
        email: "planner@demo-energy.example",
        role: "Planner",
      },
      {
        username: "driller",
        fullName: "Rudi Hartono",
        email: "driller@demo-energy.example",
        role: "Engineer",
      },
    ],
  },
  {
    name: "Other Operator",
    bgColor: "#6b2d5c",
    roles: {
      Administrator: ALL_PRIVILEGES,
      Engineer: [P.ViewDailyDrillingReports, P.DailyDrillingReportForm, P.Dashboards],
    },
    users: [
      {
        username: "other-admin",
        fullName: "Erik Lund",
        email: "admin@other-operator.example",
        role: "Administrator",
      },
      {
        username: "other-engineer",
        fullName: "Ingrid Berg",
        email: "engineer@other-operator.example",
        role: "Engineer",
      },
    ],
  },
  {
    // The company that runs Drillbook for its clients; its client administrator sees them all.
    name: "Drillbook Support",
    bgColor: "#34495e",
    roles: {
      "Client Administrator": [P.ViewClientDetails, P.ManageAccounts, P.ViewLogActivity],
    },
    users: [
      {
        username: "client-admin",
        fullName: "Nadia Rahman",
        email: "clients@drillbook.example",
        role: "Client Administrator",
        administersClients: true,
      },
    ],
  },
];

/** A former client: listed, but its users cannot sign in. */
export const DEMO_INACTIVE_ORGANISATIONS: DemoOrganisation[] = [
  {
    name: "Borealis Geothermal",
    bgColor: "#8a6d1d",
    isActive: false,
    roles: { Administrator: ALL_PRIVILEGES },
    users: [
      {
        username: "borealis-admin",
        fullName: "Lars Nilsen",
        email: "admin@borealis-geothermal.example",
        role: "Administrator",
      },
    ],
  },
];
