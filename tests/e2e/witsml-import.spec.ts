import { expect, test } from "@playwright/test";

import { openSection, selectWell } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// The engineer imports a WITSML 2.0 trajectory into a report's surveys: the preview lists the
// stations and what the file got wrong, nothing is saved until confirmed, then the surveys
// section holds the stations and the well's plan view is drawn from them. It works on KR-B2, a planned well no other spec reports on.

const WELL = "KR-B2";
const DATE = "2026-11-01";
const TIED_WELL = "KR-A2";

function trajectoryFile(): string {
  const rad = (degrees: number) => ((degrees * Math.PI) / 180).toFixed(12);
  const stations = Array.from({ length: 12 }, (_, index) => {
    const md = 30 * (index + 1);
    return `  <TrajectoryStation uid="s${index + 1}">
    <ManuallyEntered>false</ManuallyEntered>
    <Md uom="m" datum="RKB">${md}</Md>
    <TypeTrajStation>magnetic MWD</TypeTrajStation>
    <Incl uom="rad">${rad(index * 0.8)}</Incl>
    <Azi uom="dega">${120 + index}</Azi>
  </TrajectoryStation>`;
  });
  stations.push(`  <TrajectoryStation uid="broken">
    <Md uom="m" datum="RKB">400</Md>
    <TypeTrajStation>magnetic MWD</TypeTrajStation>
    <Incl uom="dega">-999.25</Incl>
    <Azi uom="dega">130</Azi>
  </TrajectoryStation>
  <TrajectoryStation uid="after-gap">
    <Md uom="ft">1640.42</Md>
    <TypeTrajStation>magnetic MWD</TypeTrajStation>
    <Incl uom="dega">9</Incl>
    <Azi uom="dega">131</Azi>
  </TrajectoryStation>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Trajectory xmlns="http://www.energistics.org/energyml/data/witsmlv2"
  xmlns:eml="http://www.energistics.org/energyml/data/commonv2" uuid="b1d4c5e2-0c6f-4f55-8d7e-3c9a1f0e2a11" schemaVersion="2.0">
  <eml:Citation><eml:Title>KR-B2 MWD run 1</eml:Title><eml:Originator>MWD Co</eml:Originator><eml:Creation>2026-11-01T06:00:00Z</eml:Creation><eml:Format>MWD Co</eml:Format></eml:Citation>
  <AziVertSect uom="dega">125</AziVertSect>
${stations.join("\n")}
</Trajectory>
`;
}

test("a WITSML trajectory is previewed, then saved as the report's survey stations and drawn in plan view", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "engineer");
  await selectWell(page, WELL);
  await page.goto("/form/daily-drilling-report");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(WELL);
  const dateInput = page.getByLabel("Report date");
  if (await dateInput.isVisible()) {
    await dateInput.fill(DATE);
    await page.getByRole("button", { name: "Create report" }).click();
  }
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  const reportUrl = page.url();

  await page.getByRole("link", { name: "Import surveys from WITSML" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import surveys from WITSML");
  const file = page.getByLabel(/WITSML trajectory file/);
  // A file that is not XML is refused under its field, the reason ending in one full stop.
  await file.setInputFiles({
    name: "notes.xml",
    mimeType: "application/xml",
    buffer: Buffer.from("<trajectorys><trajectory></trajectorys>"),
  });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toHaveAccessibleDescription(/This is not well-formed XML \(line 1\): \S/);
  await expect(file).not.toHaveAccessibleDescription(/\.\./);
  await expect(page.getByRole("region", { name: /Preview/ })).toHaveCount(0);

  await file.setInputFiles({
    name: "kr-b2-mwd.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(trajectoryFile()),
  });
  await page.getByRole("button", { name: "Preview" }).click();

  const preview = page.getByRole("region", { name: /Preview: KR-B2 MWD run 1 \(WITSML 2\.0\)/ });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole("status")).toContainText("-999.25");
  // The engineer works in feet: the gap's depths are in feet as every other figure on the page.
  await expect(preview.getByRole("status")).toContainText(
    "No station between MD 1,181.1 ft and 1,640.42 ft",
  );
  await expect(file).not.toHaveAttribute("aria-invalid");
  // A first run finds none; a retry finds the stations the first run saved, and says so.
  await expect(preview).toContainText(
    /This report holds no stations yet\.|Replaces the 13 stations saved in this report/,
  );
  const rows = preview.getByRole("table", { name: "Stations to be saved" }).locator("tbody tr");
  await expect(rows).toHaveCount(13);

  // Nothing is saved by the preview.
  const other = await page.context().newPage();
  await other.goto(reportUrl);
  const before = await (
    await openSection(other, "surveys")
  )
    .locator('input[name$=".md"]')
    .evaluateAll(
      (inputs) => inputs.filter((input) => (input as HTMLInputElement).value !== "").length,
    );
  expect([0, 13]).toContain(before);
  await other.close();

  await preview.getByRole("button", { name: "Save 13 stations" }).click();
  await expect(page).toHaveURL(/#section-surveys$/);
  await expect(page.getByText("13 survey stations imported.")).toBeVisible();
  const surveys = await openSection(page, "surveys");
  await expect(surveys.locator('input[name="stations[12].md"]')).not.toHaveValue("");
  await expect(surveys.locator('input[name="stations[13].md"]')).toHaveValue("");

  // The plan view of the well's dashboard: one point per saved station, each a link to the
  // report's surveys; the deepest is the station after the gap (1640.42 ft), south-east of the
  // well head like the azimuths of 120°–131° say.
  await page.goto("/dashboard");
  const plan = page.locator("section.tile[data-tile-type='planView']");
  await expect(plan).toBeVisible();
  const dots = plan.locator("g[aria-label='dot'] circle");
  await expect(dots).toHaveCount(13);
  const points = plan.getByRole("link");
  await expect(points).toHaveCount(13);
  await expect(points.first()).toHaveAccessibleName("98.4 ft MD: N 0, E 0");
  await expect(points.last()).toHaveAccessibleName(/^1,640\.4 ft MD: N -\d+(\.\d)?, E \d+/);
  await expect(points.last()).toHaveAttribute("href", new RegExp(`date=${DATE}&section=surveys`));
  const [first, last] = await Promise.all([dots.first().boundingBox(), dots.last().boundingBox()]);
  // Drawn where it lies: east to the right of the first point, south below it.
  expect(last!.x).toBeGreaterThan(first!.x);
  expect(last!.y).toBeGreaterThan(first!.y);
});

test("the tie-in a well's own trajectory reaches above is told in the engineer's feet", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "engineer");
  // KR-A2's latest draft report, whose surveys are tied in to the day before's last station.
  await page.goto(`/field/well?q=${TIED_WELL}`);
  const wellId = await page
    .locator("tr", { hasText: TIED_WELL })
    .locator('.select-well-form input[name="wellId"]')
    .inputValue();
  await selectWell(page, TIED_WELL);
  await page.goto("/form/daily-drilling-report");
  const draft = await page
    .locator(".recent-reports li")
    .filter({ hasText: "Draft" })
    .first()
    .getByRole("link")
    .getAttribute("href");
  const date = new URL(draft!, "http://drillbook").searchParams.get("date");
  const exported = await page.request.get(`/well-trajectory.xml?well=${wellId}&version=2.0`);
  expect(exported.ok()).toBe(true);

  await page.goto(`/form/daily-drilling-report/import-trajectory?well=${wellId}&date=${date}`);
  await page.getByLabel(/WITSML trajectory file/).setInputFiles({
    name: "kr-a2.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(await exported.text()),
  });
  await page.getByRole("button", { name: "Preview" }).click();
  const warnings = page.getByRole("region", { name: /Preview/ }).getByRole("status");
  await expect(warnings).toContainText(
    /\d+ stations at or above the tie-in \(MD \d{1,3}(,\d{3})*(\.\d+)? ft\) are left out/,
    { timeout: 30_000 },
  );
  await expect(warnings).not.toContainText(/\d m\b/);
});
