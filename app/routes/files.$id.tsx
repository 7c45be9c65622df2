import type { LoaderFunctionArgs } from "@remix-run/node";

import { notFound, requireUser } from "~/auth/session.server";
import { readFile } from "~/identity/files.server";
import { showsInline } from "~/identity/image-files";
import { storedFileResponse } from "~/identity/stored-file-response.server";
import { withSecurityHeaders } from "~/security-headers.server";

// Stored avatars and organisation logos. Only people of the file's organisation (and client
// administrators) get it; anyone else gets 404, and the attempt is logged.
export const loader = withSecurityHeaders(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireUser(request);
  const id = params.id ?? "";
  if (!/^[\w-]{1,64}$/.test(id)) throw notFound();
  const file = await readFile(user, id);
  return storedFileResponse(user, request, { type: "file", id }, file, (found) => ({
    // A file never changes (a new upload gets a new id), but it is private to its organisation.
    "Cache-Control": "private, max-age=31536000, immutable",
    "Content-Disposition": showsInline(found.contentType) ? "inline" : "attachment",
  }));
});
