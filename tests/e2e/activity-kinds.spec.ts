import { expect, test, type Browser, type Page } from "@playwright/test";

import { en } from "../../app/i18n/en";
import { kindPages, pageHref } from "../../app/navigation/pages";
import { ACTIVITY_KINDS, SUBSURFACE_KIND } from "../../app/sections/report-kinds";

import { fillSection, unitSystemOf } from "./activity-values";
import { openSection, say, section, selectWell } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// Every drilling-activity kind and the subsurface report through its whole life, each driven by
// its declaration in app/sections/report-kinds.ts: the engineer opens one on a day the well has
// a DDR, fills what each section requires and one row of every table in their own units, saves
// each section and submits; the manager approves it from the approval form; the engineer then
// finds it read-only and listed on the day's consolidated report, which links to it.

const WELL = "KR-A2";
const KINDS = [...ACTIVITY_KINDS, SUBSURFACE_KIND];

let engineer: Page;
let manager: Page;
let wellId = "";
let day = "";
/** The report each kind's test made, by kind. */
const made = new Map<string, string>();

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  return page;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  engineer = await signedIn(browser, "engineer");
  manager = await signedIn(browser, "manager");
  await selectWell(engineer, WELL);
  await engineer.goto("/form/consolidated-daily-drilling-report");
  day = await engineer.locator("#consolidated-date").inputValue();
  const edit = await engineer
    .getByRole("link", { name: en.ddr.consolidated.edit })
    .getAttribute("href");
  wellId = new URL(edit!, "http://x").searchParams.get("well")!;
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

// The specs after this one expect the engineer without a selected well: going home clears it.
test.afterAll(async () => {
  await engineer?.goto("/");
  await engineer?.context().close();
  await manager?.context().close();
});

for (const kind of KINDS) {
  const title = say(en, kind.titleKey);
  const pages = kindPages(kind.kind as Exclude<typeof kind.kind, "ddr">);

  test(`a ${kind.slug} report from draft to approved and on the day's DDR`, async () => {
    test.setTimeout(300_000);
    const page = engineer;
    await page.goto(`${pages.form.path}?well=${wellId}`);
    await page.getByLabel(en.ddr.editor.reportDate).fill(day);
    await page.getByRole("button", { name: en.activity.editor.create }).click();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await page.waitForLoadState("networkidle");
    const id = new URL(page.url()).searchParams.get("id")!;
    made.set(kind.kind, id);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${title} #`);

    const system = await unitSystemOf(page);
    for (const declared of kind.sections) {
      const name = say(en, declared.labelKey);
      await fillSection(page, declared, system, "en");
      await section(page, declared.id)
        .getByRole("button", { name: `Save ${name}` })
        .click();
      await expect(
        page.getByText(say(en, "ddr.editor.sectionSaved", { section: name })),
      ).toBeVisible({ timeout: 30_000 });
      await expect(section(page, declared.id).locator('[aria-invalid="true"]')).toHaveCount(0);
    }
    await page.getByRole("button", { name: en.ddr.editor.submit }).click();
    await expect(page.getByText(en.ddr.editor.submitted)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator(".ddr-header .status-badge")).toHaveText(en.ddr.status.submitted);

    // The manager finds it waiting beside the DDRs, reviews it and approves it.
    await manager.goto(`/form/approval-form?well=${wellId}`);
    const waiting = manager.getByRole("region", { name: en.activity.approval.activities });
    const row = waiting
      .getByRole("row")
      .filter({ has: manager.locator(`a[href$="report=${id}"]`) });
    await expect(row).toContainText(title);
    await expect(row).toContainText(WELL);
    await row.getByRole("link", { name: new RegExp(en.ddr.approval.review) }).click();
    await expect(manager.getByRole("heading", { level: 1 })).toContainText(title);
    await manager.getByRole("button", { name: en.ddr.approval.approve }).click();
    await expect(manager.getByText(en.ddr.approval.approved)).toBeVisible({ timeout: 30_000 });

    // Back on the form the engineer can no longer change it.
    await page.goto(`${pages.form.path}?well=${wellId}&id=${id}`);
    await expect(
      page.getByText(say(en, "ddr.editor.readOnly", { status: "approved" })),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^Save / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: en.ddr.editor.submit })).toHaveCount(0);

    // The day's consolidated report lists it and opens its read-only report.
    await page.goto(`/form/consolidated-daily-drilling-report?well=${wellId}&date=${day}`);
    const activities = page.getByRole("region", { name: en.activity.consolidated.title });
    const linkTo = `a[href="${pageHref(pages.view, { id })}"]`;
    const link = activities.locator(linkTo);
    await expect(link).toHaveText(new RegExp(`^${title} #\\d+$`));
    await expect(
      activities.getByRole("listitem").filter({ has: page.locator(linkTo) }),
    ).toContainText(en.ddr.status.approved);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${pages.view.path}\\?id=${id}$`));
    await expect(page.locator(".ddr-header .status-badge")).toHaveText(en.ddr.status.approved, {
      timeout: 30_000,
    });
    await expect(page.getByRole("button", { name: /^Save / })).toHaveCount(0);
  });
}

test("the DDR form's own time log links each row to the reports that cover it", async () => {
  // The kick report above says the kick came at 06:00: the row of the day's time log running at
  // 06:00 links to it, in the form the engineer is still writing.
  const kickId = made.get("kick");
  expect(kickId).toBeTruthy();
  const page = engineer;
  await page.goto(`/form/daily-drilling-report?well=${wellId}&date=${day}`);
  const timeLog = await openSection(page, "timeLog");
  await expect(timeLog.getByRole("button", { name: `Save ${en.ddr.timeLog.title}` })).toBeVisible();
  const linkTo = `a[href="${pageHref(kindPages("kick").view, { id: kickId! })}"]`;
  const link = timeLog.locator(linkTo);
  await expect(link).toHaveCount(1);
  await expect(link).toHaveText(new RegExp(`^${en.activity.kinds.kick} #\\d+$`));
  const row = timeLog.locator("tbody tr").filter({ has: page.locator(linkTo) });
  const from = await row.getByLabel(new RegExp(`^${en.ddr.timeLog.fromTime}, `)).inputValue();
  const to = await row.getByLabel(new RegExp(`^${en.ddr.timeLog.toTime}, `)).inputValue();
  expect(from <= "06:00" && "06:00" < (to === "00:00" ? "24:00" : to), `${from}–${to}`).toBe(true);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/report/drilling-activity/kick\\?id=${kickId}$`), {
    timeout: 30_000,
  });
  await expect(page.getByRole("heading", { level: 1 })).toContainText(en.activity.kinds.kick);
});
