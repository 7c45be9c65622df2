import { expect, type Locator, type Page } from "@playwright/test";

/** Makes the well current (the selection is kept on the server, so it may be current already). */
export async function selectWell(page: Page, name: string) {
  await page.goto(`/field/well?q=${encodeURIComponent(name)}`);
  const badge = page.getByRole("link", { name: new RegExp(`Selected well: ${name}`) });
  if ((await badge.count()) === 0)
    await page.getByRole("button", { name: `Select ${name}` }).click();
  await expect(badge).toBeVisible();
}

/**
 * Opens a dashboard at its default layout, whatever an earlier run left saved, and
 * gives a reader of where one tile's cell stands in the grid.
 */
export async function openAtDefaultLayout(page: Page, path: string, tileType: string) {
  await page.goto(path);
  await page.getByRole("button", { name: "Reset to default" }).click();
  await page.waitForLoadState("networkidle");
  const cell = page.locator(
    `.dashboard-grid .dashboard-cell:has(section[data-tile-type='${tileType}'])`,
  );
  return () =>
    cell.evaluate((el) => {
      const style = getComputedStyle(el);
      return [
        style.gridColumnStart,
        style.gridColumnEnd,
        style.gridRowStart,
        style.gridRowEnd,
      ].join(" ");
    });
}

/** The grid animates its tiles into place; waits until the tile stands still. */
export async function waitUntilStill(tile: Locator) {
  let last = "";
  await expect
    .poll(async () => {
      const box = JSON.stringify(await tile.boundingBox());
      const still = box === last;
      last = box;
      return still;
    })
    .toBe(true);
}

/** Drags the tile's resize handle down and to the right. */
export async function resizeTile(page: Page, tile: Locator) {
  const handle = tile.locator(".react-resizable-handle").first();
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 220, box.y + 120, { steps: 12 });
  await page.mouse.up();
}

/** After a reload the saved layout is drawn again; reset brings back the default one. */
export async function expectKeptThenReset(
  page: Page,
  place: () => Promise<string>,
  before: string,
) {
  await expect
    .poll(async () => {
      await page.reload();
      return place();
    })
    .not.toEqual(before);
  await page.getByRole("button", { name: "Reset to default" }).click();
  await expect.poll(place).toEqual(before);
}
