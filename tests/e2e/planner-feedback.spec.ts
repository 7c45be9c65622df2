import { expect, test, type Page } from "@playwright/test";

import { signIn } from "./fixtures";
import { openAfeOf, startDraftWithContingency } from "./planner-fixtures";

// What the planner is told: a refused removal where he is looking, the leave question before an
// Edit link replaces a half-typed form, and a saved message even without JavaScript.
const stamp = `${Date.now().toString(36).toUpperCase()}${process.pid.toString(36).toUpperCase()}`;
const BUNDLE = `Feedback bundle ${stamp}`;
const ITEM = `Feedback item ${stamp}`;

test.describe.configure({ mode: "serial" });

/** A bundle and a cost item in it, with a unit of its own, so the bundle is in use. */
async function addBundleAndItem(page: Page, bundle = BUNDLE, item = ITEM, unit = `bbl ${stamp}`) {
  await page.goto(`/form/planner-form?tab=bundles&q=${stamp}`);
  await page.getByLabel("Name", { exact: true }).fill(bundle);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByLabel(`New name for ${bundle}`)).toBeVisible();
  await page.goto(`/form/planner-form?tab=items&q=${stamp}`);
  const form = page.locator("form.planner-form").first();
  await form.getByLabel("Cost item", { exact: true }).fill(item);
  await form.getByLabel("Contract bundle", { exact: true }).selectOption({ label: bundle });
  await form.getByLabel("Or a new unit").fill(unit);
  await form.getByLabel("Unit price (USD)").fill("12.50");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("cell", { name: item, exact: true })).toBeVisible();
}

test("an Edit link asks before it replaces a half-typed form", async ({ page }) => {
  await signIn(page, "planner");
  await addBundleAndItem(page);
  const form = page.locator("form.planner-form").first();
  await form.getByLabel("Cost item", { exact: true }).fill(`Half typed ${stamp}`);
  await page.getByRole("link", { name: `Edit ${ITEM}` }).click();
  const question = page.getByRole("alertdialog", { name: "Unsaved changes" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Stay" }).click();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(form.getByLabel("Cost item", { exact: true })).toHaveValue(`Half typed ${stamp}`);
  // Leaving is the planner's choice: the item opens for editing.
  await page.getByRole("link", { name: `Edit ${ITEM}` }).click();
  await question.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/edit=\d+/);
});

test("a half-typed add form survives the filter, and leaving still asks", async ({ page }) => {
  await signIn(page, "planner");
  await page.goto("/form/planner-form?tab=units");
  const form = page.locator("form.planner-form").first();
  await form.getByLabel("Name", { exact: true }).fill(`Kept ${stamp}`);
  await form.getByLabel("Description", { exact: true }).fill("Half typed");
  // The filter reloads the list as the planner types in it; the add form keeps its words.
  await page.getByRole("search").getByLabel("Filter text").fill("zzz-nothing");
  await expect(page).toHaveURL(/q=zzz-nothing/);
  await expect(page.getByText("Nothing matches the filter")).toBeVisible();
  await page.getByRole("search").getByLabel("Filter text").fill("");
  await expect(page).not.toHaveURL(/q=zzz/);
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(`Kept ${stamp}`);
  await expect(form.getByLabel("Description", { exact: true })).toHaveValue("Half typed");
  // Another tab still asks first: the words are not saved yet.
  await page.getByRole("link", { name: "Cost items", exact: true }).click();
  const question = page.getByRole("alertdialog", { name: "Unsaved changes" });
  await question.getByRole("button", { name: "Stay" }).click();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(`Kept ${stamp}`);
  // Saved, the form is empty for the next unit and leaving asks nothing.
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByLabel(`Name of Kept ${stamp}`)).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
  await page.getByRole("link", { name: "Cost items", exact: true }).click();
  await expect(page).toHaveURL(/tab=items/);
});

test("another form's save leaves a half-typed add form's question armed", async ({ page }) => {
  await signIn(page, "planner");
  const spare = `Spare ${stamp}`;
  await page.goto(`/form/planner-form?tab=components&q=${stamp}`);
  const name = page.getByLabel("Name", { exact: true });
  await name.fill(spare);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByLabel(`Name of ${spare}`)).toBeVisible();
  await name.fill(`Half typed ${stamp}`);
  // A removal is another form's save: the add form keeps its words, still unsaved.
  await page.getByRole("button", { name: `Remove ${spare}` }).click();
  await page
    .getByRole("alertdialog", { name: `Remove ${spare}?` })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByLabel(`Name of ${spare}`)).toHaveCount(0);
  await expect(name).toHaveValue(`Half typed ${stamp}`);
  await page.getByRole("link", { name: "Cost units", exact: true }).click();
  const question = page.getByRole("alertdialog", { name: "Unsaved changes" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Stay" }).click();
  await expect(name).toHaveValue(`Half typed ${stamp}`);
});

test("another form's refusal takes the add form's old messages away", async ({ page }) => {
  await signIn(page, "planner");
  const used = `Refused bundle ${stamp}`;
  await addBundleAndItem(page, used, `Refused item ${stamp}`, `day ${stamp}`);

  // An empty add is refused beside its box...
  await page.goto(`/form/planner-form?tab=bundles&q=${stamp}`);
  const add = page.locator("form.planner-form").first();
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(add.getByText("This field is required.")).toBeVisible();
  // ...then a removal is refused: only that refusal is on screen, the add form's message is gone.
  await page.getByRole("button", { name: `Remove ${used}` }).click();
  await page
    .getByRole("alertdialog", { name: `Remove ${used}?` })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(
    page.getByRole("alert").filter({ hasText: `${used} cannot be removed` }),
  ).toBeVisible();
  await expect(add.getByText("This field is required.")).toHaveCount(0);
  await expect(add.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  // Its own next save is checked afresh.
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(add.getByText("This field is required.")).toBeVisible();
});

test.describe("on a short screen", () => {
  test.use({ viewport: { width: 1280, height: 420 } });

  test("a refused removal is shown where the planner is looking, in focus", async ({ page }) => {
    await signIn(page, "planner");
    await page.goto(`/form/planner-form?tab=bundles&q=${stamp}`);
    await page.getByRole("button", { name: `Remove ${BUNDLE}` }).click();
    await page
      .getByRole("alertdialog", { name: `Remove ${BUNDLE}?` })
      .getByRole("button", { name: "Remove" })
      .click();
    const refusal = page.getByRole("alert").filter({ hasText: "cannot be removed" });
    await expect(refusal).toContainText(`${BUNDLE} cannot be removed`);
    await expect(refusal).toBeFocused();
    await expect(refusal).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an add says it was saved", async ({ page }) => {
    await signIn(page, "planner");
    await page.goto(`/form/planner-form?tab=components&q=${stamp}`);
    await page.getByLabel("Name", { exact: true }).fill(`Quiet component ${stamp}`);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "General component added" }),
    ).toBeVisible();
    await expect(page.getByLabel(`Name of Quiet component ${stamp}`)).toBeVisible();
  });
});

test.describe("on a short screen, the AFE line editor", () => {
  test.use({ viewport: { width: 1280, height: 440 } });

  test("puts a number error beside its box and in focus, and a free line's too", async ({
    page,
  }) => {
    await signIn(page, "planner");
    await openAfeOf(page, "KR-A1");
    const free = await startDraftWithContingency(page, `AFE-FOCUS-${stamp}`);
    await expect(page.getByRole("cell", { name: "No lines yet", exact: false })).toHaveCount(0);

    const line = page
      .getByRole("table", { name: /^Lines of/ })
      .getByRole("form")
      .first();
    const quantity = line.getByRole("textbox", { name: /^Quantity of line/ });
    for (const typed of ["1,2,3", "ten"]) {
      await quantity.fill(typed);
      await line.getByRole("textbox", { name: /^Unit price \(USD\) of line/ }).fill("10");
      await line.getByRole("button", { name: "Save" }).click();
      await expect(quantity).toBeFocused();
      await expect(quantity).toHaveAttribute("aria-invalid", "true");
      const message = line.locator(`[id="${await quantity.getAttribute("aria-describedby")}"]`);
      await expect(message).toBeInViewport();
      await expect(quantity).toHaveValue(typed);
    }

    // A free line with letters for its amount, "Add line" pressed straight from the box: the
    // amount's box takes focus, in view with its message, and nothing typed moves.
    const amount = free.getByLabel("Amount (USD)");
    const description = free.getByLabel("Description", { exact: true });
    await free.getByLabel("Phase", { exact: true }).selectOption({ label: "Surface" });
    await free.getByLabel("Contract bundle", { exact: true }).selectOption({ index: 1 });
    await description.fill("Second");
    await amount.fill("abc");
    await free.getByRole("button", { name: "Add line" }).click();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    const said = free.locator(`[id="${await amount.getAttribute("aria-describedby")}"]`);
    await expect(said).toContainText("number");
    await expect(amount).toBeInViewport({ ratio: 1 });
    await expect(said).toBeInViewport({ ratio: 1 });
    await expect(amount).toHaveValue("abc");
    await expect(description).toHaveValue("Second");
    // Leaving the box to type in another keeps the typing where the planner puts it.
    await description.click();
    await page.keyboard.type(" contingency");
    await expect(description).toHaveValue("Second contingency");
    await expect(amount).toHaveValue("abc");
    // Typing on goes into the box in focus, and the corrected line is added.
    await amount.fill("2500");
    await free.getByRole("button", { name: "Add line" }).click();
    await expect(
      page.getByRole("table", { name: /^Lines of/ }).locator('input[value="Second contingency"]'),
    ).toBeVisible();

    await page.getByRole("button", { name: /^Remove draft / }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(page.getByRole("button", { name: "Start", exact: true })).toBeVisible();
  });
});
