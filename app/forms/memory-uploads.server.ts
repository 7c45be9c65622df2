import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";

import { readMultipart } from "./refusals.server";

/** More parts than the form has: refused before they are all held in memory. */
class TooManyParts extends Error {}

/**
 * A posted multipart form with its files held in memory, each of at most `maxPartBytes` (and, if
 * given, at most `maxParts` parts): the form, or which limit it broke, for the page to say so
 * with the figure. A body that is no form at all is a 400, as `readMultipart` answers.
 */
export async function readUploadedForm(
  request: Request,
  limits: { maxPartBytes: number },
): Promise<FormData | "tooLarge">;
export async function readUploadedForm(
  request: Request,
  limits: { maxPartBytes: number; maxParts: number },
): Promise<FormData | "tooLarge" | "tooManyParts">;
export async function readUploadedForm(
  request: Request,
  limits: { maxPartBytes: number; maxParts?: number },
): Promise<FormData | "tooLarge" | "tooManyParts"> {
  const inMemory = unstable_createMemoryUploadHandler({ maxPartSize: limits.maxPartBytes });
  let parts = 0;
  const counted: UploadHandler = (part) => {
    if (limits.maxParts !== undefined && ++parts > limits.maxParts) throw new TooManyParts();
    return inMemory(part);
  };
  try {
    return await readMultipart(
      request,
      (body) => unstable_parseMultipartFormData(body, counted),
      (error) => error instanceof MaxPartSizeExceededError || error instanceof TooManyParts,
    );
  } catch (error) {
    if (error instanceof TooManyParts) return "tooManyParts";
    if (error instanceof MaxPartSizeExceededError) return "tooLarge";
    throw error;
  }
}
