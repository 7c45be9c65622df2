/** The profile page's token forms: make one (shown once in the answer) or revoke one. */
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";

import { setToast } from "~/auth/session.server";
import type { TokenActionResult } from "~/identity/access-token-rules";

import { createTokenSchema, revokeTokenSchema } from "./access-token-rules";
import { createAccessToken, revokeAccessToken } from "./access-tokens.server";

export const TOKEN_INTENTS = ["createToken", "revokeToken"] as const;

export function isTokenIntent(intent: unknown): intent is (typeof TOKEN_INTENTS)[number] {
  return intent === "createToken" || intent === "revokeToken";
}

export async function accessTokenAction(
  request: Request,
  owner: { id: number; orgId: number },
  form: FormData,
): Promise<Response> {
  if (form.get("intent") === "createToken") {
    const submission = parseWithZod(form, { schema: createTokenSchema });
    if (submission.status !== "success") {
      return json<TokenActionResult>(
        { intent: "createToken", reply: submission.reply(), created: null },
        400,
      );
    }
    const created = await createAccessToken(owner, submission.value);
    if (!created.ok) {
      return json<TokenActionResult>(
        {
          intent: "createToken",
          reply: submission.reply({ formErrors: [created.error] }),
          created: null,
        },
        409,
      );
    }
    // The secret is in this answer only; the page shows it once and it is never stored.
    return json<TokenActionResult>(
      {
        intent: "createToken",
        reply: submission.reply({ resetForm: true }),
        created: { name: created.entry.name, token: created.token },
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  const submission = parseWithZod(form, { schema: revokeTokenSchema });
  const revoked =
    submission.status === "success" && (await revokeAccessToken(owner, submission.value.tokenId));
  return redirect("/profile", {
    headers: {
      "Set-Cookie": await setToast(request, {
        kind: revoked ? "success" : "error",
        title: revoked ? "common.success" : "common.error",
        message: revoked ? "interop.tokens.revokedToast" : "interop.tokens.notFound",
      }),
    },
  });
}
