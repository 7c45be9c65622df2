import { sql, type Kysely } from "kysely";

import { ALL_PRIVILEGES, Privilege as P } from "~/auth/privileges";
import { hashPassword } from "~/auth/password.server";
import { seedAssetsDemo } from "~/demo/assets.server";
import { seedPlannerDemo } from "~/demo/planner.server";

import { seedDemoReports } from "./wells.server";
import type { Database } from "~/db/schema";

export const DEMO_PASSWORD = "drillbook";

interface DemoUser {
  username: string;
  fullName: string;
  email: string;
  role: string;
  /** A client administrator: manages every client organisation (see docs/decisions). */
  administersClients?: boolean;
}

interface DemoOrganisation {
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

/**
 * Creates the demo organisations and users on an empty database. Returns who was created, or null
 * when the demo organisation already exists (the data is never duplicated or overwritten).
 */
export async function seedDemoData(db: Kysely<Database>) {
  const existing = await db
    .selectFrom("organisations")
    .select("id")
    .where("name", "=", DEMO_ORGANISATIONS[0]!.name)
    .executeTakeFirst();
  if (existing) return null;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: { username: string; organisation: string }[] = [];
  await db.transaction().execute(async (tx) => {
    for (const org of [...DEMO_ORGANISATIONS, ...DEMO_INACTIVE_ORGANISATIONS]) {
      const { id: orgId } = await tx
        .insertInto("organisations")
        .values({
          name: org.name,
          bg_color: org.bgColor,
          logo_file_id: null,
          is_active: org.isActive ?? true,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const roleIds = new Map<string, number>();
      for (const [name, privileges] of Object.entries(org.roles)) {
        const { id } = await tx
          .insertInto("roles")
          .values({ org_id: orgId, name, privileges: [...privileges] })
          .returning("id")
          .executeTakeFirstOrThrow();
        roleIds.set(name, id);
      }
      for (const user of org.users) {
        const { id: userId } = await tx
          .insertInto("users")
          .values({
            username: user.username,
            full_name: user.fullName,
            email: user.email,
            password_hash: passwordHash,
            avatar_file_id: null,
            language: null,
            administers_clients: user.administersClients ?? false,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await tx
          .insertInto("memberships")
          .values({ user_id: userId, org_id: orgId, role_id: roleIds.get(user.role)! })
          .execute();
        if (org.isActive !== false)
          created.push({ username: user.username, organisation: org.name });
      }
    }
  });
  // Wells, then the planner's catalogue and AFEs, then the reports whose cost lines point at them.
  await seedAssetsDemo(db);
  await seedPlannerDemo(db);
  await seedDemoReports(db, { organisations: DEMO_ORGANISATIONS.map((org) => org.name) });
  // The embedded engine has no autovacuum: without statistics its plans guess at every table.
  await sql`analyze`.execute(db);
  return created;
}
