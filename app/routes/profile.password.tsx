import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";

import { requireSignedIn } from "~/auth/session.server";
import { withSecurityHeaders } from "~/security-headers.server";
import { changeOwnPassword } from "~/identity/account.server";
import { changePasswordSchema } from "~/identity/password-rules";
import { readForm } from "~/forms/refusals.server";

// Change Password dialog (spec section 7: user_id, new_password, confirm_password, and the
// current_password it asks first). The user is always the one signed in; a user_id in the form
// is ignored rather than trusted.
export const action = withSecurityHeaders(async ({ request }: ActionFunctionArgs) => {
  const { user, sessionId } = await requireSignedIn(request);
  const submission = parseWithZod(await readForm(request), { schema: changePasswordSchema });
  if (submission.status !== "success") {
    return json(
      {
        ok: false as const,
        reply: submission.reply({ hideFields: ["current_password"] }),
        message: null,
      },
      { status: 400 },
    );
  }
  const result = await changeOwnPassword(
    user,
    sessionId,
    {
      currentPassword: submission.value.current_password,
      newPassword: submission.value.new_password,
    },
    request,
  );
  if (!result.ok) {
    // A new password equal to the current one travels as `message`: the dialog shows it as a
    // toast at top centre. The others belong next to their field.
    const asToast = result.error === "password.sameAsCurrent";
    return json(
      {
        ok: false as const,
        reply: submission.reply({
          hideFields: ["current_password"],
          ...(asToast ? {} : { fieldErrors: { [result.field ?? ""]: [result.error] } }),
        }),
        message: asToast ? result.error : null,
      },
      { status: 400 },
    );
  }
  return json({ ok: true as const, reply: submission.reply({ resetForm: true }), message: null });
});
