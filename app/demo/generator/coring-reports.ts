/**
 * The demo coring reports: one per core the time logs cut (IADC 4, program-coring.ts), dated the
 * day the core was finished, with the interval the time log drilled and a recovery and
 * description that follow from those depths.
 */
import { BARREL_LENGTH } from "./program-coring";
import type { GeneratedReport, WellType } from "./types";

interface Core {
  topMd: number;
  bottomMd: number;
  reportDate: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

const ROCK: Record<WellType, { formation: string; upper: string; lower: string }> = {
  oil: {
    formation: "Reservoir sandstone",
    upper: "light grey fine to medium sandstone, well sorted, good visible porosity, oil stain",
    lower: "interbedded sandstone and grey shale laminae, fair porosity, patchy stain",
  },
  geothermal: {
    formation: "Reservoir andesite",
    upper: "grey porphyritic andesite, strongly fractured, open fractures with calcite and quartz",
    lower:
      "altered andesite breccia, propylitic alteration with epidote and chlorite, sealed veins",
  },
};

/** The cores of the days given, in the order they were cut. */
export function coresCut(reports: readonly GeneratedReport[]): Core[] {
  const cores = new Map<string, Core>();
  for (const report of reports) {
    for (const row of report.timeLog) {
      if (row.iadcCode !== "4") continue;
      // Each core has its own time-log description; a core cut over midnight has two rows.
      const core = cores.get(row.description) ?? {
        topMd: row.mdFrom,
        bottomMd: row.mdTo,
        reportDate: report.reportDate,
      };
      core.bottomMd = row.mdTo;
      core.reportDate = report.reportDate;
      cores.set(row.description, core);
    }
  }
  return [...cores.values()];
}

/** A coring report's sections (stored values, SI) for core `coreNo`. */
export function coringSections(core: Core, coreNo: number, wellType: WellType) {
  const cut = core.bottomMd - core.topMd;
  // 86–95 % recovered, from the depth so the same core always reads the same.
  const recovered = round1(cut * (0.86 + (Math.round(core.topMd * 10) % 10) / 100));
  const rock = ROCK[wellType];
  const middle = round1(core.topMd + recovered / 2);
  const base = round1(core.topMd + recovered);
  const at = (md: number) => `${md.toFixed(1)} m`;
  return {
    coring: {
      coreNo,
      topMd: core.topMd,
      bottomMd: core.bottomMd,
      recovered,
      barrelLength: BARREL_LENGTH,
      formation: rock.formation,
      description:
        `${at(core.topMd)}–${at(middle)}: ${rock.upper}. ` +
        `${at(middle)}–${at(base)}: ${rock.lower}. ` +
        `${at(base)}–${at(core.bottomMd)}: not recovered.`,
    },
  };
}
