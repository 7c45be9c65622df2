import { expect, test, type Page } from "@playwright/test";

import { languages, say, setLanguage, signInPlain } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// No link leads to "Page not found": a manager (privileges 5 and 13, not 10) reads reports and
// approves them, and every link on those pages opens; the approver reads the whole consolidated
// report in the approval form itself.

const { en, id } = languages;

/** Every link to a page in the main area answers, for the user signed in on `page`. */
async function expectEveryLinkOpens(page: Page) {
  const hrefs = await page
    .locator("main a[href]:not([download])")
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute("href") ?? "")
        .filter((href) => href !== "" && !href.startsWith("#")),
    );
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of new Set(hrefs)) {
    const response = await page.request.get(new URL(href, page.url()).toString());
    expect(response.status(), `${href} from ${page.url()}`).toBeLessThan(400);
  }
}

/** Opens an approved report of the demo from the DDR reports list. */
async function openApprovedReport(page: Page, dictionary = en) {
  await page.goto("/report/daily-drilling-report?status=approved");
  await page
    .getByRole("link", { name: new RegExp(`^${say(dictionary, "ddr.list.open")} `) })
    .first()
    .click();
  await expect(page).toHaveURL(/\?id=\d+$/);
}

test("a manager opening an approved report finds no link that ends on Page not found", async ({
  page,
}) => {
  await signIn(page, "manager");
  await openApprovedReport(page);
  // The consolidated report is the engineers' page (privilege 10): no link to it here.
  await expect(page.getByRole("link", { name: say(en, "ddr.editor.consolidated") })).toHaveCount(0);
  await expect(page.getByRole("link", { name: say(en, "ddr.consolidated.edit") })).toHaveCount(0);
  await expectEveryLinkOpens(page);
});

test("the engineer's report pages link to the consolidated report, and it opens", async ({
  page,
}) => {
  await signIn(page, "engineer");
  await openApprovedReport(page);
  const consolidated = page.getByRole("link", { name: say(en, "ddr.editor.consolidated") });
  await expect(consolidated).toBeVisible();
  await expectEveryLinkOpens(page);
  await consolidated.click();
  await expect(
    page.getByRole("article", { name: say(en, "ddr.consolidated.title") }),
  ).toBeVisible();
});

test.describe("the approver on a phone, in Indonesian", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.afterEach(async ({ page }) => {
    await setLanguage(page, "auto");
  });

  test("reads the whole consolidated report in the approval form and every link opens", async ({
    page,
  }) => {
    await signIn(page, "manager");
    await setLanguage(page, "id");
    // From what waits on the home page (every well's) into the approval form.
    await page.goto("/field/well");
    await page
      .getByRole("region", { name: say(id, "ddr.approval.waitingTitle") })
      .getByRole("link")
      .first()
      .click();
    const report = page.getByRole("article", { name: say(id, "ddr.consolidated.title") });
    await expect(report).toBeVisible();
    for (const key of ["general.title", "personnel.title", "timeLog.title", "cost.title"]) {
      await expect(report.getByRole("heading", { name: say(id, `ddr.${key}`) })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: say(id, "ddr.approval.approve") })).toBeVisible();
    // The report fits the phone: nothing wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectEveryLinkOpens(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the manager's report and approval pages link only where the manager may go", async ({
    page,
  }) => {
    await signInPlain(page, "manager");
    await openApprovedReport(page);
    await expect(page.getByRole("link", { name: say(en, "ddr.editor.consolidated") })).toHaveCount(
      0,
    );
    await expectEveryLinkOpens(page);

    await page.goto("/field/well");
    await page
      .getByRole("region", { name: say(en, "ddr.approval.waitingTitle") })
      .getByRole("link")
      .first()
      .click();
    await expect(
      page.getByRole("article", { name: say(en, "ddr.consolidated.title") }),
    ).toBeVisible();
    await expectEveryLinkOpens(page);
  });
});
