/**
 * The sections of the daily drilling report, in the order of the product spec (§1) and the
 * paper morning report.
 */
import { bha } from "./bha";
import { bhaComponents } from "./bha-components";
import { bitData } from "./bit-data";
import { bulkMaterials } from "./bulk-materials";
import { cost } from "./cost";
import { drillingParameters } from "./drilling-parameters";
import { environmental } from "./environmental";
import { general } from "./general";
import { holeSections } from "./hole-sections";
import { lotFit } from "./lot-fit";
import { mud } from "./mud";
import { personnel } from "./personnel";
import { safety } from "./safety";
import { surveys } from "./surveys";
import { timeLog } from "./time-log";
import type { AnySection } from "./vocabulary";

export const DDR_SECTIONS = [
  general,
  personnel,
  holeSections,
  surveys,
  mud,
  bulkMaterials,
  lotFit,
  timeLog,
  cost,
  environmental,
  safety,
  bitData,
  bha,
  bhaComponents,
  drillingParameters,
] as const;

export type DdrSectionId = (typeof DDR_SECTIONS)[number]["id"];

const byId = new Map<string, AnySection>(DDR_SECTIONS.map((section) => [section.id, section]));

export function ddrSection(id: string): AnySection | undefined {
  return byId.get(id);
}

export function isDdrSectionId(value: unknown): value is DdrSectionId {
  return typeof value === "string" && byId.has(value);
}

export {
  bha,
  bhaComponents,
  bitData,
  bulkMaterials,
  cost,
  drillingParameters,
  environmental,
  general,
  holeSections,
  lotFit,
  mud,
  personnel,
  safety,
  surveys,
  timeLog,
};
