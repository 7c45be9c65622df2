import { expect, test, type Page } from "@playwright/test";

import { languages, say, selectWell, setLanguage, signInPlain } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// Labels a reader understands: an IADC activity code printed once with its name, NPT causes by
// name, and the AFE figure saying what its percentage compares.

const WELL = "KR-A1";
const { en, id } = languages;
const NPT_NAMES =
  /Rig equipment failure|Downhole equipment failure|Rig repair|Waiting on weather|Waiting on orders|Stuck pipe|Lost circulation|Well control/;

const tile = (page: Page, type: string) => page.locator(`section.tile[data-tile-type='${type}']`);

async function expectReadableBars(page: Page) {
  await page.goto("/dashboard/one-page");
  const activity = tile(page, "activityBreakdown").locator(".chart svg").first();
  await expect(activity).toContainText("2 Drill actual");
  await expect(activity).not.toContainText("2 2 Drill actual");
  const npt = tile(page, "nptBreakdown").locator(".chart svg").first();
  await expect(npt).toContainText(NPT_NAMES);
}

test("charts print each code once with its name, and the AFE says what its percentage is", async ({
  page,
}) => {
  await signIn(page, "manager");
  await selectWell(page, WELL);
  await expectReadableBars(page);

  await page.goto("/dashboard");
  const afe = page.locator(".fact", { hasText: say(en, "dashboards.afe") }).locator("dd");
  await expect(afe).toHaveText(/^\$[\d,]+: cost to date is [\d.]+ % (under|over) it$/);
});

test.describe("in Indonesian on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.afterEach(async ({ page }) => {
    await setLanguage(page, "auto");
  });

  test("the AFE figure reads in words", async ({ page }) => {
    await signIn(page, "manager");
    await selectWell(page, WELL);
    await setLanguage(page, "id");
    await page.goto("/dashboard");
    const afe = page.locator(".fact", { hasText: say(id, "dashboards.afe") }).locator("dd");
    await expect(afe).toHaveText(/^\$[\d,]+: biaya sampai saat ini [\d,]+ % di (bawah|atas)nya$/);
    await expect(tile(page, "planView")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the charts drawn on the server carry the same labels", async ({ page }) => {
    await signInPlain(page, "manager");
    await expectReadableBars(page);
  });
});
