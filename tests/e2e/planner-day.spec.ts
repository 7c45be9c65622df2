import { expect, test, type Page } from "@playwright/test";

import { languages, say, selectWell, setLanguage } from "./ddr-fixtures";
import { signIn } from "./fixtures";
import { openAfeOf, startDraftWithContingency } from "./planner-fixtures";

// The planner's day: the cost dashboards answer with figures, removals are confirmed, nothing
// typed is lost, and what was just added is shown where it landed.
const stamp = Date.now().toString(36).toUpperCase();
const { en, id } = languages;
const WELL = "KR-A2";
const CENTS = /\$[\d,]+\.\d\d/;

test.describe.configure({ mode: "serial" });

async function totalsRow(page: Page) {
  return page.locator(".dashboard-figures tfoot tr");
}

test("the cost dashboards show the figures behind their charts, to the cent", async ({ page }) => {
  // The manager reads the dashboards and the planner database (privileges 5 and 8).
  await signIn(page, "manager");
  await selectWell(page, WELL);
  await page.goto(`/database/planner?view=afe`);
  const actual = await page
    .locator(".planner-summary dt", { hasText: /^Actual to date$/ })
    .locator("xpath=following-sibling::dd[1]")
    .innerText();
  expect(actual).toMatch(CENTS);
  // Report days are a count, and say how they differ from the well's total days.
  await expect(page.getByText(/\d+ days have a daily report so far/)).toBeVisible();

  for (const [slug, caption] of [
    ["afe-vs-actual", "By contract category"],
    ["cum-cost-per-contract-category", "By contract category"],
    ["progress-cost", "By phase"],
  ]) {
    await page.goto(`/dashboard/cost-breakdown/${slug}`);
    const figures = page.getByRole("region", { name: "The figures behind the charts" });
    await expect(figures.getByRole("table", { name: caption })).toBeVisible();
    await expect(figures).toContainText(say(en, "planner.figures.definitions.actual"));
    const totals = await totalsRow(page);
    // AFE, actual (the planner database's, to the cent), committed, variance, forecast.
    await expect(totals.locator("td").nth(1)).toHaveText(actual);
    for (const column of [0, 2, 3, 6]) {
      await expect(totals.locator("td").nth(column)).toHaveText(CENTS);
    }
  }
});

test.describe("in Indonesian", () => {
  test.afterEach(async ({ page }) => {
    await setLanguage(page, "auto");
  });

  test("the figures beside the cost charts speak the reader's language", async ({ page }) => {
    await signIn(page, "manager");
    await selectWell(page, WELL);
    await setLanguage(page, "id");
    await page.goto("/dashboard/cost-breakdown/afe-vs-actual");
    await expect(
      page.getByRole("heading", { name: say(id, "dashboards.figures.title") }),
    ).toBeVisible();
    await expect(page.locator(".dashboard-figures tfoot tr")).toContainText(CENTS);
    await expect(page.locator(".dashboard-figures")).toContainText(
      say(id, "planner.figures.definitions.actual"),
    );
  });

  test("money typed the English way is refused beside its box, in Indonesian", async ({ page }) => {
    await signIn(page, "planner");
    await setLanguage(page, "id");
    await page.goto(`/form/planner-form?tab=items&q=${stamp}`);
    const form = page.locator("form.planner-form").first();
    const item = `Lumpur ${stamp}`;
    await form.getByLabel(say(id, "planner.columns.costItem"), { exact: true }).fill(item);
    await form
      .getByLabel(say(id, "planner.columns.bundle"), { exact: true })
      .selectOption({ index: 1 });
    await form.getByLabel(say(id, "planner.form.newUnit")).fill(`sak ${stamp}`);
    const price = form.getByLabel(say(id, "planner.columns.unitPriceUsd"));
    // The English way is told how Indonesian writes numbers; words only that it is no number.
    for (const [typed, said] of [
      ["1,000.50", "validation.numberNotation"],
      ["seribu", "validation.number"],
    ] as const) {
      await price.fill(typed);
      await form.getByRole("button", { name: say(id, "planner.actions.add"), exact: true }).click();
      await expect(price).toBeFocused();
      const message = form.locator(`[id="${await price.getAttribute("aria-describedby")}"]`);
      await expect(message).toHaveText(say(id, said));
      await expect(price).toHaveValue(typed);
      await expect(
        form.getByLabel(say(id, "planner.columns.costItem"), { exact: true }),
      ).toHaveValue(item);
    }
    // Written the Indonesian way, the same price is taken, to the cent.
    await price.fill("1.000,50");
    await form.getByRole("button", { name: say(id, "planner.actions.add"), exact: true }).click();
    const row = page.getByRole("row", { name: new RegExp(item) });
    await expect(row).toHaveClass(/just-added/);
    await expect(row).toContainText(/1[.,]000[.,]50/);
  });

  test("a removal asks first, in the planner's language", async ({ page }) => {
    await signIn(page, "planner");
    await setLanguage(page, "id");
    await page.goto(`/form/planner-form?tab=units&q=${stamp}`);
    const unit = `satuan ${stamp}`;
    await page.getByLabel(say(id, "planner.columns.name"), { exact: true }).fill(unit);
    await page.getByRole("button", { name: say(id, "planner.actions.add"), exact: true }).click();
    await page
      .getByRole("button", { name: say(id, "planner.actions.removeNamed", { name: unit }) })
      .click();
    const dialog = page.getByRole("alertdialog", {
      name: say(id, "planner.confirm.removeTitle", { name: unit }),
    });
    await dialog.getByRole("button", { name: say(id, "planner.confirm.remove") }).click();
    await expect(page.getByLabel(say(id, "planner.form.nameOf", { name: unit }))).toHaveCount(0);
  });
});

test("a removal asks first, and cancelling keeps the record", async ({ page }) => {
  await signIn(page, "planner");
  const component = `Confirm ${stamp}`;
  await page.goto(`/form/planner-form?tab=components&q=${stamp}`);
  await page.getByLabel("Name", { exact: true }).fill(component);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("button", { name: `Remove ${component}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Remove ${component}?` });
  await expect(dialog).toContainText("cannot be undone");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel(`Name of ${component}`)).toBeVisible();
  await page.getByRole("button", { name: `Remove ${component}` }).click();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByLabel(`Name of ${component}`)).toHaveCount(0);
});

test("a half-filled cost item survives a missing unit and a wrong click on another tab", async ({
  page,
}) => {
  await signIn(page, "planner");
  await page.goto(`/form/planner-form?tab=bundles&q=${stamp}`);
  const bundle = `Brine ${stamp}`;
  await page.getByLabel("Name", { exact: true }).fill(bundle);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByLabel(`New name for ${bundle}`)).toBeVisible();

  await page.goto(`/form/planner-form?tab=items&q=${stamp}`);
  const form = page.locator("form.planner-form").first();
  await form.getByLabel("Cost item", { exact: true }).fill(`Completion brine ${stamp}`);
  await form.getByLabel("Contract bundle", { exact: true }).selectOption({ label: bundle });
  await form.getByLabel("Unit price (USD)").fill("67.50");
  // Off to the units tab by mistake: the page asks, and staying keeps what was typed.
  await page.getByRole("link", { name: "Cost units", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Stay" }).click();
  await expect(form.getByLabel("Cost item", { exact: true })).toHaveValue(
    `Completion brine ${stamp}`,
  );
  // The unit is not in the list: it is named in place and added with the item.
  await form.getByLabel("Or a new unit").fill(`m³ ${stamp}`);
  await form.getByRole("button", { name: "Add", exact: true }).click();
  const row = page.getByRole("row", { name: new RegExp(`Completion brine ${stamp}`) });
  await expect(row).toContainText("$67.50");
  await expect(row).toHaveClass(/just-added/);
});

test("a new bundle is shown on the page it landed on, marked", async ({ page }) => {
  await signIn(page, "planner");
  await page.goto(`/form/planner-form?tab=bundles&q=Landing ${stamp}`);
  for (let n = 1; n <= 11; n++) {
    const name = `Landing ${stamp} ${String(n).padStart(2, "0")}`;
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByLabel(`New name for ${name}`)).toBeVisible();
  }
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 2 of 2");
  const added = page.locator("tr.just-added");
  await expect(added.getByLabel(`New name for Landing ${stamp} 11`)).toBeInViewport();
  // A reload stays on the page the new bundle is on.
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 2 of 2");
  await expect(page.getByLabel(`New name for Landing ${stamp} 11`)).toBeVisible();
});

test("the AFE line editor names each box, and a refused line puts its error in focus", async ({
  page,
}) => {
  await signIn(page, "planner");
  await openAfeOf(page, "KR-A1");
  await startDraftWithContingency(page, `AFE-LINES-${stamp}`);

  const lines = page.getByRole("table", { name: /^Lines of/ });
  const line = lines.getByRole("form", { name: /^Edit / }).first();
  // Each box is named where it stands: its short name shows, the line's code completes it.
  await expect(line.getByText("Quantity", { exact: true })).toBeVisible();
  const quantity = line.getByRole("textbox", { name: /^Quantity of line/ });
  await quantity.fill("0");
  await line.getByRole("textbox", { name: /^Unit price \(USD\) of line/ }).fill("10");
  await line.getByRole("button", { name: "Save" }).click();
  await expect(line.getByText("Enter a number greater than zero.")).toBeVisible();
  await expect(quantity).toBeFocused();

  // The draft goes, after saying what that means.
  await page.getByRole("button", { name: /^Remove draft / }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("button", { name: "Start", exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a removal goes through a confirmation step", async ({ page }) => {
    await signIn(page, "planner");
    const unit = `step ${stamp}`;
    await page.goto(`/form/planner-form?tab=units&q=${stamp}`);
    await page.getByLabel("Name", { exact: true }).fill(unit);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("button", { name: `Remove ${unit}` }).click();
    const step = page.getByRole("alertdialog", { name: `Remove ${unit}?` });
    await expect(step).toBeVisible();
    await expect(page.getByLabel(`Name of ${unit}`)).toBeVisible();
    await step.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByLabel(`Name of ${unit}`)).toHaveCount(0);
  });
});
