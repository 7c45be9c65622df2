import type { LoaderFunctionArgs } from "@remix-run/node";

import { notFound, requireUser } from "~/auth/session.server";
import { parseRecordId } from "~/forms/input";
import { mailGoesToOutbox, readOutboxAttachment } from "~/identity/mail.server";
import { storedFileResponse } from "~/identity/stored-file-response.server";
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
  return storedFileResponse(user, request, { type: "outbox-attachment", id }, file, (found) => ({
    "Cache-Control": "private, no-store",
    "Content-Disposition": `attachment; filename="${found.filename.replace(/[^\w.-]+/g, "_")}"; filename*=UTF-8''${encodeURIComponent(found.filename)}`,
  }));
});
