import { expect, test, type Page } from "@playwright/test";

import { isoDay, languages, say, section, selectWell, signInPlain } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// An editable report shows each section's review, and a section's editor once it is opened: by a
// link that works before the page's scripts have run, in place after. A section stays open while
// the user works in it (a refused save included) and closes back to its review.

const WELL = "SR-202";
const { en } = languages;
let reportPath = "";

const FIELDS = "input:not([type=hidden]), select, textarea";

/** Holds the page's scripts until `release` is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build[^/]*\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe.configure({ mode: "serial" });

test("a section opened before the scripts have run is edited and saved", async ({ page }) => {
  await signIn(page, "driller");
  await selectWell(page, WELL);
  await page.goto("/form/daily-drilling-report");
  // Today's report of the well, created when it is not there yet.
  await page.getByLabel(say(en, "ddr.editor.reportDate")).fill(isoDay());
  await page.getByRole("button", { name: say(en, "ddr.editor.create"), exact: true }).click();
  await expect(page).toHaveURL(/date=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(WELL);
  reportPath = new URL(page.url()).pathname + new URL(page.url()).search;

  const release = await holdScripts(page);
  await page.goto(reportPath, { waitUntil: "domcontentloaded" });
  const general = section(page, "general");
  // Every section shows its review: no form, no field, no option list.
  await expect(page.locator("form.section-form")).toHaveCount(0);
  await expect(page.locator(".report-section select")).toHaveCount(0);
  await general.getByRole("link", { name: `${say(en, "ddr.editor.edit")} General` }).click();
  await expect(page).toHaveURL(/edit=general#section-general$/);
  await expect(general.locator("form.section-form")).toBeVisible();
  // Only the opened section has its editor.
  await expect(page.locator("form.section-form")).toHaveCount(1);
  release();
  await page.waitForLoadState("networkidle");

  // The well's first report: nothing was carried over, every required field is typed.
  await general.getByLabel("Rig").fill("Rig 7");
  await general.getByLabel("Wellbore").selectOption({ index: 1 });
  await general.getByLabel("MD at report time").fill("1200");
  await general.getByLabel("Hole size").fill("12.25");
  await general.getByLabel("Company supervisor").fill("A. Santoso");
  await general.getByLabel("Current status").fill("Waiting on cement");
  await general.getByLabel("Summary of the last 24 h").fill("Cemented the casing.");
  await general.getByLabel("Forecast for the next 24 h").fill("Drill out the shoe.");
  await general.getByRole("button", { name: "Save General" }).click();
  await expect(page.getByText("General saved.")).toBeVisible({ timeout: 30_000 });
  // Still open, showing the version just saved.
  await expect(general.getByLabel("Current status")).toHaveValue("Waiting on cement");

  // Closed, it shows the saved values as its review.
  await general.getByRole("link", { name: "Close General" }).click();
  await expect(general.locator("form.section-form")).toHaveCount(0);
  await expect(general).toContainText("Waiting on cement");
  await expect(general.locator("[data-edit-section]")).toBeFocused();

  // Opened again after the scripts have run: in place, the focus in its first field.
  await page.goto(reportPath);
  await page.waitForLoadState("networkidle");
  const address = page.url();
  await expect(general).toContainText("Waiting on cement");
  await general.locator("[data-edit-section]").click();
  await expect(general.locator(FIELDS).first()).toBeFocused();
  expect(page.url()).toBe(address);
});

test("an editor opened in place brings its code and its lists then, and a second opening asks nothing", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  const listsAsked = () => asked.filter((path) => path.endsWith("/daily-drilling-report/lists"));
  const editorCode = () => asked.filter((path) => /\/section-form-[^/]*\.js$/.test(path));
  await signIn(page, "driller");
  await page.goto(reportPath);
  await page.waitForLoadState("networkidle");
  // Read only: neither the editor's code nor its lists have come.
  expect(editorCode()).toEqual([]);
  expect(listsAsked()).toEqual([]);

  const general = section(page, "general");
  await general.locator("[data-edit-section]").click();
  await expect(general.getByLabel("Current status")).toHaveValue("Waiting on cement");
  // The whole list, not only the choice the review printed.
  await expect(general.getByLabel("Wellbore").locator("option")).toHaveCount(4);
  await expect(general.locator(FIELDS).first()).toBeFocused();
  expect(editorCode()).toHaveLength(1);
  expect(listsAsked()).toHaveLength(1);

  await general.getByRole("link", { name: "Close General" }).click();
  await expect(general.locator("form.section-form")).toHaveCount(0);
  await general.locator("[data-edit-section]").click();
  await expect(general.getByLabel("Wellbore").locator("option")).toHaveCount(4);
  expect(listsAsked()).toHaveLength(1);
  expect(editorCode()).toHaveLength(1);
});

test("a refused save keeps its section open with what was typed, and Close waits for a save", async ({
  page,
}) => {
  // The browser's checks never arrive: the server answers the save.
  await page.route("**/section-checks-*.js", (route) => route.abort());
  await signIn(page, "driller");
  await page.goto(reportPath);
  await page.waitForLoadState("networkidle");
  const general = section(page, "general");
  await general.locator("[data-edit-section]").click();
  await general.getByLabel("Current status").fill("");
  await general.getByLabel("Forecast for the next 24 h").fill("Run the logs.");
  // Something is unsaved: the section cannot be closed, only saved.
  await expect(general.getByRole("link", { name: "Close General" })).toHaveCount(0);
  await general.getByRole("button", { name: "Save General" }).click();

  await expect(general.getByLabel("Current status")).toHaveAttribute("aria-invalid", "true");
  await expect(general.getByLabel("Forecast for the next 24 h")).toHaveValue("Run the logs.");
  await expect(general.locator("form.section-form")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused save comes back with its section open, and Close returns to the review", async ({
    page,
  }) => {
    await signInPlain(page, "driller");
    await page.goto(reportPath);
    const general = section(page, "general");
    await general.locator("[data-edit-section]").click();
    await general.getByLabel("Current status").fill("");
    await general.getByLabel("Forecast for the next 24 h").fill("Run the logs.");
    await general.getByRole("button", { name: "Save General" }).click();
    await expect(page).toHaveURL(/#section-general$/);
    await expect(general.getByLabel("Current status")).toHaveAttribute("aria-invalid", "true");
    await expect(general.getByLabel("Forecast for the next 24 h")).toHaveValue("Run the logs.");

    await page.goto(`${reportPath}&edit=general`);
    await general.getByRole("link", { name: "Close General" }).click();
    await expect(general.locator("form.section-form")).toHaveCount(0);
    await expect(general).toContainText("Waiting on cement");
  });
});

test("saving one open section keeps what was typed in another open section", async ({ page }) => {
  await signIn(page, "driller");
  // Every editor drawn by the server with its lists; the save's answer names only General.
  await page.goto(`${reportPath}&edit=all`);
  await page.waitForLoadState("networkidle");
  const safety = section(page, "safety");
  const general = section(page, "general");
  await safety.getByLabel("Stop cards").fill("37");
  await general
    .getByLabel("Summary of the last 24 h")
    .fill("Cemented the casing, pressure tested.");
  await general.getByRole("button", { name: "Save General" }).click();
  await expect(page.getByText("General saved.")).toBeVisible({ timeout: 30_000 });
  await expect(safety.locator("form.section-form")).toBeVisible();
  await expect(safety.getByLabel("Stop cards")).toHaveValue("37");
  await expect(general.getByLabel("Summary of the last 24 h")).toHaveValue(
    "Cemented the casing, pressure tested.",
  );
});

test("Enter in a row's field saves the section and keeps the row", async ({ page }) => {
  await signIn(page, "driller");
  await page.goto(`${reportPath}&edit=environmental`);
  await page.waitForLoadState("networkidle");
  const environmental = section(page, "environmental");
  await environmental.getByLabel("Event, row 1", { exact: true }).selectOption("spill");
  await environmental.getByLabel("Material, row 1", { exact: true }).selectOption("DIESEL");
  await environmental.getByLabel("Volume, row 1", { exact: true }).fill("2.5");
  const remarks = environmental.getByLabel("Remarks, row 1", { exact: true });
  await remarks.fill("Small diesel spill at the fuel pump, contained.");
  // The first row's "remove row" button comes before Save in the form: Enter must not press it.
  await remarks.press("Enter");
  await expect(page.getByText("Environmental saved.")).toBeVisible({ timeout: 30_000 });
  // The review of the saved section, from a fresh load of the report.
  await page.goto(reportPath);
  await expect(environmental).toContainText("Small diesel spill at the fuel pump, contained.");
});
