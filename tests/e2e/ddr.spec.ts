import { expect, test, type Locator, type Page } from "@playwright/test";

import { openApprovalList, openSection } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// One report goes through its whole life: created by the engineer, filled section by section
// (one without JavaScript), refused while the time log has a gap, submitted, returned by the
// manager, fixed and resubmitted, approved, and then read-only for everyone.

const WELL = "KR-A2";
const today = new Date().toISOString().slice(0, 10);
let reportPath = "";

const section = (page: Page, id: string) => page.locator(`#section-${id}`);
const cell = (scope: Locator, column: string, row: number) =>
  scope.getByLabel(`${column}, row ${row}`, { exact: true });

async function openReport(page: Page) {
  await page.goto(reportPath);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(WELL);
  // The page's scripts have loaded: hydration no longer resets what is typed or chosen next.
  await page.waitForLoadState("networkidle");
}

async function saveSection(page: Page, id: string, title: string) {
  await (await openSection(page, id)).getByRole("button", { name: `Save ${title}` }).click();
  await expect(page.getByText(`${title} saved.`)).toBeVisible({ timeout: 30_000 });
  await expect(
    page
      .getByRole("navigation", { name: "Sections" })
      .getByRole("listitem")
      .filter({ hasText: title }),
  ).toContainText("Saved");
}

/** Picks a unit system in the settings panel, opening it when it is closed. */
async function chooseUnits(page: Page, name: RegExp) {
  const panel = page.getByRole("complementary", { name: "Settings" });
  if (!(await panel.isVisible()))
    await page.getByRole("button", { name: "Toggle settings" }).click();
  await panel.getByRole("radio", { name }).check();
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
}

async function fillTimeLogRow(
  timeLog: Locator,
  row: number,
  values: {
    from: string;
    to: string;
    iadc: string;
    category: string;
    description: string;
    npt?: string;
  },
) {
  await cell(timeLog, "From", row).fill(values.from);
  await cell(timeLog, "To", row).fill(values.to);
  await cell(timeLog, "Phase", row).selectOption({ label: "Intermediate 1" });
  await cell(timeLog, "IADC code", row).selectOption(values.iadc);
  await cell(timeLog, "Category", row).selectOption(values.category);
  if (values.npt) {
    await cell(timeLog, "NPT", row).check();
    await cell(timeLog, "NPT code", row).selectOption(values.npt);
  }
  await cell(timeLog, "Description", row).fill(values.description);
}

test.describe("the daily drilling report from draft to approved", () => {
  // One story told in order; the machine may be busy, so each chapter gets room.
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test("the engineer creates today's report and fills it in, with a time log that must tile the day", async ({
    page,
  }) => {
    await signIn(page, "engineer");
    await page.goto("/form/daily-drilling-report");
    await page.getByLabel("Choose the well to report on").selectOption({ label: WELL });
    await page.getByRole("button", { name: "Open" }).click();
    await page.getByLabel("Report date").fill(today);
    await page.getByRole("button", { name: "Create report" }).click();
    await expect(page).toHaveURL(new RegExp(`date=${today}$`));
    reportPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await expect(page.getByRole("heading", { level: 1 })).toContainText(WELL);
    await expect(page.getByText(/Carried over from report #\d+/)).toBeVisible();

    // The day starts from yesterday: depth carried, days counted.
    const general = await openSection(page, "general");
    const carriedDepth = Number(
      (await general.getByLabel("MD at report time").inputValue()).replace(/,/g, ""),
    );
    expect(carriedDepth).toBeGreaterThan(1000);

    // Leaving with something typed asks the spec's question; staying keeps the page.
    await general.getByLabel("Current status").fill("Drilling 12¼ in hole");
    await page.getByRole("link", { name: "Consolidated report" }).click();
    const leave = page.getByRole("alertdialog", { name: "Unsaved changes" });
    await expect(leave).toContainText(
      "You are in form input activity. Make sure your data saved when you are leave from current input activity.",
    );
    await leave.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(new RegExp(`date=${today}$`));
    await expect(general.getByLabel("Current status")).toHaveValue("Drilling 12¼ in hole");

    // General: a deeper hole shows its progress while typing.
    await general.getByLabel("MD at report time").fill(String(Math.ceil(carriedDepth) + 250));
    await expect(general.getByLabel("Progress")).not.toHaveText("");
    await general.getByLabel("Summary of the last 24 h").fill("Drilled 12¼ in hole with PDC bit.");
    await general.getByLabel("Forecast for the next 24 h").fill("Drill ahead to casing point.");
    await saveSection(page, "general", "General");

    // Personnel carried over from yesterday: reviewed and saved.
    await saveSection(page, "personnel", "Personnel");

    // Cost: the recurring lines carried over, plus one of today's.
    const cost = await openSection(page, "cost");
    await cost.getByRole("button", { name: "Add row" }).click();
    const costRows = await cost.locator("tbody tr").count();
    await cell(cost, "Description", costRows).fill("Mud chemicals");
    await cell(cost, "Amount", costRows).fill("4500.50");
    await saveSection(page, "cost", "Cost");

    // The time log with a gap between 10:00 and 10:30 is refused on the spot; nothing typed is lost.
    const timeLog = await openSection(page, "timeLog");
    await timeLog.getByRole("button", { name: "Add row" }).click();
    await fillTimeLogRow(timeLog, 1, {
      from: "00:00",
      to: "10:00",
      iadc: "2",
      category: "planned",
      description: "Drill 12¼ in hole",
    });
    await fillTimeLogRow(timeLog, 2, {
      from: "10:30",
      to: "12:00",
      iadc: "8",
      category: "downtime",
      npt: "EQ-RIG",
      description: "Repair mud pump",
    });
    await fillTimeLogRow(timeLog, 3, {
      from: "12:00",
      to: "24:00",
      iadc: "2",
      category: "planned",
      description: "Drill ahead",
    });
    await timeLog.getByRole("button", { name: "Save Operations summary (time log)" }).click();
    // Exact: the summary at the section's top repeats each message after where it is.
    await expect(
      timeLog.getByText("Gap before this row: it should start at 10:00.", { exact: true }),
    ).toBeVisible();
    await expect(
      timeLog.getByText("The rows add up to 23.5 h; a day is 24 h.", { exact: true }),
    ).toBeVisible();
    await expect(cell(timeLog, "From", 2)).toHaveValue("10:30");
    await expect(cell(timeLog, "Description", 3)).toHaveValue("Drill ahead");

    // Fixed: the hours add up as the user types and the section saves.
    await cell(timeLog, "From", 2).fill("10:00");
    await expect(timeLog.getByLabel("NPT hours")).toHaveText("2");
    await expect(timeLog.getByLabel("Total hours")).toHaveText("24");
    await saveSection(page, "timeLog", "Operations summary (time log)");
    await expect(cell(section(page, "timeLog"), "Hours", 2)).toHaveText("2");

    // Surveys: a station typed in feet below yesterday's tie-in gets its TVD by minimum curvature.
    const surveys = await openSection(page, "surveys");
    const tieIn = Number((await surveys.getByLabel("Tie-in MD").inputValue()).replace(/,/g, ""));
    await cell(surveys, "MD", 1).fill(String(Math.round(tieIn) + 93));
    await cell(surveys, "Inclination", 1).fill("12.5");
    await cell(surveys, "Azimuth", 1).fill("45");
    await cell(surveys, "Tool", 1).selectOption("MWD");
    await expect(cell(surveys, "TVD", 1)).not.toHaveText("");
    await saveSection(page, "surveys", "Surveys");
  });

  test("a section saves without JavaScript, with rows added by the server", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Username").fill("engineer");
    await page.getByLabel("Password", { exact: true }).fill("drillbook");
    await page.getByRole("button", { name: "Sign in" }).click();
    await openReport(page);

    const safety = await openSection(page, "safety");
    const drills = safety.locator("fieldset").filter({ hasText: "Drills" });
    const before = await drills.locator("tbody tr").count();
    await drills.getByRole("button", { name: "Add row" }).click();
    await expect(
      section(page, "safety").locator("fieldset").filter({ hasText: "Drills" }).locator("tbody tr"),
    ).toHaveCount(before + 1);

    const again = section(page, "safety").locator("fieldset").filter({ hasText: "Drills" });
    await cell(again, "Drill", 1).selectOption("FIRE");
    await cell(again, "Time", 1).fill("14:30");
    await cell(again, "Response time", 1).fill("0.1");
    await section(page, "safety").getByLabel("Stop cards").fill("12");
    await section(page, "safety")
      .getByRole("button", { name: "Save Safety and incidents" })
      .click();
    await expect(page).toHaveURL(/#section-safety$/);
    await expect(
      page
        .getByRole("navigation", { name: "Sections" })
        .getByRole("listitem")
        .filter({ hasText: "Safety and incidents" }),
    ).toContainText("Saved");
    await expect(cell(section(page, "safety"), "Drill", 1)).toHaveValue("FIRE");
    await context.close();
  });

  test("the engineer submits the report", async ({ page }) => {
    await signIn(page, "engineer");
    await openReport(page);
    await page.getByRole("button", { name: "Submit for approval" }).click();
    await expect(page.getByText("Report submitted for approval.")).toBeVisible();
    await expect(page.getByText("This report is Submitted: nobody can change it.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Save / })).toHaveCount(0);
  });

  test("the manager returns it with a comment, which is required", async ({ page }) => {
    await signIn(page, "manager");
    await openApprovalList(page, WELL);
    await page
      .getByRole("link", { name: new RegExp(`Review ${WELL} #`) })
      .last()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(WELL);
    await page.getByRole("button", { name: "Return to author" }).click();
    await expect(page.getByText("Say what the author must fix.")).toBeVisible();
    await page.getByLabel("What the author must fix").fill("Add the weather remark, please.");
    await page.getByRole("button", { name: "Return to author" }).click();
    await expect(page.getByText("Report returned to the author.")).toBeVisible();
  });

  test("the engineer sees the comment, fixes the report and submits it again", async ({ page }) => {
    await signIn(page, "engineer");
    await openReport(page);
    await expect(page.getByText("Add the weather remark, please.")).toBeVisible();
    await (
      await openSection(page, "general")
    )
      .getByLabel("Weather remark")
      .fill("Light rain in the afternoon");
    await saveSection(page, "general", "General");
    await page.getByRole("button", { name: "Submit for approval" }).click();
    await expect(page.getByText("Report submitted for approval.")).toBeVisible();
  });

  test("the manager approves it, and nobody can change it afterwards", async ({
    page,
    browser,
  }) => {
    await signIn(page, "manager");
    await openApprovalList(page, WELL);
    await page
      .getByRole("link", { name: new RegExp(`Review ${WELL} #`) })
      .last()
      .click();
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Report approved.")).toBeVisible();

    for (const username of ["engineer", "admin"]) {
      const context = await browser.newContext();
      const other = await context.newPage();
      await signIn(other, username);
      await openReport(other);
      await expect(other.getByText("This report is Approved: nobody can change it.")).toBeVisible();
      await expect(other.getByRole("button", { name: /^Save / })).toHaveCount(0);
      await expect(other.getByRole("button", { name: "Submit for approval" })).toHaveCount(0);
      await expect(other.getByText("Light rain in the afternoon")).toBeVisible();
      await context.close();
    }
  });

  test("a survey typed in api reads the same physical TVD in apimix", async ({ page }) => {
    await signIn(page, "engineer");
    await openReport(page);
    const tvdCell = () => section(page, "surveys").locator("tbody tr").first().locator("td").nth(4);
    const feet = Number((await tvdCell().innerText()).replace(/,/g, ""));
    expect(feet).toBeGreaterThan(1000);

    await chooseUnits(page, /^apimix/);
    await expect(
      section(page, "surveys").getByRole("columnheader", { name: /TVD/ }).first(),
    ).toContainText("m");
    const metres = Number((await tvdCell().innerText()).replace(/,/g, ""));
    // Both shown to 2 decimals: the same depth within the rounding of the two displays.
    expect(Math.abs(metres - feet * 0.3048)).toBeLessThan(0.01);

    await chooseUnits(page, /^api \(/);
    await expect(
      section(page, "surveys").getByRole("columnheader", { name: /TVD/ }).first(),
    ).toContainText("ft");
  });

  test("the consolidated report shows the whole day on one printable page", async ({ page }) => {
    await signIn(page, "engineer");
    await page.goto(
      reportPath.replace("/form/daily-drilling-report", "/form/consolidated-daily-drilling-report"),
    );
    const report = page.getByRole("article", { name: "Daily Drilling Report" });
    await expect(report).toContainText(WELL);
    await expect(report).toContainText("Approved");
    await expect(
      report.getByRole("heading", { name: "Operations summary (time log)" }),
    ).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    await expect(report).toBeVisible();
  });
});

test("a new report without a date says so on the date field itself", async ({ page }) => {
  await signIn(page, "engineer");
  await page.goto("/form/daily-drilling-report");
  await page.getByLabel("Choose the well to report on").selectOption({ label: WELL });
  await page.getByRole("button", { name: "Open" }).click();
  const date = page.getByLabel("Report date");
  await date.fill("");
  // The browser would stop an empty date itself; the server's answer is what is checked here.
  await date.evaluate((input) => input.removeAttribute("required"));
  await page.getByRole("button", { name: "Create report" }).click();
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveAccessibleDescription(/Pick the report date\./);
});
