import { expect, test } from "@playwright/test";

import { openSection, selectWell } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// The engineer brings a day of a service company's WITSML 1.4.1.1 opsReport into the well's open
// report: a file that is no XML is refused beside the file input, the good file is previewed day
// by day with what it will replace and what it got wrong, and once confirmed the report's time
// log and personnel are the file's. It works on SR-101, a completed well no other spec reports
// on, on the day after its last report.

const WELL = "SR-101";

/** The report day's end, as WITSML writes it: the next day's 00:00 UTC. */
function nextMidnight(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().replace(".000Z", "Z");
}

function opsReport(date: string): string {
  const at = (time: string) => `${date}T${time}:00Z`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<opsReports xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">
  <opsReport uidWell="w-tb2" uidWellbore="wb-tb2" uid="ops-${date}">
    <nameWell>${WELL}</nameWell>
    <nameWellbore>${WELL} OH</nameWellbore>
    <name>Daily report ${date}</name>
    <dTim>${at("00:00")}</dTim>
    <activity uid="a1">
      <dTimStart>${at("00:00")}</dTimStart>
      <dTimEnd>${at("09:30")}</dTimEnd>
      <phase>production</phase>
      <activityCode>2 drill actual</activityCode>
      <typeActivityClass>planned</typeActivityClass>
      <comments>Drilled 8½ in hole with the rotary steerable</comments>
    </activity>
    <activity uid="a2">
      <dTimStart>${at("09:30")}</dTimStart>
      <dTimEnd>${at("12:00")}</dTimEnd>
      <phase>production</phase>
      <activityCode>WASH</activityCode>
      <typeActivityClass>planned</typeActivityClass>
      <comments>Washed down the last stand</comments>
    </activity>
    <activity uid="a3">
      <dTimStart>${at("12:00")}</dTimStart>
      <dTimEnd>${nextMidnight(date)}</dTimEnd>
      <phase>production</phase>
      <activityCode>IADC 6</activityCode>
      <typeActivityClass>planned</typeActivityClass>
      <comments>Pulled out of hole for the bit</comments>
    </activity>
    <personnel uid="p1">
      <company>Rig Co</company>
      <typeService>RIG</typeService>
      <numPeople>41</numPeople>
      <totalTime uom="h">12</totalTime>
    </personnel>
    <sum24Hr>Drilled to 2,410 m, pulled out for a new bit.</sum24Hr>
    <forecast24Hr>Run in with bit 6 and drill ahead.</forecast24Hr>
    <statusCurrent>Pulling out of hole</statusCurrent>
  </opsReport>
</opsReports>
`;
}

test("a WITSML daily report is refused beside the file input when unreadable, then previewed and imported", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "engineer");
  await page.goto(`/field/well?q=${WELL}`);
  const wellId = await page
    .locator("tr", { hasText: WELL })
    .locator('.select-well-form input[name="wellId"]')
    .inputValue();
  await selectWell(page, WELL);
  await page.goto("/form/daily-drilling-report");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(WELL);
  // The day after the well's last report: the import creates it, carrying that one over.
  const latest = await page
    .getByRole("region", { name: "Reports of this well" })
    .getByRole("link")
    .first()
    .getAttribute("href");
  const date = nextMidnight(new URL(latest!, "http://drillbook").searchParams.get("date")!).slice(
    0,
    10,
  );
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.goto(`/form/daily-drilling-report/import-witsml?well=${wellId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Import daily reports from WITSML",
  );
  const file = page.getByLabel(/WITSML daily report file/);

  await file.setInputFiles({
    name: "notes.xml",
    mimeType: "application/xml",
    buffer: Buffer.from("Drilled ahead, all good <b>"),
  });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toHaveAccessibleDescription(/Nothing was imported/);
  await expect(file).toHaveAccessibleDescription(/not well-formed XML \(line 1\)/);
  await expect(file).not.toHaveAccessibleDescription(/\.\./);
  await expect(page.getByRole("region", { name: /Preview/ })).toHaveCount(0);
  // Beside a good file, the broken one is named: a line alone would not say which.
  await file.setInputFiles([
    { name: "tb-2-ops.xml", mimeType: "application/xml", buffer: Buffer.from(opsReport(date)) },
    { name: "notes.xml", mimeType: "application/xml", buffer: Buffer.from("<b>") },
  ]);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(file).toHaveAccessibleDescription(/notes\.xml: This is not well-formed XML/);

  await file.setInputFiles({
    name: "tb-2-ops.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(opsReport(date)),
  });
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview (WITSML 1.4.1.1)" });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(file).not.toHaveAttribute("aria-invalid", "true");
  await expect(preview.getByRole("status")).toContainText('"WASH"');
  const day = preview.getByRole("row", { name: new RegExp(date) });
  await expect(day).toContainText("Creates the report");
  await expect(day).toContainText("Operations summary (time log)");
  await expect(day).toContainText("Personnel");
  await expect(day.getByRole("cell").nth(3)).toHaveText("3");
  await expect(day.getByRole("cell").nth(4)).toHaveText("None");

  await preview.getByRole("button", { name: /Import 1 day/ }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(page.getByText("1 daily reports imported from WITSML.")).toBeVisible();
  const timeLog = await openSection(page, "timeLog");
  await expect(timeLog.locator('[name="rows[0].description"]')).toHaveValue(
    "Drilled 8½ in hole with the rotary steerable",
  );
  await expect(timeLog.locator('[name="rows[2].description"]')).toHaveValue(
    "Pulled out of hole for the bit",
  );
  // Three activities, then the form's empty row for the next one.
  await expect(timeLog.locator('[name="rows[3].description"]')).toHaveValue("");
  await expect(
    (await openSection(page, "personnel")).locator('[name="rows[0].count"]'),
  ).toHaveValue("41");
});
