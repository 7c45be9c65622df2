/**
 * A daily drilling report as the WITSML daily report objects carry it (1.4.1.1 `opsReport`, 2.0
 * `DrillReport`): the status at report time, the time log as activities with their IADC codes,
 * personnel, mud checks and survey stations, and the bits, costs and HSE (ddr-extras-model).
 * Values in stored units (m, s, kg/m³, Pa, Pa·s).
 */
import type { DrillReportExtras } from "./ddr-extras-model";

export interface DrillReportActivity {
  /** "HH:MM" within the report day; toTime may be "24:00". */
  fromTime: string;
  toTime: string;
  phase: string;
  iadcCode: string;
  category: "planned" | "unplanned" | "downtime";
  mdFrom: number | null;
  mdTo: number | null;
  isNpt: boolean;
  nptCode: string | null;
  description: string;
}

export interface DrillReportPersonnel {
  company: string;
  roleOrService: string;
  count: number;
  /** Seconds. */
  hours: number | null;
}

export interface DrillReportFluid {
  checkTime: string;
  checkMd: number | null;
  mudType: string;
  /** kg/m³ */
  density: number;
  /** Pa·s */
  pv: number | null;
  /** Pa */
  yp: number | null;
  ph: number | null;
}

export interface DrillReportStation {
  md: number;
  inclination: number;
  azimuth: number;
  tvd: number | null;
  ns: number | null;
  ew: number | null;
}

export interface DrillReportData extends DrillReportExtras {
  wellUid: string;
  wellName: string;
  wellboreUid: string;
  wellboreName: string;
  reportUid: string;
  reportNo: number;
  /** YYYY-MM-DD, the report day (00:00–24:00, written as UTC). */
  reportDate: string;
  createdAt: string;
  md: number | null;
  tvd: number | null;
  /** m */
  holeSize: number | null;
  summary24h: string;
  forecast24h: string;
  currentStatus: string;
  activities: DrillReportActivity[];
  personnel: DrillReportPersonnel[];
  fluids: DrillReportFluid[];
  stations: DrillReportStation[];
}

/** IADC time codes (DOMAIN.md §3) and the activity names written beside them. */
export const IADC_ACTIVITY_NAMES: Record<string, string> = {
  "1": "rig up and tear down",
  "2": "drill actual",
  "3": "reaming",
  "4": "coring",
  "5": "condition mud and circulate",
  "6": "trips",
  "7": "lubricate rig",
  "8": "repair rig",
  "9": "cut off drilling line",
  "10": "deviation survey",
  "11": "wireline logs",
  "12": "run casing and cement",
  "13": "wait on cement",
  "14": "nipple up BOP",
  "15": "test BOP",
  "16": "drill stem test",
  "17": "plug back",
  "18": "squeeze cement",
  "19": "fishing",
  "20": "directional work",
  "21": "run or retrieve riser equipment",
  "22": "surface testing",
  "23": "other",
};

export const OTHER_IADC_CODE = "23";

/**
 * The IADC code an activity code names: "2", "IADC 2", "2 drill actual" or the name alone;
 * null when it names none (the importer then says so and uses "other").
 */
export function iadcCodeFrom(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === "") return null;
  const withoutPrefix = trimmed.startsWith("iadc") ? trimmed.slice(4).trim() : trimmed;
  let digits = "";
  for (const char of withoutPrefix) {
    if (char >= "0" && char <= "9") digits += char;
    else break;
  }
  if (digits !== "" && IADC_ACTIVITY_NAMES[String(Number(digits))]) return String(Number(digits));
  const byName = Object.entries(IADC_ACTIVITY_NAMES).find(([, name]) => name === withoutPrefix);
  return byName ? byName[0] : null;
}

/** "2026-03-02" and "06:30" → an xs:dateTime; "24:00" is the next day's midnight. */
export function reportDateTime(reportDate: string, time: string): string {
  if (time === "24:00") {
    const next = new Date(`${reportDate}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return next.toISOString().replace(".000Z", "Z");
  }
  return `${reportDate}T${time}:00Z`;
}

/** An xs:dateTime back to the report day's "HH:MM" (the next midnight as "24:00"). */
export function timeInReportDay(reportDate: string, dateTime: string): string | null {
  const at = new Date(dateTime);
  if (Number.isNaN(at.getTime())) return null;
  const start = new Date(`${reportDate}T00:00:00Z`).getTime();
  const minutes = Math.round((at.getTime() - start) / 60_000);
  if (minutes < 0 || minutes > 24 * 60) return null;
  if (minutes === 24 * 60) return "24:00";
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${hh}:${mm}`;
}
