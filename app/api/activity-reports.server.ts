/**
 * What the API says about drilling-activity and subsurface reports. A report's kind decides who
 * may touch it, as on the pages: its view privilege (or its form privilege, or the approval
 * form) to read, its form privilege to write; a kind the user may not read does not exist for
 * them (404), like another organisation's report.
 */
import type { CurrentUser } from "~/auth/current-user";
import { hasPrivilege, Privilege } from "~/auth/privileges";
import { daysBetween } from "~/domain/reports/report-days";
import { parseIsoDate } from "~/forms/input";
import { createActivityReport } from "~/reports/activity-create.server";
import { firstWellDay } from "~/reports/ddr-create.server";
import { kindOfReport, loadReport } from "~/reports/ddr.server";
import { todayIso } from "~/reports/params";
import {
  ACTIVITY_KINDS,
  reportKind,
  SUBSURFACE_KIND,
  type ReportKindDeclaration,
} from "~/sections/report-kinds";

import { storedHeading } from "./reports.server";

/** Every kind this resource serves: the eight drilling activities and the subsurface report. */
export const API_ACTIVITY_KINDS: readonly ReportKindDeclaration[] = [
  ...ACTIVITY_KINDS,
  SUBSURFACE_KIND,
];

export type ActivityAccess = "read" | "write";

/** Whether the user may read (or write) reports of a kind, by the pages' privileges. */
export function mayUseKind(
  user: Pick<CurrentUser, "privileges">,
  declaration: ReportKindDeclaration,
  access: ActivityAccess,
): boolean {
  if (access === "write") return hasPrivilege(user.privileges, declaration.formPrivilege);
  return hasPrivilege(user.privileges, [
    declaration.viewPrivilege,
    declaration.formPrivilege,
    Privilege.ApprovalForm,
  ]);
}

/** The kinds the user may read; empty means the resource does not exist for them. */
export function readableKinds(user: Pick<CurrentUser, "privileges">) {
  return API_ACTIVITY_KINDS.filter((declaration) => mayUseKind(user, declaration, "read"));
}

/**
 * The declaration of an organisation's activity or subsurface report the user may use as asked;
 * null for a DDR, another organisation's id or a kind the user may not use.
 */
export async function activityKindOf(
  user: CurrentUser,
  reportId: number,
  access: ActivityAccess,
): Promise<ReportKindDeclaration | null> {
  const kind = await kindOfReport(user.orgId, reportId);
  if (!kind || kind === "ddr") return null;
  const declaration = reportKind(kind);
  return mayUseKind(user, declaration, access) ? declaration : null;
}

/** The report with every saved section in stored (SI) units, computed values worked out. */
export async function readActivityReport(
  orgId: number,
  declaration: ReportKindDeclaration,
  reportId: number,
) {
  const document = await loadReport(orgId, declaration, reportId);
  if (!document) return null;
  const { header } = document;
  return {
    id: header.id,
    kind: declaration.kind,
    ...storedHeading(header),
    sections: Object.fromEntries(
      declaration.sections
        .filter((section) => document.saved[section.id])
        .map((section) => {
          const saved = document.saved[section.id]!;
          return [
            section.id,
            {
              version: saved.version,
              savedAt: saved.savedAt,
              values: document.values[section.id] ?? saved.value,
            },
          ];
        }),
    ),
  };
}

/**
 * A new report of a kind on a well's day, for a user who writes that kind. A script has no
 * browser to say its day, so any day up to the server's tomorrow (UTC) has begun somewhere east
 * of it; a later day is refused as the form refuses a future date.
 */
export async function createActivityReportCheckingDay(
  user: CurrentUser,
  declaration: ReportKindDeclaration,
  wellId: number,
  reportDate: string,
): Promise<
  | { ok: true; id: number; reportNo: number }
  | { ok: false; reason: "badDate" | "futureDate" | "notFound" }
  | { ok: false; reason: "beforeFirstDay"; firstDay: string }
> {
  if (!mayUseKind(user, declaration, "write")) return { ok: false, reason: "notFound" };
  const date = parseIsoDate(reportDate);
  if (!date) return { ok: false, reason: "badDate" };
  if (daysBetween(todayIso(), date) > 1) return { ok: false, reason: "futureDate" };
  // As the form: a day before the well's first (its spud or first DDR) is a mistyped year.
  const firstDay = await firstWellDay(user.orgId, wellId);
  if (firstDay && date < firstDay) return { ok: false, reason: "beforeFirstDay", firstDay };
  const created = await createActivityReport(user, declaration, wellId, date);
  return created.ok ? created : { ok: false, reason: "notFound" };
}
