import { expect, test, type Page } from "@playwright/test";

import { DEMO_ORGANISATIONS } from "../../app/demo/organisations";
import { en } from "../../app/i18n/en";
import { visibleMenu } from "../../app/navigation/pages";

import { menuEntries, signIn } from "./fixtures";

// These tests change what one user sees (selected well, unit system, language), so they run as
// other-admin, whom the other specs only sign in as; each test puts the user back as it was.
const USER = "other-admin";
const privileges = [
  ...DEMO_ORGANISATIONS.find((org) => org.name === "Other Operator")!.roles.Administrator!,
] as number[];
const stamp = Date.now().toString(36).toUpperCase();
const FIELD = `Field ${stamp}`;
const PAD = `Pad ${stamp}`;
const WELL = `Well-${stamp}`;

function label(key: string): string {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
}

/** The unit system by its standard (1 api, 2 apimix, 3 gde) and the language that follows it. */
async function setUnitSystem(page: Page, standard: 1 | 2 | 3) {
  const panel = page.locator("#settings-panel");
  if (await panel.isHidden()) await page.locator('[aria-controls="settings-panel"]').click();
  await panel.locator(`input[name="unitStandard"][value="${standard}"]`).check();
  await panel.locator('select[name="language"]').selectOption("auto");
  await panel.locator('button[type="submit"]').click();
  await expect(page.locator("html")).toHaveAttribute("lang", standard === 3 ? "id" : "en");
  // The panel closes once the save worked.
  await expect(panel).toBeHidden();
}

test.describe.configure({ mode: "serial" });

test.describe("with JavaScript", () => {
  test.afterEach(async ({ page }) => {
    // Back to api units, English and no selected well (visiting /account clears it).
    await setUnitSystem(page, 1);
    await page.goto("/account");
    await expect(page.locator(".selected-well-badge")).toHaveCount(0);
  });

  test("create a field, a pad and a well, select it, and /account clears it", async ({ page }) => {
    await signIn(page, USER);
    await expect(page).toHaveURL(/\/field\/well$/);
    await expect(page).toHaveTitle("Wells | Drillbook");

    await page.getByRole("link", { name: "Fields", exact: true }).click();
    await page.getByRole("link", { name: "Add field" }).click();
    await page.getByLabel("Name", { exact: true }).fill(FIELD);
    await page.getByLabel("Location").fill("East Kalimantan, Indonesia");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row", { name: new RegExp(FIELD) })).toBeVisible();

    await page.getByRole("link", { name: "Pads", exact: true }).click();
    await page.getByRole("link", { name: "Add pad" }).click();
    await page.getByLabel("Field", { exact: true }).selectOption({ label: FIELD });
    await page.getByLabel("Name", { exact: true }).fill(PAD);
    await page.getByLabel(/^Latitude/).fill("-1.25");
    await page.getByLabel(/^Longitude/).fill("116.9");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row", { name: new RegExp(PAD) })).toBeVisible();

    await page.getByRole("link", { name: "Wells", exact: true }).click();
    await page.getByRole("link", { name: "Add well" }).click();
    const form = page.locator("form.asset-form");
    await form.getByLabel("Pad", { exact: true }).selectOption({ label: PAD });
    await form.getByLabel("Name", { exact: true }).fill(WELL);
    await form.getByLabel("Well type").selectOption({ label: "Oil" });
    await form.getByLabel("Status").selectOption({ label: "Drilling" });
    // A typo first: the message shows next to the field and the text stays.
    await form.getByLabel(/^Ground elevation \(GL\) \(ft\)/).fill("1000 ft");
    await form.getByLabel(/^Rotary table elevation/).fill("1031");
    await form.getByLabel("Spud date").fill("11/01/2026");
    await form.getByLabel(/^Planned TD/).fill("8000");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("This field must be a valid number.")).toBeVisible();
    await expect(form.getByLabel(/^Ground elevation/)).toHaveValue("1000 ft");
    await form.getByLabel(/^Ground elevation/).fill("1000");
    await page.getByRole("button", { name: "Save" }).click();

    const row = page.getByRole("row", { name: new RegExp(WELL) });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Drilling");
    await expect(row).toContainText("8,000");
    await expect(row.getByRole("cell").nth(6)).toHaveText(/^\d+\.\d\d$/);

    const noWellMenu = await menuEntries(page);
    await row.getByRole("button", { name: `Select ${WELL}` }).click();
    const badge = page.getByRole("link", { name: `Selected well: ${WELL}, Drilling` });
    await expect(badge).toBeVisible();
    await expect(row).toContainText("Selected");
    const card = page.getByRole("region", { name: `Selected well: ${WELL}` });
    await expect(card).toContainText("1,000 ft");
    await expect(card).toContainText("11/01/2026");

    // The well-level menus appear for the privileges held.
    const withWell = visibleMenu(privileges, true).flatMap((group) =>
      group.entries.map((entry) => label(entry.titleKey)),
    );
    expect(await menuEntries(page)).toEqual(withWell);
    expect(withWell.length).toBeGreaterThanOrEqual(noWellMenu.length);

    // A reload keeps it; /account clears it.
    await page.reload();
    await expect(badge).toBeVisible();
    await page.goto("/account");
    await expect(page.locator(".selected-well-badge")).toHaveCount(0);
    await page.goto("/field/well");
    await expect(page.getByText(/No well selected/)).toBeVisible();
    expect(await menuEntries(page)).toEqual(noWellMenu);
  });

  test("the search box finds a well by part of its name, from the keyboard", async ({ page }) => {
    await signIn(page, USER);
    const search = page.getByRole("combobox", { name: "Search" });
    await expect(search).toHaveAttribute("placeholder", "Search...");
    await search.click();
    await search.pressSequentially(WELL.slice(2, 8).toLowerCase());
    const option = page.getByRole("option", { name: new RegExp(WELL) });
    await expect(option).toBeVisible();
    // Another organisation's wells never show.
    await expect(page.getByRole("option", { name: /KR-A/ })).toHaveCount(0);
    await search.press("ArrowDown");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/field\/well$/);
    await expect(
      page.getByRole("link", { name: `Selected well: ${WELL}, Drilling` }),
    ).toBeVisible();

    // Enter with nothing highlighted opens the results page.
    await search.fill("tb-");
    await expect(page.getByRole("option").first()).toBeVisible();
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=tb-$/);
    await expect(page.getByRole("heading", { name: "Results for “tb-”" })).toBeVisible();
    await expect(page.getByRole("link", { name: "TB-1", exact: true })).toBeVisible();
  });

  test("apimix shows the elevation in metres; gde shows Indonesian", async ({ page }) => {
    await signIn(page, USER);
    await page.getByLabel("Filter by name or number").fill(WELL);
    const row = page.getByRole("row", { name: new RegExp(WELL) });
    await expect(page.getByRole("row")).toHaveCount(2);
    await row.getByRole("button", { name: `Select ${WELL}` }).click();
    const card = page.locator(".selected-well-card");
    await expect(card).toContainText("Ground elevation (GL)1,000 ft");
    await expect(page.getByRole("columnheader", { name: "Planned TD (ft)" })).toBeVisible();

    await setUnitSystem(page, 2);
    await expect(card).toContainText("Ground elevation (GL)304.8 m");
    await expect(card).toContainText("Rotary table elevation (RT)314.25 m");
    await expect(page.getByRole("columnheader", { name: "Planned TD (m)" })).toBeVisible();

    await setUnitSystem(page, 3);
    await expect(page.getByRole("heading", { name: `Sumur terpilih: ${WELL}` })).toBeVisible();
    await expect(card).toContainText("Elevasi permukaan tanah (GL)304,8 m");
    await expect(card).toContainText("Tanggal tajak01/11/2026");
    await expect(page.getByRole("link", { name: "Lapangan", exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Cari" })).toHaveAttribute(
      "placeholder",
      "Cari...",
    );
    await expect(page.getByRole("columnheader", { name: "Total hari" })).toBeVisible();
    await expect(page).toHaveTitle("Sumur | Drillbook");

    // The edit form reads Indonesian numbers and dates back in the user's units.
    await page.getByRole("link", { name: `Ubah ${WELL}` }).click();
    await expect(page.getByLabel(/^Elevasi permukaan tanah/)).toHaveValue("304,8");
    await expect(page.getByLabel("Tanggal tajak")).toHaveValue("01/11/2026");
    await page.getByLabel("Tanggal tajak").fill("31/02/2026");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Masukkan tanggal dengan format DD/MM/YYYY.")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the list, the filter, selecting and the search results work", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill(USER);
    await page.getByLabel("Password", { exact: true }).fill("drillbook");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/field\/well$/);
    await page.getByLabel("Filter by name or number").fill("TB-2");
    await page.getByRole("button", { name: "Apply filter" }).click();
    await expect(page).toHaveURL(/\?q=TB-2$/);
    await page.getByRole("button", { name: "Select TB-2" }).click();
    await expect(page.getByRole("link", { name: "Selected well: TB-2, Drilling" })).toBeVisible();

    await page.getByRole("combobox", { name: "Search" }).fill("tb-1");
    await page.getByRole("combobox", { name: "Search" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=tb-1$/);
    await page.getByRole("button", { name: "Select well" }).first().click();
    await expect(page.getByRole("link", { name: "Selected well: TB-1, Completed" })).toBeVisible();
    await page.goto("/account");
    await expect(page.locator(".selected-well-badge")).toHaveCount(0);
  });
});

test("at 1280 px the well list fits: every row's actions show without scrolling sideways", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Demo Energy's administrator: the busiest list, with Select, Edit and Remove on every row.
  await signIn(page, "admin");
  await page.goto("/field/well");
  const table = page.locator(".asset-table");
  // Down to the table only: nothing scrolls sideways.
  await table.evaluate((element) =>
    window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - 80),
  );
  const rows = table.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  for (const row of (await rows.all()).slice(0, 3)) {
    // Select (or the mark of the selected well), Edit and Remove: the whole cell is in view.
    await expect(row.locator("td.row-actions")).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole("link", { name: label("assets.actions.remove") })).toBeInViewport({
      ratio: 1,
    });
  }
  const overflow = await page
    .locator(".asset-list .table-scroll")
    .evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
