import { sql } from "kysely";

import { hashPassword } from "~/auth/password.server";
import { seedAssetsDemo } from "~/demo/assets.server";
import { seedPlannerDemo } from "~/demo/planner.server";

import { seedDemoReports } from "./wells.server";
import type { Db } from "~/db/schema";

import { DEMO_INACTIVE_ORGANISATIONS, DEMO_ORGANISATIONS, DEMO_PASSWORD } from "./organisations";

/**
 * Creates the demo organisations and users on an empty database. Returns who was created, or null
 * when the demo organisation already exists (the data is never duplicated or overwritten).
 */
/**
 * The demo organisations, their people, wells, plans and reports. The wells' histories run up to
 * the day before `asOf` (today unless given; a test that checks a well's state on a known day
 * names the day).
 */
export async function seedDemoData(db: Db, options: { asOf?: string } = {}) {
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
  await seedPlannerDemo(db, { asOf: options.asOf });
  await seedDemoReports(db, {
    organisations: DEMO_ORGANISATIONS.map((org) => org.name),
    asOf: options.asOf,
  });
  // The embedded engine has no autovacuum: without statistics its plans guess at every table.
  await sql`analyze`.execute(db);
  return created;
}
