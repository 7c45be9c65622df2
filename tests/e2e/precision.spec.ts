import { expect, test, type Page } from "@playwright/test";

import {
  cell,
  languages,
  openSection,
  say,
  selectWell,
  setLanguage,
  signInPlain,
} from "./ddr-fixtures";
import { signIn } from "./fixtures";

// Numbers at the precision of their quantity: a depth carried over from metres reads 0.01 ft,
// not 8086.28609; what is typed comes back exactly as typed (78 °F stays 78).
//
// It works on KR-B1, a finished well no other spec uses, on the day after its rig release.

const WELL = "KR-B1";
const { en, id } = languages;
let reportPath = "";

/** At most `digits` decimals, in English or Indonesian notation. */
const atMost = (digits: number) => new RegExp(`^-?\\d+([.,]\\d{1,${digits}})?$`);

async function carriedFigures(page: Page, dictionary: typeof en) {
  const general = await openSection(page, "general");
  await expect(general.getByLabel(say(dictionary, "ddr.general.mdAtReport"))).toHaveValue(
    atMost(2),
  );
  await expect(general.getByLabel(say(dictionary, "ddr.general.holeSize"))).toHaveValue(atMost(3));
  await expect(
    cell(
      await openSection(page, "bulkMaterials"),
      dictionary,
      say(dictionary, "ddr.bulkMaterials.start"),
      1,
    ),
  ).toHaveValue(atMost(2));
}

test.describe.configure({ mode: "serial" });

test("carried figures read at their precision, and 78 °F typed comes back as 78", async ({
  page,
}) => {
  await signIn(page, "driller");
  await selectWell(page, WELL);
  await page.goto("/form/daily-drilling-report");
  const last = await page.locator(".recent-reports a").first().getAttribute("href");
  const lastDate = /date=([\d-]+)/.exec(last!)![1]!;
  const next = new Date(Date.parse(`${lastDate}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.getByLabel(say(en, "ddr.editor.reportDate")).fill(next);
  await page.getByRole("button", { name: say(en, "ddr.editor.create"), exact: true }).click();
  // The well's last report is on its rig release day: the day after is created once confirmed.
  await expect(page.getByRole("alert")).toContainText("after this well's rig release");
  await page.getByRole("button", { name: /^Create the report for / }).click();
  await expect(page).toHaveURL(new RegExp(`date=${next}$`));
  reportPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await page.waitForLoadState("networkidle");
  await carriedFigures(page, en);

  const general = await openSection(page, "general");
  await general.getByLabel(say(en, "ddr.general.currentStatus")).fill("Rig released");
  await general.getByLabel(say(en, "ddr.general.summary24h")).fill("Rigging down.");
  await general.getByLabel(say(en, "ddr.general.forecast24h")).fill("Move the rig.");
  await general.getByLabel(say(en, "ddr.general.airTemp")).fill("78");
  await general
    .getByRole("button", { name: say(en, "ddr.editor.save", { section: "General" }) })
    .click();
  await expect(
    page.getByText(say(en, "ddr.editor.sectionSaved", { section: "General" })),
  ).toBeVisible();
  await expect(
    (await openSection(page, "general")).getByLabel(say(en, "ddr.general.airTemp")),
  ).toHaveValue("78");
});

test.describe("in Indonesian on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.afterEach(async ({ page }) => {
    await setLanguage(page, "auto");
  });

  test("the same figures in Indonesian notation", async ({ page }) => {
    await signIn(page, "driller");
    await setLanguage(page, "id");
    await page.goto(reportPath);
    await carriedFigures(page, id);
    await expect(
      (await openSection(page, "general")).getByLabel(say(id, "ddr.general.airTemp")),
    ).toHaveValue("78");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("figures read at their precision; a value typed and saved comes back exactly as typed", async ({
    page,
  }) => {
    await signInPlain(page, "driller");
    await page.goto(reportPath);
    await carriedFigures(page, en);
    const general = await openSection(page, "general");
    await general.getByLabel(say(en, "ddr.general.airTemp")).fill("78.4");
    await general
      .getByRole("button", { name: say(en, "ddr.editor.save", { section: "General" }) })
      .click();
    await expect(page).toHaveURL(/#section-general$/);
    await expect(
      (await openSection(page, "general")).getByLabel(say(en, "ddr.general.airTemp")),
    ).toHaveValue("78.4");
  });
});
