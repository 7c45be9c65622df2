import { expect, test, type Page } from "@playwright/test";

import { languages, say, selectWell, setLanguage, signInPlain } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// The small things of every day: a chart point is hit by a click near it, not only on its 3 px
// dot; following it lands on the report at its top with the point's section highlighted; and on
// a 390 px phone the report form keeps to the screen with a search box one can read.

const WELL = "KR-A1";
const { en, id } = languages;

/**
 * Clicks 10 px to the right of a point of depth vs days and says which point's report that is
 * meant to open (the nearest one) and which one the click opens.
 */
async function nearPoint(page: Page, index: number) {
  return page.evaluate((n) => {
    const tile = document.querySelector("section.tile[data-tile-type='depthVsDays']")!;
    const dots = [...tile.querySelectorAll("g[aria-label='dot'] circle")];
    const targets = [...tile.querySelectorAll(".point-target a")];
    dots[n]!.scrollIntoView({ block: "center" });
    const centre = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const click = { x: centre(dots[n]!).x + 10, y: centre(dots[n]!).y };
    const distances = dots.map((dot) =>
      Math.hypot(centre(dot).x - click.x, centre(dot).y - click.y),
    );
    const nearest = distances.indexOf(Math.min(...distances));
    const hit = document.elementFromPoint(click.x, click.y)?.closest("a") ?? null;
    return {
      click,
      nearest,
      hit: hit ? targets.indexOf(hit) : -1,
      href: hit?.getAttribute("href") ?? null,
      dotWidth: dots[n]!.getBoundingClientRect().width,
    };
  }, index);
}

test("a click near a point opens the nearest point's report, at its top with the section highlighted", async ({
  page,
}) => {
  await signIn(page, "manager");
  await selectWell(page, WELL);
  await page.goto("/dashboard/one-page");
  await page.waitForLoadState("networkidle");
  const near = await nearPoint(page, 3);
  expect(near.dotWidth).toBeLessThan(10);
  expect(near.hit).toBe(near.nearest);

  await page.mouse.click(near.click.x, near.click.y);
  await expect(page).toHaveURL(/\/report\/daily-drilling-report\?id=\d+&section=general$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect(page.locator("#section-general")).toHaveClass(/highlighted/);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: say(en, "ddr.editor.fromChart", { section: "General" }) }),
  ).toBeVisible();
});

test.describe("on a phone, in Indonesian", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.afterEach(async ({ page }) => {
    await setLanguage(page, "auto");
  });

  test("the engineer lands on the report form from a chart point, and the page keeps to the screen", async ({
    page,
  }) => {
    await signIn(page, "driller");
    await selectWell(page, WELL);
    await setLanguage(page, "id");
    await page.goto("/dashboard/one-page");
    await page.waitForLoadState("networkidle");
    const near = await nearPoint(page, 3);
    expect(near.hit).toBe(near.nearest);
    await page.mouse.click(near.click.x, near.click.y);
    await expect(page).toHaveURL(
      /\/form\/daily-drilling-report\?well=\d+&date=[\d-]+&section=general$/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(page.locator("#section-general")).toHaveClass(/highlighted/);
    await expect(
      page
        .getByRole("navigation", { name: say(id, "ddr.editor.sections") })
        .locator("li.highlighted"),
    ).toContainText(say(id, "ddr.general.title"));
    // A later report of the well never calls itself the first.
    await expect(page.getByText(say(id, "ddr.editor.carriedNone"))).toHaveCount(0);

    // Nothing wider than the phone (the file field used to push the page 11 px out), and a
    // search box wide enough to read what is typed.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const search = await page.locator(".site-search-input").boundingBox();
    expect(search!.width).toBeGreaterThan(200);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a chart point drawn on the server lands on the report with its section highlighted", async ({
    page,
  }) => {
    await signInPlain(page, "manager");
    await page.goto("/dashboard/one-page");
    const link = page.locator("section.tile[data-tile-type='depthVsDays'] .point-target a").nth(3);
    await page.goto((await link.getAttribute("href"))!);
    await expect(page.locator("#section-general")).toHaveClass(/highlighted/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });
});
