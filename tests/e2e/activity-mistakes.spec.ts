import { expect, test, type Locator, type Page } from "@playwright/test";

import { fromSI, unitLabel } from "../../app/domain/units";
import { writeUserNumber } from "../../app/units/parse-number";

import { labelled, unitSystemOf } from "./activity-values";
import {
  isoDay,
  languages,
  openSection,
  say,
  section,
  selectWell,
  setLanguage,
} from "./ddr-fixtures";
import { signIn } from "./fixtures";

// A rig engineer's slips on a drilling-activity form, in Indonesian: letters in a depth, a
// negative depth, a run that ends before it starts. Each gets its message in Indonesian beside
// its field, nothing typed is lost, and the fixed form (thousands grouped the Indonesian way)
// saves. Leaving with the fix unsaved asks first.

const WELL = "KR-B2";
const id = languages.id;

async function messageOf(page: Page, control: Locator): Promise<string> {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  const describedBy = await control.getAttribute("aria-describedby");
  return (await page.locator(`[id="${describedBy}"]`).innerText()).trim();
}

test("a logging run typed with mistakes in Indonesian is refused field by field, then saves", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, "engineer");
  await setLanguage(page, "id");
  try {
    await selectWell(page, WELL);
    await page.goto("/form/drilling-activity/logging");
    await page.getByLabel(id.ddr.editor.reportDate).fill(isoDay(-1));
    await page.getByRole("button", { name: id.activity.editor.create }).click();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await page.waitForLoadState("networkidle");
    const system = await unitSystemOf(page);
    const run = await openSection(page, "loggingRun");
    const box = (name: keyof typeof id.activity.loggingRun) =>
      labelled(run, id.activity.loggingRun[name]);

    await box("runNo").fill("1");
    await box("company").fill("Wireline Nusantara");
    // The organisation's code list in Indonesian.
    await expect(box("conveyance").locator("option")).toHaveText([
      "",
      "Wireline",
      "LWD",
      "Dengan pipa",
    ]);
    await box("conveyance").selectOption({ index: 1 });
    await box("topMd").fill("-5");
    await box("bottomMd").fill("2.5o0");
    await box("startTime").fill("14:00");
    await box("endTime").fill("10:00");
    const save = run.getByRole("button", {
      name: say(id, "ddr.editor.save", { section: id.activity.loggingRun.title }),
    });
    await save.click();

    const zero = writeUserNumber(fromSI("length", 0, system), "id");
    expect(await messageOf(page, box("topMd"))).toBe(
      say(id, "units.atLeast", { value: zero, unit: unitLabel("length", system) }),
    );
    expect(await messageOf(page, box("bottomMd"))).toBe(id.validation.number);
    await expect(box("topMd")).toHaveValue("-5");
    await expect(box("bottomMd")).toHaveValue("2.5o0");
    await expect(box("company")).toHaveValue("Wireline Nusantara");
    await expect(box("endTime")).toHaveValue("10:00");

    // Depths fixed, with thousands grouped by a dot and a decimal comma: now the times are read.
    await box("topMd").fill("1.000");
    await box("bottomMd").fill("2.500,5");
    await save.click();
    expect(await messageOf(page, box("endTime"))).toBe(id.activity.problems.endBeforeStart);
    await expect(box("bottomMd")).toHaveValue("2.500,5");
    await expect(box("startTime")).toHaveValue("14:00");
    await box("endTime").fill("18:00");

    // Leaving now asks the spec's question; staying keeps the fixes.
    await page.getByRole("link", { name: id.activity.editor.newOrOther }).click();
    const leave = page.getByRole("alertdialog", { name: id.ddr.editor.leaveTitle });
    await expect(leave).toContainText(id.ddr.editor.leaveMessage);
    await leave.getByRole("button", { name: id.ddr.editor.stay }).click();
    await expect(box("bottomMd")).toHaveValue("2.500,5");

    await save.click();
    await expect(
      page.getByText(say(id, "ddr.editor.sectionSaved", { section: id.activity.loggingRun.title })),
    ).toBeVisible({ timeout: 30_000 });
    await expect(run.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(
      section(page, "loggingRun").getByText(id.activity.problems.endBeforeStart),
    ).toHaveCount(0);
  } finally {
    await setLanguage(page, "auto");
    await page.goto("/");
  }
});
