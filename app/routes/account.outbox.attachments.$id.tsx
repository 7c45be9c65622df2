import type { LoaderFunctionArgs } from "@remix-run/node";

import { notFound, requireUser } from "~/auth/session.server";
import { parseRecordId } from "~/forms/input";
import { mailGoesToOutbox, readOutboxAttachment } from "~/identity/mail.server";
import { refuseOutOfScope } from "~/identity/tenancy.server";
import { pages } from "~/navigation/pages";
import { withSecurityHeaders } from "~/security-headers.server";

// A file attached to a mail of the outbox (the morning report's PDF), for the administrators who
// may read that mail: their organisation's, or any for client administrators. Anyone else: 404.
export const loader = withSecurityHeaders(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireUser(request, { privilege: pages.outbox.privilege });
  if (!mailGoesToOutbox()) throw notFound();
  const id = parseRecordId(params.id);
  if (id === null) throw notFound();
  const file = await readOutboxAttachment(user, id);
  if (!file.found) {
    if (file.elsewhere) await refuseOutOfScope(user, request, { type: "outbox-attachment", id });
    throw notFound();
  }
  return new Response(Buffer.from(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": `attachment; filename="${file.filename.replace(/[^\w.-]+/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    },
  });
});
