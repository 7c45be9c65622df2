import { expect, test, type Page } from "@playwright/test";

import { selectWell } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// The forms and lists worked with the keyboard alone: Tab from the top of the page reaches every
// control a person can see, each shows where the focus is, and a dialog keeps the focus inside
// it, closes on Escape and gives the focus back to what opened it.

const WELL = "KR-A1";

interface Control {
  key: string;
  label: string;
  /** Radio buttons of one group are one stop: arrows move inside it. */
  group: string | null;
}

/**
 * Marks every control a person can see and reach with Tab (enabled, not hidden from assistive
 * technology, not taken out of the tab order on purpose) and returns them in document order.
 */
async function reachableControls(page: Page): Promise<Control[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';
    const controls: { key: string; label: string; group: string | null }[] = [];
    document.querySelectorAll<HTMLElement>(selector).forEach((element, index) => {
      if (element.tabIndex < 0) return;
      if ((element as HTMLInputElement).type === "hidden") return;
      if ((element as HTMLButtonElement).disabled) return;
      if (element.closest('[aria-hidden="true"], [inert], [hidden]')) return;
      if (element.closest("details:not([open])") && element.tagName !== "SUMMARY") return;
      const box = element.getBoundingClientRect();
      const shown = element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
      // The skip link waits off-screen until it has the focus.
      if (!shown || (box.width === 0 && box.height === 0)) return;
      const key = `kb-${index}`;
      element.dataset.kb = key;
      const input = element as HTMLInputElement;
      controls.push({
        key,
        label: `${element.tagName.toLowerCase()} ${element.getAttribute("name") ?? ""} ${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}`,
        group: input.type === "radio" ? `radio:${input.name}` : null,
      });
    });
    return controls;
  });
}

interface Stop {
  key: string | null;
  label: string;
  focusShown: boolean;
  drawn: string;
}

/** What has the focus, and whether it is drawn (an outline or a ring on it). */
function focused(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    // A date or time field passes the focus to its day, month or year, which the browser marks
    // itself (highlighted inside the field).
    const marksItsPart = /^(date|time|datetime-local|month|week)$/.test(
      (element as HTMLInputElement).type ?? "",
    );
    return {
      key: element.dataset.kb ?? null,
      label: `${element.tagName.toLowerCase()} ${element.getAttribute("name") ?? ""} ${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}`,
      focusShown: outline || style.boxShadow !== "none" || marksItsPart,
      drawn: `outline ${style.outlineStyle} ${style.outlineWidth}, ring ${style.boxShadow}`,
    };
  });
}

/**
 * Presses Tab from the top of the page until the focus leaves the page or comes back round;
 * returns the controls never reached and the stops that showed no focus.
 */
async function tabThrough(page: Page) {
  await page.waitForLoadState("networkidle");
  const controls = await reachableControls(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const reached = new Set<string>();
  const reachedLabels = new Set<string>();
  const unseen: string[] = [];
  let first: string | null = null;
  let outside = 0;
  for (let press = 0; press < controls.length + 50; press++) {
    await page.keyboard.press("Tab");
    const stop = await focused(page);
    // Past the last control the focus leaves the page, and the next Tab starts at the top.
    if (!stop) {
      if (++outside > 2) break;
      continue;
    }
    outside = 0;
    if (stop.key !== null && stop.key === first) break;
    first ??= stop.key;
    if (stop.key) reached.add(stop.key);
    // A control drawn anew since it was counted (the search box swaps in its list on focus,
    // forms swap their buttons once their scripts run) is known by its name and text.
    else reachedLabels.add(stop.label);
    if (!stop.focusShown) unseen.push(`${stop.label} (${stop.drawn})`);
  }
  const reachedGroups = new Set(
    controls.filter((c) => reached.has(c.key) && c.group).map((c) => c.group),
  );
  const missed = controls
    .filter((c) => !reached.has(c.key) && !reachedLabels.has(c.label))
    .filter((c) => !(c.group && reachedGroups.has(c.group)))
    .map((c) => c.label);
  return { controls: controls.length, reached: controls.length - missed.length, missed, unseen };
}

async function expectOperable(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const result = await tabThrough(page);
  console.log(
    `keyboard: ${path}: ${result.reached} of ${result.controls} controls reached with Tab`,
  );
  expect(result.controls, `controls on ${path}`).toBeGreaterThan(5);
  expect(result.missed, `controls on ${path} that Tab never reaches`).toEqual([]);
  expect(result.unseen, `stops on ${path} that do not show the focus`).toEqual([]);
}

/** Presses Tab until the control with this accessible name has the focus. */
async function tabTo(page: Page, name: RegExp) {
  for (let press = 0; press < 400; press++) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? (element.getAttribute("aria-label") ?? element.textContent ?? "") : "";
    });
    if (name.test(label.trim())) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Inside the open dialog, Tab and Shift+Tab go round its own controls only. */
async function expectFocusTrapped(page: Page) {
  const dialog = page.getByRole("dialog").or(page.getByRole("alertdialog"));
  await expect(dialog).toBeVisible();
  const inside = () =>
    page.evaluate(() =>
      Boolean(document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')),
    );
  expect(await inside(), "the focus moves into the dialog").toBe(true);
  for (const key of [...Array(8).fill("Tab"), ...Array(8).fill("Shift+Tab")] as string[]) {
    await page.keyboard.press(key);
    expect(await inside(), `after ${key} the focus is still in the dialog`).toBe(true);
  }
  return dialog;
}

test.describe("keyboard alone", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "admin");
    await selectWell(page, WELL);
  });

  test("the DDR editor: Tab reaches every control and shows the focus", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto("/form/daily-drilling-report");
    const href = await page.locator('main a[href*="date="]').first().getAttribute("href");
    expect(href).toBeTruthy();
    await expectOperable(page, href!);
  });

  test("the approval form and the database lists", async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of [
      "/form/approval-form",
      "/database/daily-drilling-report",
      "/database/planner",
      "/database/planner?view=afe",
    ])
      await expectOperable(page, path);
  });

  test("a dashboard", async ({ page }) => {
    test.setTimeout(120_000);
    await expectOperable(page, "/dashboard/one-page");
  });

  test("the planner form", async ({ page }) => {
    test.setTimeout(180_000);
    await expectOperable(page, "/form/planner-form?tab=bundles");
    await expectOperable(page, "/form/planner-form?tab=afe");
  });

  test("a confirmation keeps the focus, closes on Escape and gives the focus back", async ({
    page,
  }) => {
    await page.goto("/form/planner-form?tab=bundles");
    await page.waitForLoadState("networkidle");
    const rows = await page.locator("main tbody tr").count();
    await tabTo(page, /^Remove/);
    const opener = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      element.dataset.opener = "yes";
      return element.textContent;
    });
    await page.keyboard.press("Enter");
    const dialog = await expectFocusTrapped(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-opener="yes"]'), `focus back on ${opener}`).toBeFocused();
    // Nothing was removed.
    await expect(page.locator("main tbody tr")).toHaveCount(rows);
  });

  test("the user menu and the change of password open, trap and close from the keyboard", async ({
    page,
  }) => {
    await page.goto("/form/approval-form");
    await page.waitForLoadState("networkidle");
    await tabTo(page, /^User menu/);
    const trigger = page.getByRole("button", { name: /^User menu/ });
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const focusedHtml = () =>
      page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing");
    await expect
      .poll(focusedHtml, { message: "the focus moves into the menu" })
      .toContain('role="menuitem"');
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Change password" })).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = await expectFocusTrapped(page);
    await expect(dialog.getByRole("heading", { name: "Change password" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
