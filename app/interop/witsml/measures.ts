/**
 * WITSML measures: a value with its `uom`, converted to what Drillbook stores (DOMAIN.md §0:
 * metres, degrees, degrees per metre). Unit symbols are the Energistics ones; a few spellings
 * seen in real files ("deg", "ft/100ft"-style slips aside) are accepted as well.
 */
import {
  KG_PER_M3_PER_PPG,
  METRES_PER_FOOT,
  METRES_PER_INCH,
  PASCALS_PER_LBF_PER_100_FT2,
} from "~/domain/units/units";

import { element, type XmlNode } from "./xml-write";

export type MeasureKind =
  "length" | "angle" | "dls" | "density" | "viscosity" | "pressure" | "time";

const DEGREES_PER_RADIAN = 180 / Math.PI;
const METRES_PER_US_SURVEY_FOOT = 1200 / 3937;

/** Factor from the file's unit to the stored unit, per kind. */
const TO_STORED: Record<MeasureKind, Record<string, number>> = {
  length: {
    m: 1,
    cm: 0.01,
    mm: 0.001,
    km: 1000,
    ft: METRES_PER_FOOT,
    ftUS: METRES_PER_US_SURVEY_FOOT,
    in: METRES_PER_INCH,
  },
  angle: {
    dega: 1,
    deg: 1,
    rad: DEGREES_PER_RADIAN,
    mrad: DEGREES_PER_RADIAN / 1000,
    gon: 0.9,
  },
  dls: {
    "dega/m": 1,
    "dega/30m": 1 / 30,
    "dega/10m": 1 / 10,
    "dega/100m": 1 / 100,
    "dega/ft": 1 / METRES_PER_FOOT,
    "dega/30ft": 1 / (30 * METRES_PER_FOOT),
    "dega/100ft": 1 / (100 * METRES_PER_FOOT),
    "rad/m": DEGREES_PER_RADIAN,
    "rad/ft": DEGREES_PER_RADIAN / METRES_PER_FOOT,
  },
  density: { "kg/m3": 1, "g/cm3": 1000, "lbm/galUS": KG_PER_M3_PER_PPG, ppg: KG_PER_M3_PER_PPG },
  viscosity: { "Pa.s": 1, cP: 0.001, "mPa.s": 0.001 },
  pressure: { Pa: 1, kPa: 1000, "lbf/100ft2": PASCALS_PER_LBF_PER_100_FT2 },
  time: { s: 1, min: 60, h: 3600, d: 86400 },
};

/** The uom written on export for each kind (SI-based, as stored). */
export const EXPORT_UOM: Record<MeasureKind, string> = {
  length: "m",
  angle: "dega",
  dls: "dega/30m",
  density: "kg/m3",
  viscosity: "Pa.s",
  pressure: "Pa",
  // Seconds, as stored: hours would turn 25 minutes into a rounded 0.4166666667.
  time: "s",
};

export function knownUoms(kind: MeasureKind): string[] {
  return Object.keys(TO_STORED[kind]);
}

/** The value in the stored unit, or null when the unit is not one of the kind's. */
export function toStoredUnit(kind: MeasureKind, value: number, uom: string): number | null {
  const factor = TO_STORED[kind][uom.trim()];
  return factor === undefined ? null : value * factor;
}

/** A stored value in the export unit. */
export function fromStoredUnit(kind: MeasureKind, value: number): number {
  return value / TO_STORED[kind][EXPORT_UOM[kind]]!;
}

/** WITSML's conventional null (WITSML 1.x data writers put it where a value is unknown). */
export const WITSML_NULL = -999.25;

export type NumberRead =
  { kind: "value"; value: number } | { kind: "missing" } | { kind: "invalid" };

/**
 * A number as XML Schema writes a double: digits, an optional sign, point and exponent, no
 * grouping. Empty and -999.25 are missing values.
 */
export function readXmlNumber(text: string): NumberRead {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "missing" };
  if (!isXmlDouble(trimmed)) return { kind: "invalid" };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { kind: "invalid" };
  if (value === WITSML_NULL) return { kind: "missing" };
  return { kind: "value", value };
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= "0" && char <= "9";
}

/** XML Schema's lexical space of xs:double, without INF and NaN (no measure is infinite). */
function isXmlDouble(text: string): boolean {
  let index = 0;
  if (text[index] === "+" || text[index] === "-") index += 1;
  let digits = 0;
  while (isDigit(text[index])) {
    index += 1;
    digits += 1;
  }
  if (text[index] === ".") {
    index += 1;
    while (isDigit(text[index])) {
      index += 1;
      digits += 1;
    }
  }
  if (digits === 0) return false;
  if (text[index] === "e" || text[index] === "E") {
    index += 1;
    if (text[index] === "+" || text[index] === "-") index += 1;
    if (!isDigit(text[index])) return false;
    while (isDigit(text[index])) index += 1;
  }
  return index === text.length;
}

/** A number for an XML document: plain digits, at most 10 decimals, never an exponent. */
export function writeXmlNumber(value: number): string {
  if (Object.is(value, -0)) return "0";
  const fixed = value.toFixed(10);
  let end = fixed.length;
  while (fixed[end - 1] === "0") end -= 1;
  if (fixed[end - 1] === ".") end -= 1;
  const text = fixed.slice(0, end);
  return text === "-0" ? "0" : text;
}

/** A measure element in the export's unit with its `uom`; nothing for a missing value. */
export function measure(
  name: string,
  kind: MeasureKind,
  value: number | null,
  extra: Record<string, string> = {},
): XmlNode | null {
  if (value === null || !Number.isFinite(value)) return null;
  return element(
    name,
    { uom: EXPORT_UOM[kind], ...extra },
    writeXmlNumber(fromStoredUnit(kind, value)),
  );
}
