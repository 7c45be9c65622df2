import { expect, test, type Page } from "@playwright/test";

import { languages, say, selectWell, setLanguage } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// The approval loop told live: the manager, connected, sees the author's submission arrive as a
// toast and in the bell's count without reloading; the author sees the return with its comment;
// once disconnected, nothing arrives until the page is loaded again.

const { en, id } = languages;
const FIRST_COMMENT = "Add the 06:00 mud check before this goes out.";
const SECOND_COMMENT = "Casing tally does not match the pipe on location.";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const bell = (page: Page) => page.getByRole("link", { name: /^Notifications/ });
// One name whatever its state ("Live updates"); aria-pressed and the words shown carry the state.
const liveToggle = (page: Page, dictionary = en) =>
  page.getByRole("button", { name: say(dictionary, "notifications.live.label"), exact: true });

async function connect(page: Page) {
  await liveToggle(page).click();
  await expect(liveToggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(liveToggle(page)).toHaveText(say(en, "notifications.live.on"));
  // Pressed, it keeps its name: the state is said once, by aria-pressed.
  await expect(liveToggle(page)).toHaveAccessibleName(say(en, "notifications.live.label"));
}

test("the live toggle says live updates are paused, not that anyone is offline, in both languages", async ({
  page,
}) => {
  await signIn(page, "manager");
  // Read once: its name, then "not pressed"; the state is what the button shows.
  await expect(liveToggle(page)).toHaveAccessibleName(say(en, "notifications.live.label"));
  await expect(liveToggle(page)).toHaveText(say(en, "notifications.live.off"));
  await expect(liveToggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(liveToggle(page)).toHaveAccessibleDescription(say(en, "notifications.live.hint"));
  await setLanguage(page, "id");
  await expect(liveToggle(page, id)).toHaveAccessibleName(say(id, "notifications.live.label"));
  await expect(liveToggle(page, id)).toHaveText(say(id, "notifications.live.off"));
  await expect(liveToggle(page, id)).toHaveAttribute("aria-pressed", "false");
  await expect(liveToggle(page, id)).toHaveAccessibleDescription(
    say(id, "notifications.live.hint"),
  );
  await setLanguage(page, "auto");
});

async function unread(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute("aria-label")) ?? "";
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

async function returnReport(page: Page, comment: string) {
  await page.getByLabel(say(en, "ddr.approval.comment")).fill(comment);
  await page.getByRole("button", { name: say(en, "ddr.approval.returnToAuthor") }).click();
  await expect(page.getByText(say(en, "ddr.approval.returned"))).toBeVisible();
}

async function resubmit(author: Page, well: string, reportDate: string) {
  await selectWell(author, well);
  await author.goto(`/form/daily-drilling-report?date=${reportDate}`);
  // Connected again on the new page: it has hydrated (the open channel keeps the network busy).
  await expect(liveToggle(author)).toHaveText(say(en, "notifications.live.on"));
  await author.getByRole("button", { name: say(en, "ddr.editor.submit") }).click();
  await expect(author.getByRole("button", { name: say(en, "ddr.editor.submit") })).toBeHidden();
}

test("a submission reaches the connected manager live; the return reaches the author with its comment", async ({
  page: manager,
  browser,
}) => {
  await signIn(manager, "manager");
  // A daily report waiting on the home page (the first one is another test's).
  await manager.goto("/field/well");
  const waiting = manager.getByRole("region", { name: say(en, "ddr.approval.waitingTitle") });
  await waiting.getByRole("link", { name: / #\d+/ }).last().click();
  await expect(manager).toHaveURL(/\/form\/approval-form\?report=\d+/);
  const title = manager.getByRole("heading", { level: 1 });
  const dated = /: (.+), (\d{2})\/(\d{2})\/(\d{4})$/;
  await expect(title).toHaveText(dated);
  const match = dated.exec(await title.innerText())!;
  const well = match[1]!;
  const reportDate = `${match[4]}-${match[2]}-${match[3]}`;
  const reviewUrl = manager.url();
  await returnReport(manager, FIRST_COMMENT);

  const context = await browser.newContext();
  const author = await context.newPage();
  await signIn(author, "driller");
  await connect(author);

  await manager.goto("/ui/notifications");
  await connect(manager);
  const before = await unread(manager);
  const managerUrl = manager.url();

  await resubmit(author, well, reportDate);
  await expect(manager.getByText(say(en, "notifications.toastTitle.submitted"))).toBeVisible();
  await expect.poll(() => unread(manager)).toBe(before + 1);
  expect(manager.url()).toBe(managerUrl);

  // The author is told of the return, with the comment, without reloading.
  const review = await browser.newContext();
  const second = await review.newPage();
  await signIn(second, "manager");
  await second.goto(reviewUrl);
  await returnReport(second, SECOND_COMMENT);
  await expect(author.getByText(say(en, "notifications.toastTitle.returned"))).toBeVisible();
  await expect(author.getByText(SECOND_COMMENT)).toBeVisible();
  await review.close();

  // Disconnected, the manager's page hears nothing more.
  await liveToggle(manager).click();
  await expect(liveToggle(manager)).toHaveText(say(en, "notifications.live.off"));
  const quiet = await unread(manager);
  await resubmit(author, well, reportDate);
  await manager.waitForTimeout(1500);
  expect(await unread(manager)).toBe(quiet);
  await context.close();

  // Loaded again, the page shows what arrived meanwhile.
  await manager.reload();
  await expect.poll(() => unread(manager)).toBe(quiet + 1);
});
