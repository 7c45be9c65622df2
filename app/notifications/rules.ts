/**
 * When the notifications nobody's click causes are due: the daily reminder of a missing DDR and
 * the warning that a well's cost went over its AFE. Pure: the caller brings the clock, the
 * organisation's settings and what the database holds.
 */
import { percentVariance, type Cents } from "~/domain/money/decimal";
import { daysBetween } from "~/domain/reports/report-days";

export interface NotificationSettings {
  /** 0–23, in `timeZone`. */
  reminderHour: number;
  /** IANA name; an unknown one counts as UTC. */
  timeZone: string;
  /** Per cent over the approved AFE from which planners are told. */
  overAfePercent: number;
}

/** 07:00 UTC (no organisation or well keeps a time zone yet), and 10 % over the AFE. */
export const DEFAULT_SETTINGS: NotificationSettings = {
  reminderHour: 7,
  timeZone: "UTC",
  overAfePercent: 10,
};

/** The calendar day ("YYYY-MM-DD") and hour it is at `now` in `timeZone`. */
export function localClock(now: Date, timeZone: string): { day: string; hour: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    return localClock(now, "UTC");
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The day whose DDR the reminder asks for: yesterday, local to the organisation, once its
 * reminder hour has come (and for the rest of the day, so a process started late still sends
 * it); null before that hour.
 */
export function reminderDay(now: Date, settings: NotificationSettings): string | null {
  const { day, hour } = localClock(now, settings.timeZone);
  return hour >= settings.reminderHour ? dayBefore(day) : null;
}

export interface WellOnDay {
  status: string;
  spudDate: string | null;
  releaseDate: string | null;
}

export type Missing = "notCreated" | "notSubmitted";

/**
 * What is missing of a well's DDR for `day`: nothing for a well not drilling, a day before its
 * spud or after its rig release; "notCreated" without a report; "notSubmitted" for a draft or a
 * returned one (the manager reads it before 07:00 only once it is submitted).
 */
export function missingReport(
  well: WellOnDay,
  day: string,
  reportStatus: string | null,
): Missing | null {
  if (well.status !== "drilling" || !well.spudDate) return null;
  if (daysBetween(well.spudDate, day) < 0) return null;
  if (well.releaseDate && daysBetween(day, well.releaseDate) < 0) return null;
  if (reportStatus === null) return "notCreated";
  return reportStatus === "submitted" || reportStatus === "approved" ? null : "notSubmitted";
}

/**
 * How far, in per cent, actual cost is over the approved AFE when it is more than
 * `thresholdPercent` over; null otherwise, and for a well without an approved AFE.
 */
export function overAfe(afe: Cents, actual: Cents, thresholdPercent: number): number | null {
  const over = percentVariance(actual, afe);
  if (over === null || afe < 0n) return null;
  return over > thresholdPercent ? over : null;
}

/** What makes a crossing of the AFE told once: the well and the budget it crossed. */
export function overAfeSubject(wellId: number, afe: Cents): string {
  return `over-afe:${wellId}:${afe}`;
}

/** What makes a reminder told once: the well and the day. */
export function reminderSubject(wellId: number, day: string): string {
  return `reminder:${wellId}:${day}`;
}

/** The limits an organisation's settings are kept within (the settings screen's checks). */
export const SETTINGS_LIMITS = {
  firstHour: 0,
  lastHour: 23,
  /** Told from just above 0 %; above 1,000 % (eleven times the budget) nobody would be told. */
  maxOverAfePercent: 1000,
  /** The column keeps hundredths of a per cent. */
  percentDecimals: 2,
} as const;

/**
 * The time zones the settings screen offers: UTC, Indonesia's three, then the places wells are
 * drilled from and run from, west of Jakarta to east. Any other IANA name is still accepted.
 */
export const TIME_ZONE_CHOICES: readonly string[] = [
  "UTC",
  "Asia/Jakarta",
  "Asia/Makassar",
  "Asia/Jayapura",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Edmonton",
  "America/Denver",
  "America/Chicago",
  "America/Mexico_City",
  "America/Bogota",
  "America/Lima",
  "America/Caracas",
  "America/Halifax",
  "America/St_Johns",
  "America/Argentina/Buenos_Aires",
  "America/Sao_Paulo",
  "Europe/London",
  "Africa/Lagos",
  "Africa/Algiers",
  "Europe/Amsterdam",
  "Europe/Oslo",
  "Africa/Luanda",
  "Africa/Cairo",
  "Europe/Bucharest",
  "Europe/Istanbul",
  "Europe/Moscow",
  "Asia/Baghdad",
  "Asia/Riyadh",
  "Asia/Qatar",
  "Africa/Nairobi",
  "Asia/Tehran",
  "Asia/Dubai",
  "Asia/Muscat",
  "Asia/Baku",
  "Asia/Karachi",
  "Asia/Kolkata",
  "Asia/Almaty",
  "Asia/Bangkok",
  "Asia/Ho_Chi_Minh",
  "Asia/Kuala_Lumpur",
  "Asia/Singapore",
  "Asia/Brunei",
  "Asia/Manila",
  "Australia/Perth",
  "Asia/Tokyo",
  "Australia/Darwin",
  "Australia/Brisbane",
  "Pacific/Port_Moresby",
  "Pacific/Auckland",
];

/**
 * An IANA time zone name, spelt as the list offers it or as the time zone database does
 * ("asia/jakarta" is "Asia/Jakarta"; an alias like "US/Central" stays as it is); null for
 * anything else, offsets like "+07:00" included.
 */
export function knownTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
  } catch {
    return null;
  }
  const same = (other: string) => other.toLowerCase() === name.toLowerCase();
  return TIME_ZONE_CHOICES.find(same) ?? Intl.supportedValuesOf("timeZone").find(same) ?? name;
}

/** "UTC+07:00", "UTC−03:30": the zone's offset at `now` (it changes with daylight saving). */
export function utcOffset(timeZone: string, now: Date): string {
  const zone = knownTimeZone(timeZone) ?? "UTC";
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(now)
    .find((part) => part.type === "timeZoneName")?.value;
  const offset = (name ?? "GMT").replace(/^GMT/, "");
  return `UTC${offset === "" ? "+00:00" : offset.replace("-", "\u2212")}`;
}
