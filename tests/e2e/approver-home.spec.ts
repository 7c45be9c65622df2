import { expect, test } from "@playwright/test";

import { languages, openSection, say, selectWell, setLanguage, signInPlain } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// A manager starts from what waits for them: the home page lists the reports waiting for their
// approval, and a report sent back before shows the earlier comment and what was saved since.

const { en, id } = languages;
const COMMENT = "Check the mud weights against the pit volumes.";
let well = "";
let reportDate = "";
let reportLink = "";

test.describe.configure({ mode: "serial", timeout: 120_000 });

test("the home page lists what waits for the approver; a report returned from there comes back marked", async ({
  page,
  browser,
}) => {
  await signIn(page, "manager");
  await page.goto("/field/well");
  const waiting = page.getByRole("region", { name: say(en, "ddr.approval.waitingTitle") });
  await expect(waiting).toContainText(/\d+ reports? wait/);
  const first = waiting.getByRole("link").first();
  reportLink = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/form\/approval-form\?report=\d+/);
  const title = page.getByRole("heading", { level: 1 });
  const dated = /: (.+), (\d{2})\/(\d{2})\/(\d{4})$/;
  // The address changes before the new page is drawn: wait for the report's own title.
  await expect(title).toHaveText(dated);
  const match = dated.exec(await title.innerText())!;
  well = match[1]!;
  reportDate = `${match[4]}-${match[2]}-${match[3]}`;
  await page.getByLabel(say(en, "ddr.approval.comment")).fill(COMMENT);
  await page.getByRole("button", { name: say(en, "ddr.approval.returnToAuthor") }).click();
  await expect(page.getByText(say(en, "ddr.approval.returned"))).toBeVisible();

  // The author fixes it and submits it again.
  const context = await browser.newContext();
  const author = await context.newPage();
  await signIn(author, "driller");
  await selectWell(author, well);
  await author.goto(`/form/daily-drilling-report?date=${reportDate}`);
  await expect(author.getByText(COMMENT)).toBeVisible();
  await author.waitForLoadState("networkidle");
  const general = await openSection(author, "general");
  await general
    .getByRole("button", { name: say(en, "ddr.editor.save", { section: "General" }) })
    .click();
  await expect(
    author.getByText(say(en, "ddr.editor.sectionSaved", { section: "General" })),
  ).toBeVisible();
  await author.getByRole("button", { name: say(en, "ddr.editor.submit") }).click();
  await expect(author.getByText(say(en, "ddr.editor.submitted"))).toBeVisible();
  await context.close();
});

test.describe("in Indonesian on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.afterEach(async ({ page }) => {
    await setLanguage(page, "auto");
  });

  test("the re-review shows the earlier comment and the sections saved since", async ({ page }) => {
    await signIn(page, "manager");
    await setLanguage(page, "id");
    await page.goto("/field/well");
    const waiting = page.getByRole("region", { name: say(id, "ddr.approval.waitingTitle") });
    await waiting
      .getByRole("link", { name: new RegExp(`^${well} #`) })
      .last()
      .click();
    const notes = page.getByRole("region", { name: say(id, "ddr.approval.earlierReturns") });
    await expect(notes).toContainText(COMMENT);
    await expect(notes.getByRole("link", { name: say(id, "ddr.general.title") })).toBeVisible();
    await expect(notes).toContainText(say(id, "ddr.approval.savedSinceReturn"));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the waiting list on the home page leads to each review", async ({ page }) => {
    await signInPlain(page, "manager");
    await page.goto("/field/well");
    const waiting = page.getByRole("region", { name: say(en, "ddr.approval.waitingTitle") });
    await expect(waiting.getByRole("link").first()).toBeVisible();
    await waiting.getByRole("link").first().click();
    await expect(
      page.getByRole("article", { name: say(en, "ddr.consolidated.title") }),
    ).toBeVisible();
    expect(reportLink).not.toBe("");
  });
});
