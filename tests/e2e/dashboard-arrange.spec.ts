import { expect, test, type Page } from "@playwright/test";

import { languages, say, selectWell, setLanguage } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// Dashboards arrange as dragged: a drag moves the tile dropped and what it lands on, nothing else,
// and the layout saved is the one on the screen, drawn the same after a reload. Layouts are kept
// per user: these run as the driller, whom the other dashboard specs leave alone.

const WELL = "KR-A1";
type Place = Record<string, [x: number, y: number, w: number, h: number]>;

/** Each tile's place in grid units while arranging, read from where the grid library drew it. */
function arrangedPlaces(page: Page): Promise<Place> {
  return page.evaluate(() => {
    const grid = document.querySelector(".react-grid-layout")!.getBoundingClientRect();
    const margin = 12;
    const column = (grid.width - margin * 13) / 12;
    const places: Record<string, [number, number, number, number]> = {};
    for (const item of document.querySelectorAll(".react-grid-item")) {
      const box = item.getBoundingClientRect();
      const type = item.querySelector("section.tile")!.getAttribute("data-tile-type")!;
      places[type] = [
        Math.round((box.left - grid.left - margin) / (column + margin)),
        Math.round((box.top - grid.top - margin) / (40 + margin)),
        Math.round((box.width + margin) / (column + margin)),
        Math.round((box.height + margin) / (40 + margin)),
      ];
    }
    return places;
  });
}

/** Each tile's place in grid units as the page draws the saved layout (no grid library). */
function savedPlaces(page: Page): Promise<Place> {
  return page.evaluate(() => {
    const places: Record<string, [number, number, number, number]> = {};
    for (const cell of document.querySelectorAll(".dashboard-grid .dashboard-cell")) {
      const type = cell.querySelector("section.tile")!.getAttribute("data-tile-type")!;
      const style = getComputedStyle(cell);
      const span = (end: string) => Number(/span (\d+)/.exec(end)?.[1] ?? 0);
      places[type] = [
        Number(style.gridColumnStart) - 1,
        Number(style.gridRowStart) - 1,
        span(style.gridColumnEnd),
        span(style.gridRowEnd),
      ];
    }
    return places;
  });
}

async function waitUntilStill(page: Page) {
  let last = "";
  await expect
    .poll(async () => {
      const now = JSON.stringify(await arrangedPlaces(page));
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

async function dragTileBy(page: Page, type: string, dx: number, dy: number) {
  const header = page.locator(
    `.react-grid-item:has(section[data-tile-type='${type}']) .drag-handle`,
  );
  const box = (await header.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + 40 + dx, box.y + 10 + dy, { steps: 20 });
  await page.mouse.up();
}

async function arrangeAndCheck(
  page: Page,
  dictionary: typeof languages.en,
  { resetAfter }: { resetAfter: boolean },
) {
  await page.goto("/dashboard/one-page");
  await page.getByRole("button", { name: say(dictionary, "dashboards.reset") }).click();
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: say(dictionary, "dashboards.arrange") }).click();
  await expect(page.locator(".react-grid-item")).toHaveCount(6);
  await waitUntilStill(page);
  const before = await arrangedPlaces(page);

  // The top-right tile goes down its column, below the last row.
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.ok(),
  );
  const rows = before.depthVsCost![3] * 3 + 1;
  await dragTileBy(page, "depthVsCost", 0, rows * 52);
  await saved;
  await waitUntilStill(page);
  const after = await arrangedPlaces(page);

  // It lands where it was dropped; no other tile moved.
  expect(after.depthVsCost![1]).toBeGreaterThanOrEqual(before.costAfeVsActual![1] + 9);
  for (const type of Object.keys(before).filter((name) => name !== "depthVsCost")) {
    expect(after[type], type).toEqual(before[type]);
  }

  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: say(dictionary, "dashboards.doneArranging") }).click();
  // The saved layout is the one that was on the screen, before and after a reload.
  expect(await savedPlaces(page)).toEqual(after);
  await page.reload();
  expect(await savedPlaces(page)).toEqual(after);

  if (resetAfter) {
    await page.getByRole("button", { name: say(dictionary, "dashboards.reset") }).click();
    await expect.poll(() => savedPlaces(page)).toEqual(before);
  }
}

test("a dragged tile lands where it is dropped, nothing else moves, and the reload shows the same", async ({
  page,
}) => {
  await signIn(page, "driller");
  await selectWell(page, WELL);
  await arrangeAndCheck(page, languages.en, { resetAfter: true });
});

test.describe("in Indonesian", () => {
  test.afterEach(async ({ page }) => {
    await setLanguage(page, "auto");
  });

  test("the same arrangement, in Indonesian", async ({ page }) => {
    await signIn(page, "driller");
    await selectWell(page, WELL);
    await setLanguage(page, "id");
    // Left arranged for the next test to read without JavaScript.
    await arrangeAndCheck(page, languages.id, { resetAfter: false });
  });
});

test.describe("on a phone, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the layout saved by the drag is the one drawn, in its reading order", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("driller");
    await page.getByLabel("Password", { exact: true }).fill("drillbook");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.goto("/dashboard/one-page");
    // A phone stacks the tiles top to bottom, left to right: the dragged tile is now last.
    const order = await page
      .locator(".dashboard-grid .dashboard-cell section.tile")
      .evaluateAll((tiles) =>
        tiles
          .map((tile) => ({
            type: tile.getAttribute("data-tile-type"),
            top: tile.getBoundingClientRect().top,
          }))
          .sort((a, b) => a.top - b.top)
          .map((tile) => tile.type),
      );
    expect(order).toEqual([
      "depthVsDays",
      "planView",
      "nptBreakdown",
      "activityBreakdown",
      "costAfeVsActual",
      "depthVsCost",
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // The menu stands open over the page without JavaScript: the keyboard reaches the button.
    await page.getByRole("button", { name: say(languages.en, "dashboards.reset") }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".dashboard-grid section.tile").nth(1)).toHaveAttribute(
      "data-tile-type",
      "depthVsCost",
    );
  });
});
