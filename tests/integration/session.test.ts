import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { Privilege } from "~/auth/privileges";
import { requireUser, safeRedirectPath } from "~/auth/session.server";
import type { Engine } from "~/db/engine.server";
import { action as loginAction } from "~/routes/_auth.login";
import { loader as signedOutLoader } from "~/routes/_auth";
import { action as fieldAction } from "~/routes/_app.field.$tab";
import { action as logoutAction } from "~/routes/logout";
import { action as passwordAction } from "~/routes/profile.password";
import { action as settingsAction } from "~/routes/settings";

import { call, cookieFrom } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

import { changePassword, ids } from "./accounts-helpers";

let engine: Engine & { label: string };
beforeAll(async () => {
  engine = await useDemoDatabase();
});
afterAll(async () => {
  await engine.close();
});

async function signIn(username: string, password = "drillbook", redirectTo = "/") {
  return call(loginAction, "/login", { form: { username, password, redirectTo } });
}

function protectedCall(path: string, cookie: string | null, privilege?: Privilege) {
  return call(async ({ request }) => requireUser(request, { privilege }), path, { cookie });
}

describe(`sessions (${process.env.TEST_DATABASE_URL ? "PostgreSQL server" : "PGlite"})`, () => {
  it("signs in with the right password and returns to the page asked for", async () => {
    const response = await signIn("engineer", "drillbook", "/field/well?tab=wells");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/field/well?tab=wells");
    const cookie = cookieFrom(response);
    expect(cookie).toMatch(/^__drillbook=/);
    const user = await protectedCall("/field/well", cookie);
    expect(user.status).toBe(200);
    const body = (await user.json()) as { username: string; orgName: string; privileges: number[] };
    expect(body.username).toBe("engineer");
    expect(body.orgName).toBe("Demo Energy");
    expect(body.privileges).toEqual([5, 6, 7, 10, 11, 12, 14]);
  });

  it("usernames are not case-sensitive", async () => {
    expect((await signIn("Manager")).status).toBe(302);
  });

  it("says only 'wrong username or password' and keeps the username", async () => {
    for (const [username, password] of [
      ["planner", "not-the-password"],
      ["nobody-here", "drillbook"],
    ] as const) {
      const response = await signIn(username, password);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "wrongCredentials", username });
    }
  });

  it("slows down repeated failures for one username with 429 and a retry time", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn("admin", `guess-${attempt}`)).status).toBe(401);
    }
    const blocked = await signIn("admin", "drillbook");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(60);
    const body = (await blocked.json()) as { error: string; retryAt: string };
    expect(body.error).toBe("rateLimited");
    expect(new Date(body.retryAt).getTime()).toBeGreaterThan(Date.now());
    // Other users are not affected.
    expect((await signIn("manager")).status).toBe(302);
  });

  it("sends a protected route without a session to the sign-in page with redirectFrom", async () => {
    const response = await protectedCall("/account/log-activity?page=2", null);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/login?redirectFrom=${encodeURIComponent("/account/log-activity?page=2")}`,
    );
  });

  it("answers 404 when the privilege is missing", async () => {
    const cookie = cookieFrom(await signIn("planner"));
    expect((await protectedCall("/account", cookie, Privilege.ViewClientDetails)).status).toBe(404);
    expect(
      (await protectedCall("/database/planner", cookie, Privilege.PlannerDatabase)).status,
    ).toBe(200);
  });

  it("sends a signed-in user away from the sign-in pages", async () => {
    const cookie = cookieFrom(await signIn("engineer"));
    const response = await call(signedOutLoader, "/login", { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/field/well");
  });

  it("logout ends the session in the database, so the old cookie no longer works", async () => {
    const cookie = cookieFrom(await signIn("engineer"));
    const logout = await call(logoutAction, "/logout", {
      method: "POST",
      cookie,
      headers: { origin: "http://localhost:3000" },
    });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/login");
    expect((await protectedCall("/field/well", cookie)).status).toBe(302);
  });

  it("an expired session signs out; a live one carries the role's privileges in its organisation", async () => {
    const cookie = cookieFrom(await signIn("manager"));
    const signedIn = await protectedCall("/dashboard", cookie, Privilege.Dashboards);
    expect(signedIn.status).toBe(200);
    const managerId = await (await ids(engine.db)).user("manager");
    await engine.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where("user_id", "=", managerId)
      .execute();
    expect((await protectedCall("/dashboard", cookie, Privilege.Dashboards)).status).toBe(302);
  });

  it("a deactivated user is signed out at once and cannot sign in", async () => {
    const cookie = cookieFrom(await signIn("planner"));
    await engine.db
      .updateTable("users")
      .set({ is_active: false })
      .where("username", "=", "planner")
      .execute();
    expect((await protectedCall("/field/well", cookie)).status).toBe(302);
    expect((await signIn("planner")).status).toBe(401);
    await engine.db
      .updateTable("users")
      .set({ is_active: true })
      .where("username", "=", "planner")
      .execute();
  });

  it("refuses a write from another origin", async () => {
    const cookie = cookieFrom(await signIn("engineer"));
    const response = await call(passwordAction, "/profile/password", {
      cookie,
      form: {
        current_password: "drillbook",
        new_password: "newpass123",
        confirm_password: "newpass123",
      },
      headers: { origin: "https://attacker.example" },
    });
    expect(response.status).toBe(403);
    const login = await call(loginAction, "/login", {
      form: { username: "engineer", password: "drillbook" },
      headers: { origin: "https://attacker.example" },
    });
    expect(login.status).toBe(403);
  });

  it("changing the password ends the user's other sessions and keeps this one", async () => {
    const other = cookieFrom(await signIn("manager"));
    const current = cookieFrom(await signIn("manager"));
    const mismatch = await changePassword(current, "drillbook", "Rig2026pass", "Rig2026pas");
    expect(mismatch.status).toBe(400);
    const changed = await changePassword(current, "drillbook", "Rig2026pass");
    expect(changed.status).toBe(200);
    expect((await protectedCall("/field/well", current)).status).toBe(200);
    expect((await protectedCall("/field/well", other)).status).toBe(302);
    expect((await signIn("manager")).status).toBe(401);
    expect((await signIn("manager", "Rig2026pass")).status).toBe(302);
    const audit = await engine.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "change-password")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("only redirects to paths on this site after sign-in", () => {
    expect(safeRedirectPath("//evil.example/x")).toBe("/");
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath("/dashboard")).toBe("/dashboard");
    // Browsers read a backslash as a slash and drop tabs and line breaks: each is another host.
    for (const target of OFF_SITE_TARGETS) expect(safeRedirectPath(target)).toBe("/");
    expect(safeRedirectPath("/field/well?tab=wells#top")).toBe("/field/well?tab=wells#top");
    expect(safeRedirectPath("/no-such-target\\x", "/field/well")).toBe("/field/well");
  });

  it("signing in with an off-site redirectTo stays on this site", async () => {
    for (const target of OFF_SITE_TARGETS) {
      const response = await signIn("engineer", "drillbook", target);
      expect(response.status).toBe(302);
      expect(onThisSite(response.headers.get("location"))).toBe(true);
    }
  });

  it("/settings and /field/well send an off-site redirectTo back to this site", async () => {
    const cookie = cookieFrom(await signIn("driller"));
    for (const target of OFF_SITE_TARGETS) {
      const settings = await call(settingsAction, "/settings", {
        cookie,
        form: { unitStandard: "1", language: "auto", redirectTo: target },
      });
      expect(settings.status).toBe(302);
      expect(onThisSite(settings.headers.get("location"))).toBe(true);
      const field = await call(fieldAction, "/field/well", {
        cookie,
        params: { tab: "well" },
        form: { intent: "unselect", redirectTo: target },
      });
      expect(field.status).toBe(302);
      expect(onThisSite(field.headers.get("location"))).toBe(true);
    }
    // A path of this site is still where they return to.
    const back = await call(settingsAction, "/settings", {
      cookie,
      form: { unitStandard: "1", language: "auto", redirectTo: "/dashboard?tab=drilling" },
    });
    expect(back.headers.get("location")).toBe("/dashboard?tab=drilling");
  });

  it("keeps the session cookie HttpOnly and SameSite=Lax", async () => {
    const setCookie = (await signIn("planner")).headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });
});

/** Redirect targets a browser would follow to another host. */
const OFF_SITE_TARGETS = [
  "/\\evil.example/x",
  "/\\/evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "https:evil.example",
  "/.//evil.example",
  "/a/..//evil.example",
];

/** Where a browser would go from this Location header, seen from this site. */
function onThisSite(location: string | null): boolean {
  if (location === null || /[\\\p{Cc}]/u.test(location)) return false;
  return new URL(location, "http://localhost:3000").origin === "http://localhost:3000";
}
