import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { z } from "zod";

import { requireUser, safeRedirectPath, setToast } from "~/auth/session.server";
import { readForm } from "~/forms/refusals.server";
import { updateSettings } from "~/identity/account.server";
import { withSecurityHeaders } from "~/security-headers.server";

const settingsSchema = z.object({
  unitStandard: z.coerce.number().int().min(1).max(3),
  language: z.enum(["auto", "en", "id"]).default("auto"),
  redirectTo: z.string().optional(),
});

// The settings panel posts here; a save comes back to the page it was on (the panel closes).
export const action = withSecurityHeaders(async ({ request }: ActionFunctionArgs) => {
  const user = await requireUser(request);
  const parsed = settingsSchema.safeParse(Object.fromEntries(await readForm(request)));
  // The panel offers only valid choices: anything else is a tampered request. Answered, not
  // thrown, so the panel stays open and says the settings were not saved.
  if (!parsed.success) return json({ message: "settings.notSaved" as const }, { status: 400 });
  const { unitStandard, language, redirectTo } = parsed.data;
  await updateSettings(user, { unitStandard, language: language === "auto" ? null : language });
  const cookie = await setToast(request, {
    kind: "success",
    title: "common.success",
    message: "settings.saved",
  });
  return redirect(safeRedirectPath(redirectTo), { headers: { "Set-Cookie": cookie } });
});

export const loader = withSecurityHeaders(() => {
  return redirect("/");
});
