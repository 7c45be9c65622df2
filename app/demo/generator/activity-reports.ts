/**
 * Demo drilling-activity and subsurface reports that agree with the demo DDRs' time logs: a
 * casing and a cement report on the day a new casing shoe is reported (its time log runs casing,
 * IADC 12), a logging report on a day of wireline logs (11), a well test on a day of surface
 * testing (22), a fishing report on a fishing day (19), a kick report on a well-control day, a
 * general work report on a rig-repair day (8), a coring report for each core cut (4) and a
 * geologist's report once a week. Values are stored section values (SI).
 */
import { coresCut, coringSections } from "./coring-reports";
import type { GeneratedReport, GeneratedWell } from "./types";

type Value = string | number | boolean | null;
export type DemoSectionValue = Record<string, Value | Record<string, Value>[]>;

export interface DemoActivityReport {
  kind:
    | "casing"
    | "cement"
    | "coring"
    | "logging"
    | "fishing"
    | "kick"
    | "well-test"
    | "general-work"
    | "subsurface";
  reportDate: string;
  sections: Record<string, DemoSectionValue>;
}

const has = (report: GeneratedReport, test: (code: string, npt: string | null) => boolean) =>
  report.timeLog.some((row) => test(row.iadcCode, row.nptCode));

/** Casing joints of about 12.2 m summing to `length` exactly. */
export function demoTally(length: number, od: number): Record<string, Value>[] {
  const count = Math.max(1, Math.round(length / 12.2));
  const rows: Record<string, Value>[] = [];
  let total = 0;
  for (let index = 0; index < count; index++) {
    const jointLength =
      index === count - 1 ? length - total : 12.2 + ((index * 7) % 5) * 0.05 - 0.1;
    total += jointLength;
    rows.push({
      jointNo: index + 1,
      length: jointLength,
      od,
      weight: null,
      grade: null,
      thread: null,
    });
  }
  return rows;
}

const FORMATIONS = [
  "Quaternary volcanics",
  "Upper tuff",
  "Andesite lava",
  "Altered breccia",
  "Reservoir andesite",
];
const LITHOLOGY = ["tuff", "tuff", "andesite", "breccia", "andesite"];

export function generateActivityReports(well: GeneratedWell, count: number): DemoActivityReport[] {
  const reports = well.reports.slice(0, count);
  const activities: DemoActivityReport[] = [];
  let previousShoe: number | null = null;
  let logged = new Set<number>();
  reports.forEach((report, index) => {
    const casing = report.lastCasing;
    if (casing && casing.shoeMd !== previousShoe && has(report, (code) => code === "12")) {
      const hole = well.holeSections.find((s) => Math.abs(s.casingSize - casing.size) < 1e-4);
      const holeSize = hole?.holeSize ?? report.holeSize;
      activities.push({
        kind: "casing",
        reportDate: report.reportDate,
        sections: {
          casingRun: {
            stringType:
              hole?.sectionType === "conductor"
                ? "conductor"
                : hole?.sectionType === "surface"
                  ? "surface"
                  : "intermediate",
            holeSize,
            od: casing.size,
            grade: "L80",
            thread: "BTC",
            shoeTrackJoints: 2,
            shoeTvd: casing.shoeTvd,
            centralizers: Math.round(casing.shoeMd / 40),
            tally: demoTally(casing.shoeMd, casing.size),
          },
        },
      });
      // Cement up to 150 m inside the previous shoe (or to surface), 30 % excess.
      const top = previousShoe === null ? 0 : Math.max(0, previousShoe - 150);
      const area = (Math.PI / 4) * (holeSize ** 2 - casing.size ** 2);
      const tail = Math.min(200, casing.shoeMd - top);
      const lead = casing.shoeMd - top - tail;
      activities.push({
        kind: "cement",
        reportDate: report.reportDate,
        sections: {
          cementJob: {
            jobType: "primary",
            stageNo: 1,
            holeSize,
            casingOd: casing.size,
            shoeMd: casing.shoeMd,
            excessPercent: 30,
            bumpPlug: true,
            floatsHeld: true,
            returns: "full",
            tocMethod: "calc",
            wocTime: 12 * 3600,
            fluids: [
              {
                fluidType: "spacer",
                fluidName: "Spacer",
                density: 1300,
                volume: 6,
                slurryYield: null,
                sacks: null,
              },
              ...(lead > 0
                ? [
                    {
                      fluidType: "lead",
                      fluidName: "Lead",
                      density: 1500,
                      volume: area * lead * 1.3,
                      slurryYield: null,
                      sacks: null,
                    },
                  ]
                : []),
              {
                fluidType: "tail",
                fluidName: "Class G tail",
                density: 1900,
                volume: area * tail * 1.3,
                slurryYield: 0.0328,
                sacks: null,
              },
              {
                fluidType: "displacement",
                fluidName: "Mud",
                density: 1100,
                volume: (Math.PI / 4) * (casing.size * 0.9) ** 2 * casing.shoeMd,
                slurryYield: null,
                sacks: null,
              },
            ],
          },
        },
      });
      previousShoe = casing.shoeMd;
    }
    if (has(report, (code) => code === "11") && !logged.has(report.holeSize)) {
      logged = new Set([...logged, report.holeSize]);
      activities.push({
        kind: "logging",
        reportDate: report.reportDate,
        sections: {
          loggingRun: {
            runNo: logged.size,
            company: "Wireline services",
            conveyance: "wireline",
            topMd: previousShoe ?? 0,
            bottomMd: report.mdAtReport,
            bht: 273.15 + 60 + report.tvdAtReport * 0.06,
            tools: ["GR", "RES", "DEN", "NEU", "CAL"].map((tool) => ({
              tool,
              topMd: previousShoe ?? 0,
              bottomMd: report.mdAtReport,
              remark: null,
            })),
          },
        },
      });
    }
    const at = (code: string) =>
      report.timeLog.find((row) => row.iadcCode === code || row.nptCode === code);
    const fishing = at("FISH");
    if (fishing) {
      activities.push({
        kind: "fishing",
        reportDate: report.reportDate,
        sections: {
          fishingGeneral: {
            fishDescription: fishing.description,
            fishTopMd: report.mdAtReport,
            fishLength: 0.5,
            tools: "Junk basket",
            lostTime: fishing.duration,
          },
          fishingResult: { result: "recovered", recoveredLength: 0.5, responsibleParties: [] },
        },
      });
    }
    const kick = at("WC");
    if (kick) {
      const tvd = report.tvdAtReport;
      activities.push({
        kind: "kick",
        reportDate: report.reportDate,
        sections: {
          kick: {
            kickTime: kick.fromTime,
            md: report.mdAtReport,
            tvd,
            activity: "Drilling",
            cause: "drilled",
            pitGain: 1.6,
            sidpp: 0.35e6 + tvd * 100,
            sicp: 0.6e6 + tvd * 120,
            mudDensity: 1150,
            influxType: "gas",
            kickClass: "1",
            killMethod: "drillers",
          },
        },
      });
    }
    if (has(report, (code) => code === "22")) {
      activities.push({
        kind: "well-test",
        reportDate: report.reportDate,
        sections: {
          wellTest: {
            testType: "production",
            topMd: previousShoe ?? 0,
            bottomMd: report.mdAtReport,
            bhp: 8e6,
            bht: 273.15 + 240,
            result: "PI 2.1 t/h/bar",
            periods: [
              {
                periodType: "flow",
                startTime: "06:00",
                endTime: "18:00",
                choke: 0.0508,
                rate: 0.02,
                whp: 1.2e6,
                temperature: 273.15 + 180,
              },
              {
                periodType: "shut-in",
                startTime: "18:00",
                endTime: "24:00",
                choke: null,
                rate: 0,
                whp: 2.5e6,
                temperature: 273.15 + 160,
              },
            ],
          },
        },
      });
    }
    const repair = report.timeLog.find((row) => row.iadcCode === "8");
    if (repair && activities.filter((a) => a.kind === "general-work").length < 3) {
      activities.push({
        kind: "general-work",
        reportDate: report.reportDate,
        sections: {
          generalWork: {
            jobType: "maintenance",
            summary: repair.description,
            ops: [
              { fromTime: repair.fromTime, toTime: repair.toTime, operation: repair.description },
            ],
            fixes: [
              {
                equipment: "Rig equipment",
                problem: repair.description,
                fix: "Repaired and tested",
              },
            ],
          },
        },
      });
    }
    if (index > 0 && index % 7 === 0) {
      const depth = report.mdAtReport;
      const tops = FORMATIONS.map((formation, n) => ({
        formation,
        md: (depth * n) / FORMATIONS.length,
        tvd: (report.tvdAtReport * n) / FORMATIONS.length,
        lithology: LITHOLOGY[n]!,
        remark: null,
      })).filter((top) => top.md <= depth);
      activities.push({
        kind: "subsurface",
        reportDate: report.reportDate,
        sections: {
          subsurfaceSummary: {
            geologist: "Wellsite geologist",
            md: depth,
            summary: `Cuttings at ${Math.round(depth)} m: altered andesite with clay and pyrite.`,
          },
          formationTops: { tops },
          pressurePoints: {
            points: [
              {
                md: depth,
                tvd: report.tvdAtReport,
                porePressure: 1030,
                fractureGradient: 1650,
                source: "Estimated",
              },
            ],
          },
          alterations: {
            alterations: [
              {
                topMd: Math.max(0, depth - 150),
                bottomMd: depth,
                alterationType: "argillic",
                minerals: "Smectite, pyrite",
              },
            ],
          },
        },
      });
    }
  });
  coresCut(reports).forEach((core, index) => {
    activities.push({
      kind: "coring",
      reportDate: core.reportDate,
      sections: coringSections(core, index + 1, well.wellType),
    });
  });
  return activities;
}
