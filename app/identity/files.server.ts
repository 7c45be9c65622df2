import { randomBytes } from "node:crypto";

import { getDb } from "~/db/db.server";
import type { Db } from "~/db/schema";

import type { ImageType } from "./image-files";
import { inScope, type Actor } from "./tenancy.server";

export interface StoredImage {
  contentType: ImageType;
  bytes: Uint8Array;
}

/** Files are never changed in place: a new upload gets a new id, so its URL can be cached. */
export async function storeFile(db: Db, orgId: number | null, image: StoredImage): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  await db
    .insertInto("files")
    .values({ id, org_id: orgId, content_type: image.contentType, bytes: image.bytes })
    .execute();
  return id;
}

export function fileUrl(id: string | null): string | null {
  return id ? `/files/${id}` : null;
}

export type FileLookup =
  { found: true; contentType: string; bytes: Uint8Array } | { found: false; elsewhere: boolean };

/** A stored file the actor may see: one of their organisation's, or any for a client administrator. */
export async function readFile(actor: Actor, id: string): Promise<FileLookup> {
  const db = await getDb();
  const file = await db
    .selectFrom("files")
    .select(["org_id", "content_type", "bytes"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!file) return { found: false, elsewhere: false };
  if (!inScope(actor, file.org_id)) return { found: false, elsewhere: true };
  return { found: true, contentType: file.content_type, bytes: file.bytes };
}
