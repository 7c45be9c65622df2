import { expect, test, type Browser, type Page } from "@playwright/test";

import { languages, say } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// The notifications the planner side causes and the rules behind them: an approved AFE
// supplement reaches the planner who built it (the bell's count, the item on the notifications
// page, a link that opens the AFE); the approvers' notification rules screen saves a new
// percentage, puts a wrong value's message beside its box with the value kept, and refuses a
// save over someone else's newer one. It works on SR-202, which no other browser test budgets.

const { en } = languages;
const WELL = "SR-202";
// A retry loads this module afresh: each attempt names its own AFE version.
const stamp = `${Date.now().toString(36).toUpperCase()}${process.pid.toString(36).toUpperCase()}`;

test.describe.configure({ mode: "serial", timeout: 180_000 });

const bell = (page: Page) => page.getByRole("link", { name: /^Notifications/ });

async function unread(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute("aria-label")) ?? "";
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

async function as(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username);
  return { page, close: () => context.close() };
}

test("an approved AFE supplement reaches the planner who built it, and leads to the AFE", async ({
  page: planner,
  browser,
}) => {
  await signIn(planner, "planner");
  const before = await unread(planner);

  // The planner builds a supplement (the demo approved the well's original AFE) of one line.
  await planner.goto("/form/planner-form?tab=afe");
  await planner.getByLabel("Well", { exact: true }).selectOption({ label: WELL });
  await planner.getByRole("search").getByRole("button").click();
  await expect(planner.getByRole("heading", { name: `AFE of ${WELL}` })).toBeVisible();
  const wellId = new URL(planner.url()).searchParams.get("well") ?? "";
  expect(wellId).toMatch(/^\d+$/);
  // A draft left by an interrupted attempt goes first: one draft at a time.
  const leftover = planner.getByRole("button", { name: /^Remove draft / });
  if (await leftover.isVisible()) {
    await leftover.click();
    await planner.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(leftover).toHaveCount(0);
  }
  await planner.getByLabel("AFE reference").fill(`AFE-NOTIFY-${stamp}`);
  await planner.getByRole("button", { name: "Start", exact: true }).click();
  await expect(planner.getByRole("button", { name: /^Remove draft / })).toBeVisible();
  const free = planner.locator("form", {
    has: planner.getByRole("heading", { name: "Add a free line" }),
  });
  await free.getByLabel("Phase", { exact: true }).selectOption({ label: "Surface" });
  await free.getByLabel("Contract bundle", { exact: true }).selectOption({ index: 1 });
  await free.getByLabel("Description", { exact: true }).fill(`Contingency ${stamp}`);
  await free.getByLabel("Amount (USD)").fill("25000");
  await free.getByRole("button", { name: "Add line" }).click();
  await expect(
    planner
      .getByRole("table", { name: /^Lines of/ })
      .getByRole("textbox", { name: /^Description of line/ })
      .first(),
  ).toHaveValue(`Contingency ${stamp}`);

  // The administrator approves it.
  const admin = await as(browser, "admin");
  await admin.page.goto(`/form/planner-form?tab=afe&well=${wellId}`);
  await admin.page.getByRole("button", { name: /^Approve / }).click();
  await admin.page.getByRole("alertdialog").getByRole("button", { name: "Approve" }).click();
  await expect(admin.page.getByRole("button", { name: /^Approve / })).toHaveCount(0);
  await admin.close();

  // The planner's bell counts it once the page is loaded again.
  await planner.goto("/field/well");
  await expect.poll(() => unread(planner)).toBe(before + 1);
  await bell(planner).click();
  await expect(planner).toHaveURL(/\/ui\/notifications$/);
  const told = planner
    .getByRole("listitem")
    .filter({ hasText: /Ayu Pratiwi approved supplement \d+ to the AFE of SR-202\./ })
    .first();
  await expect(told).toContainText(say(en, "notifications.unread"));
  await told.getByRole("link", { name: say(en, "notifications.open") }).click();
  await expect(planner).toHaveURL(new RegExp(`/database/planner\\?view=afe&well=${wellId}`));
  await expect(planner.getByRole("heading", { name: `AFE against actual: ${WELL}` })).toBeVisible();
});

const PERCENT = say(en, "notifications.settings.overAfePercent");
const percentBox = (page: Page) => page.getByLabel(PERCENT);
const save = (page: Page) =>
  page.getByRole("button", { name: say(en, "notifications.settings.save") }).click();

test("the approvers' notification rules: saved, a wrong value told beside its box, a stale save refused", async ({
  page: manager,
  browser,
}) => {
  await signIn(manager, "manager");
  await manager.goto("/ui/notifications");
  await manager.getByRole("link", { name: say(en, "notifications.settings.title") }).click();
  await expect(
    manager.getByRole("heading", { level: 1, name: say(en, "notifications.settings.title") }),
  ).toBeVisible();
  const kept = await percentBox(manager).inputValue();
  const zoneBox = (page: Page) => page.getByLabel(say(en, "notifications.settings.timeZone"));
  const keptZone = await zoneBox(manager).inputValue();

  // A wrong value: its message under the box, the box keeps what was typed, nothing is saved.
  await percentBox(manager).fill("1500");
  await save(manager);
  const message = manager
    .locator(".field", { has: percentBox(manager) })
    .getByText(say(en, "notifications.settings.errors.percentRange"));
  await expect(message).toBeVisible();
  await expect(percentBox(manager)).toHaveValue("1500");
  await expect(percentBox(manager)).toHaveAttribute("aria-invalid", "true");

  // A right one is saved and shown as saved.
  await percentBox(manager).fill("12.5");
  await save(manager);
  await expect(manager.getByText(say(en, "notifications.settings.saved"))).toBeVisible();
  await manager.reload();
  await expect(percentBox(manager)).toHaveValue("12.5");

  // The administrator saves from the same version first; the manager's save is then stale.
  const admin = await as(browser, "admin");
  await admin.page.goto("/ui/notification-settings");
  await percentBox(admin.page).fill("15");
  await save(admin.page);
  await expect(admin.page.getByText(say(en, "notifications.settings.saved"))).toBeVisible();
  await percentBox(manager).fill("20");
  await zoneBox(manager).selectOption(
    keptZone === "Asia/Makassar" ? "Asia/Jayapura" : "Asia/Makassar",
  );
  const typedZone = await zoneBox(manager).inputValue();
  await save(manager);
  await expect(
    manager.getByRole("alert").filter({ hasText: say(en, "notifications.settings.conflict") }),
  ).toBeVisible();
  await expect(percentBox(manager)).toHaveValue("20");
  await expect(zoneBox(manager)).toHaveValue(typedZone);
  // Saved is what the administrator saved; the manager's entry was not.
  await manager.reload();
  await expect(percentBox(manager)).toHaveValue("15");
  await expect(zoneBox(manager)).toHaveValue(keptZone);

  // The rules go back to what they were for the tests that follow.
  await percentBox(admin.page).fill(kept);
  await save(admin.page);
  await expect(admin.page.getByText(say(en, "notifications.settings.saved"))).toBeVisible();
  await admin.close();
});

test("the morning report distribution list: a refused address told beside its box, an added one empties it", async ({
  page: manager,
}) => {
  await signIn(manager, "manager");
  await manager.goto("/ui/distribution-list");
  await manager
    .getByLabel(say(en, "notifications.distribution.well"))
    .selectOption({ label: WELL });
  await manager.getByRole("button", { name: say(en, "notifications.distribution.show") }).click();
  await expect(manager).toHaveURL(/well=\d+/);
  const box = manager.getByLabel(say(en, "notifications.distribution.address"));
  const add = manager.getByRole("button", { name: say(en, "notifications.distribution.add") });
  const invalid = manager.getByText(say(en, "notifications.distribution.invalid"));
  const duplicate = manager.getByText(say(en, "notifications.distribution.duplicate"));
  const address = `rig-${stamp.toLowerCase()}@contractor.example`;
  const listed = manager.getByRole("listitem").filter({ hasText: address });

  // Not an address: told beside the box, what was typed kept, nothing listed.
  await box.fill("not-an-address");
  await add.click();
  await expect(invalid).toBeVisible();
  await expect(box).toHaveValue("not-an-address");

  // An address: listed, the box empty for the next one, the earlier message gone.
  await box.fill(address);
  await add.click();
  await expect(listed).toHaveCount(1);
  await expect(box).toHaveValue("");
  await expect(invalid).toHaveCount(0);
  await expect(box).not.toHaveAttribute("aria-invalid", "true");

  // The same address again, written otherwise: refused as already listed, and kept in the box.
  await box.fill(` ${address.toUpperCase()} `);
  await add.click();
  await expect(duplicate).toBeVisible();
  await expect(listed).toHaveCount(1);

  // Removed again for the tests that follow.
  await listed.getByRole("button", { name: `Remove ${address}` }).click();
  await expect(listed).toHaveCount(0);
});
