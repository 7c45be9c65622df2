import type { Kysely } from "kysely";
import { expect } from "vitest";

import { getDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { action as loginAction } from "~/routes/_auth.login";
import {
  action as formAction,
  loader as formLoader,
} from "~/routes/_app.form.daily-drilling-report";

import { call, cookieFrom } from "../support/requests";
import { insertWellOnItsOwnPad } from "../support/test-well";

export async function signIn(username: string): Promise<string> {
  const response = await call(loginAction, "/login", {
    form: { username, password: "drillbook", redirectTo: "/field/well" },
  });
  const cookie = cookieFrom(response);
  expect(cookie, `sign-in of ${username}`).toBeTruthy();
  return cookie!;
}

/** A well of its own in an organisation, so tests do not depend on the demo reports. */
export async function createTestWell(
  db: Kysely<Database>,
  orgName: string,
  name: string,
  spudDate = "2026-03-01",
): Promise<number> {
  const org = await db
    .selectFrom("organisations")
    .select("id")
    .where("name", "=", orgName)
    .executeTakeFirstOrThrow();
  const well = await insertWellOnItsOwnPad(db, org.id, name, {
    wellType: "geothermal",
    spudDate,
    plannedTd: 2500,
    rig: "Rig T-1",
  });
  return well.id;
}

export const formPath = (wellId: number, date?: string) =>
  `/form/daily-drilling-report?well=${wellId}${date ? `&date=${date}` : ""}`;

export function openForm(cookie: string, wellId: number, date?: string) {
  return call(formLoader, formPath(wellId, date), { cookie });
}

export function postForm(
  cookie: string,
  wellId: number,
  date: string | undefined,
  form: Record<string, string>,
) {
  return call(formAction, formPath(wellId, date), { cookie, form });
}

export function createReport(cookie: string, wellId: number, date: string) {
  return postForm(cookie, wellId, undefined, { intent: "create", reportDate: date });
}

/** The version of a section the form shows: 0 when the report holds none yet. */
export async function storedVersion(wellId: number, date: string, sectionId: string) {
  const db = await getDb();
  const row = await db
    .selectFrom("report_sections as s")
    .innerJoin("reports as r", "r.id", "s.report_id")
    .select("s.version")
    .where("r.well_id", "=", wellId)
    .where("r.report_date", "=", date)
    .where("r.kind", "=", "ddr")
    .where("s.section_id", "=", sectionId)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * A form post of one section: nested values flattened the way the browser sends them. Without a
 * version, the one the form would show (a new report holds what it carried over as version 1).
 */
export async function saveSection(
  cookie: string,
  wellId: number,
  date: string,
  sectionId: string,
  values: Record<string, unknown>,
  version?: number,
) {
  version ??= await storedVersion(wellId, date, sectionId);
  const form: Record<string, string> = { intent: "save", sectionId, version: String(version) };
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      value.forEach((row: Record<string, string>, index) => {
        for (const [column, cell] of Object.entries(row))
          form[`${name}[${index}].${column}`] = cell;
      });
    } else if (value !== undefined) {
      form[name] = String(value);
    }
  }
  return postForm(cookie, wellId, date, form);
}

export const GENERAL = {
  rigName: "Rig T-1",
  wellbore: "OH",
  mdAtReport: "1500",
  holeSize: "12.25",
  currentStatus: "Drilling 12¼ in hole",
  summary24h: "Drilled from 1,200 ft to 1,500 ft.",
  forecast24h: "Drill ahead to casing point.",
  supervisor: "A. Supervisor",
};

export const PERSONNEL = {
  rows: [
    { company: "Rig Co", roleOrService: "RIG", count: "38", hours: "12" },
    { company: "Mud Co", roleOrService: "MUD", count: "2" },
  ],
};

/** A row of drilling ahead (IADC 2, planned) in the 12¼ in section, between two depths. */
const drillingAhead = (
  fromTime: string,
  toTime: string,
  mdFrom: string,
  mdTo: string,
  description: string,
) => ({
  fromTime,
  toTime,
  phase: "intermediate-1",
  iadcCode: "2",
  activityCategory: "planned",
  mdFrom,
  mdTo,
  description,
});

export const TIME_LOG = {
  rows: [
    drillingAhead("00:00", "10:00", "1200", "1400", "Drill 12¼ in hole"),
    {
      fromTime: "10:00",
      toTime: "12:00",
      phase: "intermediate-1",
      iadcCode: "8",
      activityCategory: "downtime",
      isNpt: "on",
      nptCode: "EQ-RIG",
      description: "Repair mud pump",
    },
    drillingAhead("12:00", "24:00", "1400", "1500", "Drill ahead"),
  ],
};

export const COST = {
  lines: [
    { description: "Rig day rate", quantity: "1", unitPrice: "30000", isCarryOver: "on" },
    { description: "Mud chemicals", amount: "4500.50" },
  ],
};

/** Saves the sections a report needs to be submitted. */
export async function fillRequiredSections(cookie: string, wellId: number, date: string) {
  for (const [id, values] of [
    ["general", GENERAL],
    ["personnel", PERSONNEL],
    ["timeLog", TIME_LOG],
  ] as const) {
    const response = await saveSection(cookie, wellId, date, id, values);
    expect(response.status, `saving ${id}`).toBe(302);
  }
}
