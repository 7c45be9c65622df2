import { notFound } from "~/auth/session.server";

import type { AuditRecordType } from "./audit-vocabulary";
import { refuseOutOfScope, type Actor } from "./tenancy.server";

type Lookup =
  { found: true; contentType: string; bytes: Uint8Array } | { found: false; elsewhere: boolean };

/**
 * A stored file as the answer to its address: 404 when the actor may not have it (an attempt on
 * another organisation's file is logged), otherwise its bytes in a sandbox of their own.
 */
export async function storedFileResponse<File extends Lookup>(
  actor: Actor,
  request: Request,
  record: { type: AuditRecordType; id: string | number },
  file: File,
  headers: (file: Extract<File, { found: true }>) => {
    "Cache-Control": string;
    "Content-Disposition": string;
  },
) {
  if (!file.found) {
    if (file.elsewhere) await refuseOutOfScope(actor, request, record);
    throw notFound();
  }
  return new Response(Buffer.from(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Security-Policy": "default-src 'none'; sandbox",
      ...headers(file as Extract<File, { found: true }>),
    },
  });
}
