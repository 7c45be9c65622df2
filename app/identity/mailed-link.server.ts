import type { AccountTokenPurpose } from "~/db/tables/accounts";

import { tokenIsUsable } from "./registration.server";

/**
 * What a page opened from a mailed link shows: that its form went through (the page's own query
 * flag, `finished`), otherwise its form, or that the link no longer works.
 */
export async function mailedLinkState<Finished extends string>(
  request: Request,
  purpose: AccountTokenPurpose,
  finished: Finished,
): Promise<{ state: Finished | "ready" | "invalid"; token: string }> {
  const url = new URL(request.url);
  if (url.searchParams.get(finished)) return { state: finished, token: "" };
  const token = url.searchParams.get("token") ?? "";
  const usable = await tokenIsUsable(token, purpose);
  return { state: usable ? "ready" : "invalid", token };
}
