import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

import { IMAGE_MAX_BYTES, checkImage, type ImageCheck } from "./image-files";
import type { StoredImage } from "./files.server";
import { readForm, readMultipart } from "~/forms/refusals.server";

/** Beyond this the request is not read at all; an image part alone may be IMAGE_MAX_BYTES. */
const MAX_REQUEST_BYTES = 8 * IMAGE_MAX_BYTES;
const MAX_TEXT_FIELD_BYTES = 64 * 1024;

export type ImageUpload =
  | { kind: "none" }
  | { kind: "image"; image: StoredImage }
  | { kind: "refused"; error: Extract<ImageCheck, { ok: false }>["error"] };

/**
 * Reads a form that may carry one image (avatar, logo). The image is kept in memory up to the
 * limit; a larger one is read to its end but dropped, so the other fields still arrive and the
 * form can be shown again with what the user typed.
 */
export async function readImageForm(
  request: Request,
  imageField: string,
): Promise<{ form: FormData; upload: ImageUpload }> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    return { form: await readForm(request), upload: { kind: "none" } };
  }
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_REQUEST_BYTES) {
    return { form: new FormData(), upload: { kind: "refused", error: "tooLarge" } };
  }
  // Filled in by the handler as the parts stream past.
  const received: { oversized: boolean; file?: { name: string; bytes: Uint8Array } } = {
    oversized: false,
  };
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const limit = filename === undefined ? MAX_TEXT_FIELD_BYTES : IMAGE_MAX_BYTES;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
    }
    const bytes = Buffer.concat(chunks);
    if (filename === undefined) return size <= limit ? bytes.toString("utf8") : undefined;
    if (name !== imageField || (filename === "" && size === 0)) return undefined;
    if (size > limit) received.oversized = true;
    else received.file = { name: filename, bytes: new Uint8Array(bytes) };
    return undefined;
  };
  const form = await readMultipart(request, (body) =>
    unstable_parseMultipartFormData(body, handler),
  );
  if (received.oversized) return { form, upload: { kind: "refused", error: "tooLarge" } };
  if (!received.file) return { form, upload: { kind: "none" } };
  const check = checkImage(received.file);
  if (!check.ok) return { form, upload: { kind: "refused", error: check.error } };
  const image = { contentType: check.contentType, bytes: received.file.bytes };
  return { form, upload: { kind: "image", image } };
}
