import { expect, type Page } from "@playwright/test";

// Steps of the planner specs that more than one spec takes, as the planner takes them.

/** The AFE tab of a well, the well chosen by name. */
export async function openAfeOf(page: Page, well: string) {
  await page.goto("/form/planner-form?tab=afe");
  await page.getByLabel("Well", { exact: true }).selectOption({ label: well });
  await page.getByRole("search").getByRole("button").click();
  await expect(page.getByRole("heading", { name: `AFE of ${well}` })).toBeVisible();
}

/**
 * Starts a draft AFE version by its reference and, once its page has loaded, adds a free line to
 * it: a contingency of $1,000,000 in the surface phase, booked to the first contract bundle.
 * Returns the form that adds free lines.
 */
export async function startDraftWithContingency(page: Page, reference: string) {
  await page.getByLabel("AFE reference").fill(reference);
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect(page.getByRole("button", { name: /^Remove draft / })).toBeVisible();
  const free = page.locator("form", {
    has: page.getByRole("heading", { name: "Add a free line" }),
  });
  await free.getByLabel("Phase", { exact: true }).selectOption({ label: "Surface" });
  await free.getByLabel("Contract bundle", { exact: true }).selectOption({ index: 1 });
  await free.getByLabel("Description", { exact: true }).fill("Contingency");
  await free.getByLabel("Amount (USD)").fill("1000000");
  await free.getByRole("button", { name: "Add line" }).click();
  return free;
}
