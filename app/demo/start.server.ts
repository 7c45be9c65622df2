/**
 * The start-up seed: the embedded database is for trying the app, so it gets demo data when it
 * opens; a PostgreSQL server only on request (SEED_DEMO=1). Imported once, by the server entry.
 */
import { whenDatabaseOpens } from "~/db/db.server";

import { DEMO_PASSWORD } from "./organisations";
import { seedDemoData } from "./organisations.server";

whenDatabaseOpens("demo data", async (engine) => {
  if (engine.kind !== "pglite" && process.env.SEED_DEMO !== "1") return;
  const created = await seedDemoData(engine.db);
  if (!created) return;
  console.log(`Demo data created. Sign in with any of these (password: ${DEMO_PASSWORD}):`);
  for (const user of created) console.log(`  ${user.username.padEnd(12)} ${user.organisation}`);
});
