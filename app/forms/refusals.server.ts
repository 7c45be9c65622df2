import { json } from "@remix-run/node";

import { notFound } from "~/auth/not-found";

import { parseRecordId } from "./input";

/** What a 400 page can say about the request (translation keys under `badRequest`). */
export type BadRequestMessage =
  "badRequest.badRecord" | "badRequest.badValue" | "badRequest.badForm";

/**
 * Thrown from a loader or action when a request carries a value the page cannot take (a tampered
 * hidden field, a hand-edited address): the error page shows the message, nothing is changed.
 * A value a person typed into a form field is answered next to that field instead.
 */
export function badRequest(message: BadRequestMessage = "badRequest.badValue"): Response {
  return json({ message }, { status: 400 });
}

/** The record an address names (`/field/well/12/edit`): its id, or 404 when it can name none. */
export function idFromAddress(value: string | null | undefined): number {
  const id = parseRecordId(value);
  if (id === null) throw notFound();
  return id;
}

/**
 * The form a request posts. A body that is no form at all (multipart without its boundary or cut
 * short, a content type that does not match) is refused with a 400, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest("badRequest.badForm");
  }
}

/** The same for multipart bodies read part by part; `keep` lets through errors the caller answers. */
export async function readMultipart(
  request: Request,
  read: (request: Request) => Promise<FormData>,
  keep: (error: unknown) => boolean = () => false,
): Promise<FormData> {
  try {
    return await read(request);
  } catch (error) {
    if (keep(error)) throw error;
    throw badRequest("badRequest.badForm");
  }
}
