import { expect, test, type Browser, type Page } from "@playwright/test";

import { signIn } from "./fixtures";

// Accounts: registration, password reset, profile, client organisations, users, roles and the
// activity log, driven as a person would. Mail goes to the outbox (no SMTP_URL in these runs),
// which a client administrator reads at /account/outbox.

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000001ff89993d1d0000000049454e44ae426082",
  "hex",
);

function unique(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
}

/** The first link of the newest mail to this address, as a client administrator sees it. */
async function linkFromOutbox(browser: Browser, to: string, subject: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "client-admin");
  await page.goto("/account/outbox");
  const mail = page.getByRole("article", { name: `${subject} — ${to}` }).first();
  await expect(mail).toBeVisible();
  const href = await mail.getByRole("link").first().getAttribute("href");
  await context.close();
  expect(href).toBeTruthy();
  const url = new URL(href!);
  return url.pathname + url.search;
}

async function signInAs(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function registerAndConfirm(
  page: Page,
  browser: Browser,
  fullName: string,
  email: string,
  password: string,
) {
  await page.goto("/login");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel("Full name").fill(fullName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("The link works for 24 hours.");

  await page.goto(await linkFromOutbox(browser, email, "Confirm your Drillbook account"));
  await page.getByRole("button", { name: "Confirm account" }).click();
  await expect(page.getByRole("heading", { name: "Account confirmed" })).toBeVisible();
}

test("register, follow the mailed link, confirm, sign in and wait for access", async ({
  page,
  browser,
}) => {
  const email = `${unique("maya")}@rig.example`;
  await registerAndConfirm(page, browser, "Maya Putri", email, "Mudlogger7");
  await page.getByRole("link", { name: "Sign in" }).click();
  await signInAs(page, email, "Mudlogger7");
  await expect(page).toHaveURL(/\/awaiting-access$/);
  await expect(page.getByRole("heading", { name: "Awaiting access" })).toBeVisible();
  await expect(page.getByText("Hello Maya Putri,")).toBeVisible();
  // Nothing else: any other page comes back here, and there is no menu.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/awaiting-access$/);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("registration: a mismatched confirmation shows the spec's message", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Tia Larasati");
  await page.getByLabel("Email").fill("tia@rig.example");
  await page.getByLabel("Password", { exact: true }).fill("Wellhead42");
  await page.getByLabel("Confirm password").fill("Wellhead24");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Tia Larasati");
});

test("registration: Save clicked straight from the last password field is sent and flags every field", async ({
  page,
}) => {
  await page.goto("/register");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Password", { exact: true }).fill("Wellhead42");
  await page.getByLabel("Confirm password").fill("Wellhead24");
  // Focus is still in Confirm password: the click lands on Register all the same.
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByLabel("Full name")).toHaveAccessibleDescription(/This field is required/);
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(/This field is required/);
  await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription(
    "The two passwords do not match.",
  );
});

test("forgot password: the mailed link sets a new password and the old one is refused", async ({
  page,
  browser,
}) => {
  const email = `${unique("rina")}@rig.example`;
  await registerAndConfirm(page, browser, "Rina Kusuma", email, "Kellybar11");

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses this address");
  await expect(page.getByRole("status")).toContainText(
    "The link works for 60 minutes and only once.",
  );

  await page.goto(await linkFromOutbox(browser, email, "Set a new Drillbook password"));
  await page.getByLabel("New password", { exact: true }).fill("Standpipe22");
  await page.getByLabel("Confirm new password").fill("Standpipe22");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

  await signInAs(page, email, "Kellybar11");
  await expect(page.getByRole("alert")).toHaveText("Wrong username or password.");
  await signInAs(page, email, "Standpipe22");
  await expect(page).toHaveURL(/\/awaiting-access$/);
});

test("avatar: a PNG is accepted and shows in the top bar; a text file renamed .png is refused", async ({
  page,
}) => {
  await signIn(page, "driller");
  await page.goto("/profile");
  await expect(page).toHaveTitle("Profile | Drillbook");
  const banner = page.getByRole("banner");
  await expect(banner.locator("img.avatar")).toHaveCount(0);

  await page
    .getByLabel("Avatar image")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Upload avatar" }).click();
  await expect(page.getByText("Avatar was updated successfully")).toBeVisible();
  await expect(banner.locator("img.avatar")).toHaveAttribute("src", /^\/files\//);

  await page.getByLabel("Avatar image").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("these are my notes, not a picture"),
  });
  await page.getByRole("button", { name: "Upload avatar" }).click();
  await expect(page.getByText("Choose a .jpg or .png image (at most 1 MB).")).toBeVisible();
  await expect(page.getByText("Error update avatar")).toBeVisible();
  await expect(banner.locator("img.avatar")).toHaveAttribute("src", /^\/files\//);
});

test("profile: a password mismatch shows the confirmed-rule message", async ({ page }) => {
  await signIn(page, "driller");
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Password" });
  await section.getByLabel("Current password").fill("drillbook");
  await section.getByLabel("New password", { exact: true }).fill("Derrick2026");
  await section.getByLabel("Confirm new password").fill("Derrick2025");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(section.getByText("The two passwords do not match.")).toBeVisible();
});

test("profile: Change password clicked straight from the confirmation field flags every field", async ({
  page,
}) => {
  await signIn(page, "driller");
  await page.goto("/profile");
  await page.waitForLoadState("networkidle");
  const section = page.getByRole("region", { name: "Password" });
  await section.getByLabel("New password", { exact: true }).fill("Derrick2026");
  await section.getByLabel("Confirm new password").fill("Derrick2025");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(section.getByLabel("Current password")).toHaveAccessibleDescription(
    /This field is required/,
  );
  await expect(section.getByLabel("Confirm new password")).toHaveAccessibleDescription(
    "The two passwords do not match.",
  );
});

test("create an organisation with a logo, add a user, sign in as them; deactivating ends their session", async ({
  page,
  browser,
}) => {
  const orgName = unique("Sumatra Drilling");
  const username = unique("wayan");
  await signIn(page, "client-admin");
  await page.goto("/account/create");
  await expect(page.getByRole("heading", { name: "Add organisation" })).toBeVisible();
  await page.getByLabel("Name").fill(orgName);
  await page
    .getByLabel("Logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Organisation created")).toBeVisible();
  // Add mode starts again from its defaults after a save.
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByRole("cell", { name: orgName, exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Users", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Add user" })).toBeVisible();
  await page.getByLabel("Full name").fill("Wayan Putra");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(`${username}@sumatra.example`);
  await page.getByLabel("Organisation", { exact: true }).selectOption({ label: orgName });
  await page.getByLabel("Role").selectOption({ label: "Administrator" });
  await expect(page.getByLabel("Active")).toHaveCount(0);
  await page.getByLabel("Password").fill("Sumatra2026");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User created")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("");

  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signIn(them, username, "Sumatra2026");
  const banner = them.getByRole("banner");
  await expect(banner).toContainText(orgName);
  await expect(banner.locator("img.org-logo")).toHaveAttribute("src", /^\/files\//);

  // Edit mode: the active flag shows, the password field does not.
  await page.getByLabel("Filter users").fill(username);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name: `Edit: ${username}` }).click();
  await expect(page.getByRole("heading", { name: "Edit user: Wayan Putra" })).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await page.getByLabel("Active").uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User saved")).toBeVisible();

  await them.reload();
  await expect(them).toHaveURL(/\/login\?redirectFrom=/);
  await theirs.close();
});

test("Client Details: the filter follows typing after a pause and the rows are numbered", async ({
  page,
}) => {
  await signIn(page, "client-admin");
  await page.getByRole("link", { name: "Client Details" }).click();
  await expect(page).toHaveTitle("Client Details | Drillbook");
  await expect(page.getByRole("cell", { name: "Borealis Geothermal", exact: true })).toBeVisible();
  await page.getByLabel("Filter organisations").pressSequentially("other op");
  await expect(page).toHaveURL(/\/account\?q=other\+op$/);
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("1Other Operator");
  await page.getByRole("link", { name: "Details: Other Operator" }).click();
  await expect(page.getByRole("heading", { name: "Other Operator" })).toBeVisible();
  await expect(page.getByText("Erik Lund")).toBeVisible();
});

test("Log Activity filters by action and shows who did it", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/account/log-activity");
  // The page's scripts have run first (a choice made before them stays; before-hydration.spec.ts).
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Action").selectOption({ label: "Signed in" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/action=login/);
  const firstRow = page.getByRole("row").nth(1);
  await expect(firstRow).toContainText("Signed in");
  await expect(firstRow).toContainText("Ayu Pratiwi (admin)");
});

test("Log Activity says beside the Organisation filter when the address names none it can show", async ({
  page,
}) => {
  await signIn(page, "client-admin");
  const organisation = page.getByLabel("Organisation", { exact: true });
  await page.goto("/account/log-activity?org=abc&action=login");
  await expect(organisation).toHaveAttribute("aria-invalid", "true");
  await expect(organisation).toHaveAccessibleDescription("This field must be a valid number.");
  // The rest of the page works: the other filter applies and the log is listed.
  await expect(page.getByLabel("Action")).toHaveValue("login");
  await expect(page.getByRole("row").nth(1)).toContainText("Signed in");

  await page.goto("/account/log-activity?org=2147483000");
  await expect(organisation).toHaveAttribute("aria-invalid", "true");
  await expect(organisation).toHaveAccessibleDescription(
    "There is no such organisation: every organisation is shown. Pick one from the list.",
  );
  await expect(organisation).toHaveValue("");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
});

test("Log Activity names records in words and says when From is after To", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/account/log-activity?from=2026-11-28&to=2026-11-01");
  const from = page.getByLabel("From");
  await expect(from).toHaveValue("2026-11-28");
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(from).toHaveAccessibleDescription(
    "From is after To: the range is reversed. Pick a From on or before To.",
  );
  // The demo data's own entry read "demo-reports"; no choice shows a stored code.
  const records = page.getByLabel("Record");
  await expect(records.locator("option", { hasText: /^Demo reports$/ })).toHaveCount(1);
  const code = /^[a-z]+([-_][a-z]+)+$/;
  await expect(records.locator("option", { hasText: code })).toHaveCount(0);
  await expect(page.getByLabel("Action").locator("option", { hasText: code })).toHaveCount(0);
});

test("another organisation's record by id is the not-found page", async ({ page }) => {
  await signIn(page, "other-admin");
  const response = await page.goto("/account/detail/1");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText("It's looking like you may have taken a wrong turn..."),
  ).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the client list filters with the Filter button", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("client-admin");
    await page.getByLabel("Password", { exact: true }).fill("drillbook");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.goto("/account");
    await page.getByLabel("Filter organisations").fill("demo");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/account\?q=demo$/);
    await expect(page.getByRole("row")).toHaveCount(2);
  });

  test("the language chosen on the profile applies to the page the form returns to", async ({
    page,
  }) => {
    await signIn(page, "other-engineer");
    await page.goto("/profile");
    const details = page.getByRole("region", { name: "Details" });
    await details.getByLabel("Language").selectOption("id");
    await details.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveTitle("Profil | Drillbook");
    const rincian = page.getByRole("region", { name: "Rincian" });
    await expect(rincian.getByLabel("Bahasa")).toHaveValue("id");
    await rincian.getByLabel("Bahasa").selectOption("auto");
    await rincian.getByRole("button", { name: "Simpan" }).click();
    await expect(page).toHaveTitle("Profile | Drillbook");
  });

  test("a new user is added with the plain form and a bad value keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password", { exact: true }).fill("drillbook");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.goto("/account/create?tab=users");
    await page.getByLabel("Full name").fill("Sekar Ayu");
    await page.getByLabel("Username").fill(unique("sekar"));
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Role").selectOption({ label: "Engineer" });
    await page.getByLabel("Password").fill("Sekar2026x");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This field must be a valid email.")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Sekar Ayu");
    await page.getByLabel("Email").fill("sekar@demo-energy.example");
    await page.getByLabel("Password").fill("Sekar2026x");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("cell", { name: /Sekar Ayu/ })).toBeVisible();
  });
});

test("Add user flags a missing name, a short password and no role on the first submit", async ({
  page,
}) => {
  await signIn(page, "admin");
  await page.goto("/account/create?tab=users");
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("region", { name: "Add user" });
  await form.getByLabel("Username").fill(unique("ratna"));
  await form.getByLabel("Password").fill("abc");
  // Save clicked straight from the password field: nothing moves it as the field is left.
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByLabel("Full name")).toHaveAccessibleDescription(/This field is required/);
  await expect(form.getByLabel("Role")).toHaveAccessibleDescription(/This field is required/);
  await expect(form.getByLabel("Password")).toHaveAccessibleDescription(
    /Use at least 8 characters/,
  );
  // And with no password at all, it is asked for in the same round as the rest.
  await form.getByLabel("Password").fill("");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByLabel("Password")).toHaveAccessibleDescription(/This field is required/);
  await expect(form.getByLabel("Role")).toHaveAccessibleDescription(/This field is required/);
});

test.describe("account security", () => {
  test("signing in from a link whose return address leads elsewhere stays on this site", async ({
    page,
    baseURL,
  }) => {
    for (const target of ["/\\evil.example/x", "/\t/evil.example"]) {
      await signIn(page, "planner", undefined, `/login?redirectFrom=${encodeURIComponent(target)}`);
      expect(new URL(page.url()).origin).toBe(baseURL);
      await page.context().clearCookies();
    }
  });

  test("changing the password asks for the current one", async ({ page, browser }) => {
    const username = unique("putri");
    // A user of their own, so the demo users keep their password.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, "admin");
    await adminPage.goto("/account/create?tab=users");
    await adminPage.getByLabel("Full name").fill("Putri Lestari");
    await adminPage.getByLabel("Username").fill(username);
    await adminPage.getByLabel("Role").selectOption({ label: "Engineer" });
    await adminPage.getByLabel("Password").fill("Mudpump2026");
    await adminPage.getByRole("button", { name: "Save" }).click();
    await expect(adminPage.getByText("User created")).toBeVisible();
    await admin.close();

    await signIn(page, username, "Mudpump2026");
    await page.goto("/profile");
    const section = page.getByRole("region", { name: "Password" });
    await section.getByLabel("Current password").fill("not-my-password");
    await section.getByLabel("New password", { exact: true }).fill("Shaker2026x");
    await section.getByLabel("Confirm new password").fill("Shaker2026x");
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(section.getByText("This is not your current password.")).toBeVisible();

    await section.getByLabel("Current password").fill("Mudpump2026");
    await section.getByLabel("New password", { exact: true }).fill("Shaker2026x");
    await section.getByLabel("Confirm new password").fill("Shaker2026x");
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
  });

  test("an organisation's administrator reads the outbox without colleagues' reset links", async ({
    page,
  }) => {
    await page.goto("/forget-password");
    await page.getByLabel("Email").fill("planner@demo-energy.example");
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account uses this address");
    await expect(page.getByRole("status")).toContainText(
      "The link works for 60 minutes and only once.",
    );

    await signIn(page, "admin");
    await page.goto("/account/outbox");
    const mail = page
      .getByRole("article", { name: "Set a new Drillbook password — planner@demo-energy.example" })
      .first();
    await expect(mail).toContainText("[link shown to client administrators only]");
    await expect(mail.getByRole("link")).toHaveCount(0);
    await expect(page.locator('a[href*="token="]')).toHaveCount(0);
  });

  test("every answer says nosniff; pages keep their nonce policy and the cookie stays SameSite", async ({
    page,
  }) => {
    const signInPage = await page.goto("/login");
    const policy = signInPage?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(signInPage?.headers()["x-content-type-options"]).toBe("nosniff");

    await signIn(page, "admin");
    const cookie = (await page.context().cookies()).find((c) => c.name === "__drillbook");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.httpOnly).toBe(true);

    await page.goto("/profile");
    await page
      .getByLabel("Avatar image")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Upload avatar" }).click();
    await expect(page.getByText("Avatar was updated successfully")).toBeVisible();
    const avatar = await page.getByRole("banner").locator("img.avatar").getAttribute("src");

    const answers = {
      page: await page.request.get("/field/well"),
      data: await page.request.get("/field/well?_data=root"),
      file: await page.request.get(avatar!),
      export: await page.request.get("/database/planner.xlsx?view=items"),
      notFound: await page.request.get("/no/such/page"),
      missingFile: await page.request.get("/files/no-such-file"),
      // Answered without the app's entry: a page loader's redirect, and a public file.
      redirect: await page.request.get("/login", { maxRedirects: 0 }),
      publicFile: await page.request.get("/favicon.ico"),
    };
    for (const [what, response] of Object.entries(answers)) {
      expect(response.headers()["x-content-type-options"], what).toBe("nosniff");
    }
    expect(answers.file.headers()["content-type"]).toBe("image/png");
    expect(answers.file.headers()["content-disposition"]).toBe("inline");
    expect(answers.export.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(answers.notFound.status()).toBe(404);
    expect(answers.redirect.status()).toBe(302);
  });
});

test("profile: each unit system is its own labelled radio in a named group", async ({ page }) => {
  await signIn(page, "driller");
  await page.goto("/profile");
  const group = page.getByRole("group", { name: "Unit system" });
  const radios = group.getByRole("radio");
  await expect(radios).toHaveCount(3);
  const ids = await radios.evaluateAll((inputs) => inputs.map((input) => input.id));
  expect(new Set(ids).size).toBe(3);
  await group.getByRole("radio", { name: /^gde/ }).check();
  await expect(group.getByRole("radio", { name: /^gde/ })).toBeChecked();
  await expect(group.getByRole("radio", { name: /^api \(/ })).not.toBeChecked();
});

test("roles: every privilege box keeps its size when its name wraps", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 900 });
  await signIn(page, "admin");
  await page.goto("/account/create?tab=roles");
  const boxes = page.locator(".privilege-list input[type=checkbox]");
  await expect(boxes).toHaveCount(14);
  const sizes = await boxes.evaluateAll((inputs) =>
    inputs.map((input) => Math.round(input.getBoundingClientRect().width)),
  );
  expect(new Set(sizes).size).toBe(1);
  expect(sizes[0]).toBeGreaterThan(8);
});
