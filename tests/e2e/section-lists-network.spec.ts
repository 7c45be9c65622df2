import { expect, test, type Page } from "@playwright/test";

import { languages, say, section, selectWell } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// An editor opened in place fetches its choices (decision 080). On a slow network the section
// says it is opening, so the Edit that was pressed is seen to be heard; when the choices cannot
// come, it says so and offers to open the section from the server.

const WELL = "SR-201";
const { en } = languages;
const LISTS = "**/form/daily-drilling-report/lists**";

async function openDraft(page: Page) {
  await signIn(page, "driller");
  await selectWell(page, WELL);
  await page.goto("/form/daily-drilling-report");
  // The well's latest report, a draft in the demo data.
  await page.getByRole("listitem").filter({ hasText: "Draft" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(WELL);
  await page.waitForLoadState("networkidle");
}

test("on a slow network an opened section says it is opening until its editor is there", async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(LISTS, async (route) => {
    await released;
    await route.continue();
  });
  await openDraft(page);
  const mud = section(page, "mud");
  await mud.getByRole("link", { name: `${say(en, "ddr.editor.edit")} Mud` }).click();
  const opening = mud.getByRole("status").filter({ hasText: say(en, "ddr.editor.opening") });
  await expect(opening).toBeVisible();
  await expect(mud.locator("form.section-form")).toHaveCount(0);
  release();
  await expect(mud.locator("form.section-form")).toBeVisible();
  await expect(opening).toHaveCount(0);
});

test("choices that cannot be loaded are told, and the section opens from the server", async ({
  page,
}) => {
  await page.route(LISTS, (route) => route.abort());
  await openDraft(page);
  const cost = section(page, "cost");
  await cost.getByRole("link", { name: `${say(en, "ddr.editor.edit")} Cost` }).click();
  await expect(cost.getByRole("alert")).toContainText(say(en, "ddr.editor.listsFailed"));
  await cost.getByRole("link", { name: say(en, "ddr.editor.openFromServer") }).click();
  await expect(page).toHaveURL(/edit=cost/);
  await expect(cost.locator("form.section-form")).toBeVisible();
  await expect(cost.getByRole("alert")).toHaveCount(0);
});
