import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { requireUser, setToast } from "~/auth/session.server";
import { readForm } from "~/forms/refusals.server";
import { NOTIFICATION_KINDS } from "~/notifications/kinds";
import { savePreferences, type Preferences } from "~/notifications/notifications.server";
import { choiceName } from "~/notifications/preferences-form";
import { withSecurityHeaders } from "~/security-headers.server";

// The notification choices of the profile page: always the signed-in user's own, in the
// organisation they are signed in to. A box left unticked is a "no".
export const action = withSecurityHeaders(async ({ request }: ActionFunctionArgs) => {
  const user = await requireUser(request);
  const form = await readForm(request);
  const ticked = (name: string) => form.get(name) === "on";
  const chosen = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      { inApp: ticked(choiceName(kind, "inApp")), byMail: ticked(choiceName(kind, "byMail")) },
    ]),
  ) as Preferences;
  await savePreferences(user, chosen);
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: "notifications.preferences.saved",
  });
  return redirect("/profile", { headers: { "Set-Cookie": cookie } });
});
