import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { FIELD_DASHBOARDS, WELL_DASHBOARDS } from "../../app/dashboards/catalogue";

import { selectWell } from "./ddr-fixtures";
import { signIn } from "./fixtures";

// axe-core (WCAG 2.1 A and AA) on every screen as the browser draws it, signed in as the
// administrator, who holds every privilege, with a demo well selected: no serious or critical
// violation. Each finding names the rule, the page and the first elements it was seen on.

const WELL = "KR-A1";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const SCREENS: Record<string, string[]> = {
  "home, search, profile and accounts": [
    "/field/well",
    "/field/pad",
    "/field/field",
    "/field/well/new",
    "/search?q=KR",
    "/profile",
    "/account",
    "/account/detail/1",
    "/account/create?tab=organisations",
    "/account/create?tab=users",
    "/account/create?tab=roles",
    "/account/log-activity",
    "/account/outbox",
    "/account/lookup-lists",
  ],
  "planner and daily reports": [
    "/form/planner-form?tab=bundles",
    "/form/planner-form?tab=components",
    "/form/planner-form?tab=units",
    "/form/planner-form?tab=items",
    "/form/planner-form?tab=activities",
    "/form/planner-form?tab=afe",
    "/database/planner",
    "/database/planner?view=afe",
    "/form/daily-drilling-report",
    "/form/consolidated-daily-drilling-report",
    "/form/approval-form",
    "/database/daily-drilling-report",
    "/report/daily-drilling-report",
  ],
  dashboards: [
    "/dashboard",
    ...[...WELL_DASHBOARDS, ...FIELD_DASHBOARDS].map((dashboard) => `/dashboard/${dashboard.slug}`),
    // It clears the selected well: last.
    "/comparison-study",
  ],
};
/** A record's own screen, reached by the first link of its list. */
const RECORDS: Record<string, [string, string][]> = {
  "home, search, profile and accounts": [["/account/create?tab=users", 'main a[href*="edit="]']],
  "planner and daily reports": [
    ["/form/daily-drilling-report", 'main a[href*="date="]'],
    ["/database/daily-drilling-report", 'main a[href*="?id="]'],
  ],
  dashboards: [],
};
const SIGNED_OUT = ["/login", "/register", "/forget-password", "/help"];

interface Finding {
  rule: string;
  impact: string;
  path: string;
  targets: string;
}

async function audit(page: Page, path: string, findings: Finding[]) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  for (const violation of results.violations) {
    if (violation.impact !== "serious" && violation.impact !== "critical") continue;
    findings.push({
      rule: violation.id,
      impact: violation.impact,
      path,
      targets: violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | "),
    });
  }
}

/** The first link on a list page that matches, so a record's own screen is audited too. */
async function firstLink(page: Page, path: string, selector: string): Promise<string> {
  await page.goto(path);
  const href = await page.locator(selector).first().getAttribute("href");
  expect(href, `a link ${selector} on ${path}`).toBeTruthy();
  return href!;
}

function report(findings: Finding[]): string[] {
  return findings.map((f) => `${f.impact} ${f.rule} on ${f.path}: ${f.targets}`);
}

test.describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const [group, paths] of Object.entries(SCREENS)) {
    test(`no serious or critical violation on the signed-in screens: ${group}`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, "admin");
      await selectWell(page, WELL);
      const findings: Finding[] = [];
      const records = [];
      for (const [list, selector] of RECORDS[group] ?? [])
        records.push(await firstLink(page, list, selector));
      for (const path of [...records, ...paths]) await audit(page, path, findings);
      console.log(`accessibility: ${records.length + paths.length} screens audited (${group})`);
      expect(report(findings)).toEqual([]);
    });
  }

  test("no serious or critical violation on the signed-out screens", async ({ page }) => {
    const findings: Finding[] = [];
    for (const path of SIGNED_OUT) await audit(page, path, findings);
    expect(report(findings)).toEqual([]);
  });
});
