/**
 * The daily reminder: once an organisation's reminder hour has come, the people who write a
 * drilling well's DDRs are told when yesterday's is not started or not submitted. Each well and
 * day is claimed in the database before anyone is told, so however many app processes run the
 * reminder goes out once.
 */
import { getDb } from "~/db/db.server";
import { pageHref, pages } from "~/navigation/pages";

import type { NotificationDetail } from "./kinds";
import { reportWritersOf } from "./recipients";
import { missingReport, reminderDay, reminderSubject } from "./rules";
import { settingsOf } from "./settings.server";
import { claimOnce, membersOf, tell } from "./tell.server";

/** Sends the reminders due at `now`; returns how many wells were reminded of. */
export async function sendDailyReminders(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const organisations = await db
    .selectFrom("organisations")
    .select("id")
    .where("is_active", "=", true)
    .orderBy("id")
    .execute();
  let reminded = 0;
  for (const { id: orgId } of organisations) {
    const day = reminderDay(now, await settingsOf(db, orgId));
    if (day === null) continue;
    const wells = await db
      .selectFrom("wells as w")
      .leftJoin("reports as r", (join) =>
        join.onRef("r.well_id", "=", "w.id").on("r.kind", "=", "ddr").on("r.report_date", "=", day),
      )
      .select(["w.id", "w.name", "w.status", "w.spud_date", "w.release_date"])
      .select(["r.id as report_id", "r.status as report_status"])
      .where("w.org_id", "=", orgId)
      .where("w.status", "=", "drilling")
      .orderBy("w.id")
      .execute();
    // Each minute after the hour: wells already reminded of are passed over without a write.
    const claimed = new Set(
      (
        await db
          .selectFrom("notification_claims")
          .select("subject")
          .where("org_id", "=", orgId)
          .where("subject", "like", `reminder:%:${day}`)
          .execute()
      ).map((row) => row.subject),
    );
    for (const well of wells) {
      if (claimed.has(reminderSubject(well.id, day))) continue;
      const missing = missingReport(
        { status: well.status, spudDate: well.spud_date, releaseDate: well.release_date },
        day,
        well.report_status,
      );
      if (missing === null) continue;
      const detail: NotificationDetail = {
        reportKind: "ddr",
        reportNo: null,
        reportDate: day,
        wellName: well.name,
        actorName: "",
        missing,
        href: pageHref(pages.dailyDrillingReportForm, { well: well.id, date: day }),
      };
      const told = await db.transaction().execute(async (tx) => {
        if (!(await claimOnce(tx, orgId, reminderSubject(well.id, day)))) return false;
        const people = await membersOf(tx, orgId);
        await tell(tx, {
          orgId,
          kind: "reminder",
          userIds: reportWritersOf(people),
          detail,
          people,
          reportId: well.report_id,
        });
        return true;
      });
      if (told) reminded += 1;
    }
  }
  return reminded;
}
