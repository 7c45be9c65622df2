import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";

import { requireSignedIn } from "~/auth/session.server";
import { changePassword, isCurrentPassword } from "~/identity/account.server";
import { changePasswordSchema } from "~/identity/password-rules";

// Change Password dialog (spec section 7: user_id, new_password, confirm_password). The user is
// always the one signed in; a user_id in the form is ignored rather than trusted.
export async function action({ request }: ActionFunctionArgs) {
  const { user, sessionId } = await requireSignedIn(request);
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  if (submission.status !== "success") {
    return json({ ok: false as const, reply: submission.reply(), message: null }, { status: 400 });
  }
  // The server's own refusal travels as `message`: the dialog shows it as a toast at top centre.
  if (await isCurrentPassword(user.id, submission.value.new_password)) {
    return json(
      { ok: false as const, reply: submission.reply(), message: "accounts.password.sameAsCurrent" },
      { status: 400 },
    );
  }
  await changePassword(user, sessionId, submission.value.new_password);
  return json({ ok: true as const, reply: submission.reply({ resetForm: true }), message: null });
}
