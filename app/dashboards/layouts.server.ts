import { getDb } from "~/db/db.server";
import { auditChange } from "~/identity/audit.server";

import type { Tile, Dashboard } from "./catalogue";
import { defaultTiles } from "./layout";
import { parseTiles } from "./layout-schema";

interface Owner {
  id: number;
  orgId: number;
}

/** The user's saved tiles for a dashboard, or its defaults. */
export async function loadTiles(
  user: Owner,
  dashboard: Dashboard,
): Promise<{ tiles: Tile[]; saved: boolean }> {
  const db = await getDb();
  const row = await db
    .selectFrom("dashboard_layouts")
    .select("tiles")
    .where("user_id", "=", user.id)
    .where("org_id", "=", user.orgId)
    .where("dashboard", "=", dashboard.slug)
    .executeTakeFirst();
  const tiles = row ? parseTiles(row.tiles, dashboard) : null;
  return tiles ? { tiles, saved: true } : { tiles: defaultTiles(dashboard), saved: false };
}

export async function saveTiles(user: Owner, dashboard: Dashboard, tiles: Tile[]): Promise<void> {
  const db = await getDb();
  const json = JSON.stringify(tiles);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto("dashboard_layouts")
      .values({ user_id: user.id, org_id: user.orgId, dashboard: dashboard.slug, tiles: json })
      .onConflict((oc) =>
        oc
          .columns(["user_id", "org_id", "dashboard"])
          .doUpdateSet({ tiles: json, updated_at: new Date() }),
      )
      .execute();
    await auditChange(tx, user, "update-layout", "dashboard", dashboard.slug, {
      tiles: tiles.map((tile) => tile.type),
    });
  });
}

export async function resetTiles(user: Owner, dashboard: Dashboard): Promise<void> {
  const db = await getDb();
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom("dashboard_layouts")
      .where("user_id", "=", user.id)
      .where("org_id", "=", user.orgId)
      .where("dashboard", "=", dashboard.slug)
      .execute();
    await auditChange(tx, user, "reset-layout", "dashboard", dashboard.slug);
  });
}

/** The layout check for actions; re-exported here so route modules reach it without zod in the browser. */
export { parseTiles };
