/**
 * The well's operations from spud to rig release as one sequence, then laid on the calendar.
 *
 * Time is budgeted first (DOMAIN.md §7: drilling 30–40 %, trips 15–20 %, casing and cement
 * 10–15 %, NPT 10–25 %, the rest circulating, logging, BOP work and rig service), then the
 * operations are scaled into their group's budget and rounded to whole quarter hours, so the
 * sequence fills the reporting days exactly and every day's time log tiles 24 h.
 */
import type { Phase } from "~/domain/cost/phases";

import type { BitModel } from "./catalogue";
import type { Random } from "./random";
import type { ActivityCategory, ActivityGroup } from "./types";
import type { SectionPlan, TrajectoryPlan } from "./well-plan";

export const MINUTES_PER_DAY = 1440;
const QUARTER = 15;

export type OperationEvent =
  | { kind: "bitIn"; run: number }
  | { kind: "casing"; section: number }
  | { kind: "cement"; section: number }
  | { kind: "logging"; section: number }
  | { kind: "lot"; section: number; testType: "LOT" | "FIT" }
  | { kind: "bopTest" }
  | { kind: "wellTest" };

export interface Operation {
  group: ActivityGroup;
  iadcCode: string;
  subCode: string | null;
  category: ActivityCategory;
  nptCode: string | null;
  phase: Phase;
  sectionIndex: number;
  startMd: number;
  endMd: number;
  /** Past tense, for the time log. */
  description: string;
  /** Present tense, for "current status" and "forecast". */
  status: string;
  run: number | null;
  event: OperationEvent | null;
  /** Nominal hours before scaling. */
  weight: number;
  /** Minutes from the start of the first report, set by `schedule`. */
  start: number;
  end: number;
}

export interface PlannedBitRun {
  runNo: number;
  sectionIndex: number;
  model: BitModel;
  depthIn: number;
  depthOut: number;
  /** Share of drilling time the bit is on bottom (the rest is connections and surveys). */
  onBottomFraction: number;
  reasonPulled: string;
  usesMotor: boolean;
  usesRss: boolean;
  purpose: string;
}

export interface TimeBudget {
  totalMinutes: number;
  shares: Record<ActivityGroup, number>;
}

/** Group shares for this well, drawn inside DOMAIN.md §7's ranges. */
export function drawTimeBudget(random: Random, days: number): TimeBudget {
  const npt = random.uniform(0.12, 0.21);
  const drilling = random.uniform(0.32, 0.38);
  const trips = random.uniform(0.16, 0.19);
  const casing = random.uniform(0.11, 0.14);
  return {
    totalMinutes: days * MINUTES_PER_DAY,
    shares: { npt, drilling, trips, casing, other: 1 - npt - drilling - trips - casing },
  };
}

function op(
  fields: Omit<Operation, "start" | "end" | "subCode" | "category" | "nptCode" | "run" | "event"> &
    Partial<Pick<Operation, "subCode" | "category" | "nptCode" | "run" | "event">>,
): Operation {
  return {
    subCode: null,
    category: "planned",
    nptCode: null,
    run: null,
    event: null,
    start: 0,
    end: 0,
    ...fields,
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Splits `total` into `count` positive parts with ±`jitter` relative variation. */
function splitLength(random: Random, total: number, count: number, jitter: number): number[] {
  const weights = Array.from({ length: count }, () => 1 + random.uniform(-jitter, jitter));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => (total * weight) / sum);
}

function kindLabel(model: BitModel): string {
  return model.kind === "pdc" ? "PDC" : "tricone";
}

/**
 * Bit runs of every section: each section's drilling time comes from the budget (weighted by
 * length over typical ROP), and a bit is pulled when it has worn out its life in on-bottom hours.
 */
export function planBitRuns(
  random: Random,
  sections: readonly SectionPlan[],
  trajectory: TrajectoryPlan,
  drillingMinutes: readonly number[],
): PlannedBitRun[] {
  const runs: PlannedBitRun[] = [];
  sections.forEach((section, sectionIndex) => {
    const onBottomFraction = random.uniform(0.72, 0.82);
    const onBottomHours = ((drillingMinutes[sectionIndex] ?? 0) / 60) * onBottomFraction;
    const model = random.pick(section.bitModels);
    const life = random.uniform(model.lifeHours[0], model.lifeHours[1]);
    const count = Math.max(
      1,
      Math.min(6, Math.round(onBottomHours / life + random.uniform(-0.3, 0.3))),
    );
    const lengths = splitLength(random, section.bottomMd - section.topMd, count, 0.35);
    const kickOff = trajectory.kickOffMd;
    let depth = section.topMd;
    lengths.forEach((length, i) => {
      const depthIn = depth;
      const depthOut = i === count - 1 ? section.bottomMd : round1(depth + length);
      depth = depthOut;
      const building =
        kickOff !== null &&
        depthOut > kickOff &&
        depthIn < kickOff + trajectory.holdInclination / trajectory.buildRate;
      const directional = kickOff !== null && depthOut > kickOff;
      const usesRss = directional && section.holeSize < 0.4 && random.chance(0.45);
      const usesMotor = directional && !usesRss;
      const reasonPulled =
        i === count - 1
          ? "TD"
          : random.weighted<string>([
              ["HR", 0.35],
              ["PR", 0.35],
              ["BHA", 0.12],
              [usesMotor ? "DMF" : "DTF", 0.18],
            ]);
      runs.push({
        runNo: runs.length + 1,
        sectionIndex,
        model: i === 0 ? model : random.pick(section.bitModels),
        depthIn,
        depthOut,
        onBottomFraction,
        reasonPulled,
        usesMotor,
        usesRss,
        purpose: building
          ? usesRss
            ? "RSS build"
            : "Motor build"
          : directional
            ? usesRss
              ? "RSS hold"
              : "Motor hold"
            : "Rotary vertical",
      });
    });
  });
  return runs;
}

/** Drilling minutes of each section: the budget shared by length over typical ROP. */
export function sectionDrillingMinutes(
  sections: readonly SectionPlan[],
  drillingBudget: number,
): number[] {
  const weights = sections.map((s) => (s.bottomMd - s.topMd) / s.typicalRop);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => (drillingBudget * weight) / total);
}

interface ProgramInput {
  random: Random;
  wellType: "oil" | "geothermal";
  sections: readonly SectionPlan[];
  runs: readonly PlannedBitRun[];
  drillingMinutes: readonly number[];
}

/** Every productive operation of the well in order; NPT is added by `addDowntime`. */
export function buildProgram({
  random,
  wellType,
  sections,
  runs,
  drillingMinutes,
}: ProgramInput): Operation[] {
  const ops: Operation[] = [];
  ops.push(
    op({
      group: "other",
      iadcCode: "1",
      phase: "pre-spud",
      sectionIndex: 0,
      startMd: 0,
      endMd: 0,
      description: "Completed rig up; pre-spud safety meeting and rig acceptance checks",
      status: "Rigging up",
      weight: random.uniform(3, 7),
    }),
  );

  for (const section of sections) {
    const hole = section.template.holeLabel;
    const casing = section.template.casingLabel;
    const phase = section.phase;
    const sectionIndex = section.index;
    const top = section.topMd;
    const base = { phase, sectionIndex };
    const sectionRuns = runs.filter((run) => run.sectionIndex === sectionIndex);
    const newHoleMinutes = drillingMinutes[sectionIndex] ?? 0;
    const sectionLength = section.bottomMd - section.topMd;

    if (sectionIndex > 0) {
      const previous = sections[sectionIndex - 1]!;
      const afterSurfaceCasing = previous.template.role === "surface";
      ops.push(
        op({
          ...base,
          group: "other",
          iadcCode: "14",
          startMd: top,
          endMd: top,
          description: afterSurfaceCasing
            ? "Cut casing, installed casing head; nippled up BOP stack"
            : previous.template.role === "conductor"
              ? "Nippled up diverter and flow line"
              : `Installed wear bushing; nippled up BOP for ${hole} hole`,
          status: afterSurfaceCasing ? "Nippling up BOP" : "Nippling up",
          weight: afterSurfaceCasing ? random.uniform(10, 16) : random.uniform(3, 6),
        }),
      );
      if (previous.template.role !== "conductor") {
        ops.push(
          op({
            ...base,
            group: "other",
            iadcCode: "15",
            startMd: top,
            endMd: top,
            description: "Pressure tested BOP, choke manifold and casing: tests good",
            status: "Testing BOP",
            weight: random.uniform(4, 8),
            event: { kind: "bopTest" },
          }),
        );
      }
    }

    sectionRuns.forEach((run, runIndex) => {
      const bit = `bit #${run.runNo} (${section.template.holeLabel} ${kindLabel(run.model)})`;
      const depth = run.depthIn;
      if (runIndex > 0) {
        const previous = sectionRuns[runIndex - 1]!;
        const failedPrevious = previous.reasonPulled === "DTF" || previous.reasonPulled === "DMF";
        ops.push(
          op({
            ...base,
            group: "other",
            iadcCode: "5",
            startMd: depth,
            endMd: depth,
            description: "Circulated bottoms up prior to trip",
            status: "Circulating",
            weight: random.uniform(1, 2),
            run: previous.runNo,
          }),
        );
        const reason = failedPrevious
          ? previous.reasonPulled === "DMF"
            ? "motor failure (pressure spikes, no progress)"
            : "MWD failure (no pulses)"
          : previous.reasonPulled === "PR"
            ? "low penetration rate"
            : previous.reasonPulled === "BHA"
              ? "BHA change"
              : "bit hours";
        ops.push(
          op({
            ...base,
            group: failedPrevious ? "npt" : "trips",
            iadcCode: "6",
            category: failedPrevious ? "downtime" : "planned",
            nptCode: failedPrevious ? "EQ-DH" : null,
            startMd: depth,
            endMd: depth,
            description: `Pulled out of hole for ${reason}; laid down bit #${previous.runNo}`,
            status: "Pulling out of hole",
            weight: 0.5 + depth / 380,
            run: previous.runNo,
          }),
        );
      }
      ops.push(
        op({
          ...base,
          group: "trips",
          iadcCode: "6",
          startMd: depth,
          endMd: depth,
          description:
            runIndex === 0 && sectionIndex > 0
              ? `Made up BHA #${run.runNo} with ${bit}; ran in hole to top of cement`
              : runIndex === 0
                ? `Made up BHA #${run.runNo} with ${bit}`
                : `Made up BHA #${run.runNo} with ${bit}; ran in hole to bottom`,
          status: "Running in hole",
          weight: 1.5 + depth / 420,
          run: run.runNo,
          event: { kind: "bitIn", run: run.runNo },
        }),
      );

      let from = depth;
      if (runIndex === 0 && sectionIndex > 0) {
        const shoeTrack = op({
          ...base,
          group: "drilling",
          iadcCode: "2",
          subCode: "DOC",
          startMd: depth,
          endMd: depth,
          description: "Drilled out float collar, shoe track and cement; cleaned out rathole",
          status: "Drilling out cement",
          weight: random.uniform(2, 4),
          run: run.runNo,
        });
        ops.push(shoeTrack);
        if (
          section.template.role !== "conductor" &&
          sections[sectionIndex - 1]!.template.role !== "conductor"
        ) {
          const newFormation = round1(depth + 3);
          const testType = random.chance(0.5) ? "LOT" : "FIT";
          ops.push(
            op({
              ...base,
              group: "drilling",
              iadcCode: "2",
              subCode: "ROT",
              startMd: depth,
              endMd: newFormation,
              description: "Drilled 3 m of new formation",
              status: `Drilling ${hole} hole`,
              weight: 0.5,
              run: run.runNo,
            }),
          );
          ops.push(
            op({
              ...base,
              group: "other",
              iadcCode: "5",
              startMd: newFormation,
              endMd: newFormation,
              description:
                testType === "LOT"
                  ? "Circulated and conditioned mud; performed leak-off test at the shoe"
                  : "Circulated and conditioned mud; performed formation integrity test at the shoe",
              status: "Testing the shoe",
              weight: random.uniform(1.5, 3),
              run: run.runNo,
              event: { kind: "lot", section: sectionIndex, testType },
            }),
          );
          from = newFormation;
        }
      }

      // New hole in chunks of a few stands, with the small jobs of a drilling day between them.
      const runLength = run.depthOut - from;
      const runMinutes =
        (newHoleMinutes * (run.depthOut - run.depthIn)) / Math.max(1, sectionLength);
      const chunkCount = Math.max(1, Math.round(runMinutes / 60 / random.uniform(2, 5)));
      const chunkLengths = splitLength(random, runLength, chunkCount, 0.4);
      let chunkTop = from;
      chunkLengths.forEach((length, chunkIndex) => {
        const chunkBottom =
          chunkIndex === chunkCount - 1 ? run.depthOut : round1(chunkTop + length);
        const sliding = run.usesMotor && run.purpose === "Motor build" && random.chance(0.45);
        ops.push(
          op({
            ...base,
            group: "drilling",
            iadcCode: "2",
            subCode: sliding ? "SLD" : "ROT",
            startMd: chunkTop,
            endMd: chunkBottom,
            description: sliding
              ? `Drilled ${hole} hole sliding and rotating with ${bit}; surveys every stand`
              : `Drilled ${hole} hole with ${bit}; surveys every stand`,
            status: `Drilling ${hole} hole`,
            // Share of the run's drilling time by length; scaled to the budget later.
            weight: (runMinutes / 60) * ((chunkBottom - chunkTop) / Math.max(0.1, runLength)),
            run: run.runNo,
          }),
        );
        chunkTop = chunkBottom;
        if (chunkIndex === chunkCount - 1) return;
        const between = random.weighted<string>([
          ["none", 0.25],
          ["service", 0.33],
          ["circulate", 0.15],
          ["ream", 0.12],
          ["survey", 0.05],
          ["slip", 0.05],
        ]);
        const at = chunkTop;
        const small = {
          ...base,
          startMd: at,
          endMd: at,
          run: run.runNo,
          group: "other" as const,
        };
        if (between === "service") {
          ops.push(
            op({
              ...small,
              iadcCode: "7",
              description: "Serviced top drive and drawworks",
              status: "Servicing rig",
              weight: 0.5,
            }),
          );
        } else if (between === "circulate") {
          ops.push(
            op({
              ...small,
              iadcCode: "5",
              description: "Circulated and conditioned mud; raised mud weight",
              status: "Circulating",
              weight: random.uniform(1, 2.5),
            }),
          );
        } else if (between === "ream") {
          const unplanned = random.chance(0.6);
          ops.push(
            op({
              ...small,
              iadcCode: "3",
              category: unplanned ? "unplanned" : "planned",
              description: unplanned
                ? "Back-reamed tight spot over last stands"
                : "Reamed each stand before connection",
              status: "Reaming",
              weight: random.uniform(1, 3),
            }),
          );
        } else if (between === "survey") {
          ops.push(
            op({
              ...small,
              iadcCode: "10",
              description: "Took check-shot survey",
              status: "Surveying",
              weight: random.uniform(0.5, 1),
            }),
          );
        } else if (between === "slip") {
          ops.push(
            op({
              ...small,
              iadcCode: "9",
              description: "Slipped and cut drilling line",
              status: "Cutting drilling line",
              weight: random.uniform(1.5, 2.5),
            }),
          );
        }
      });
    });

    // Section TD: clean the hole, come out, log and case it.
    const bottom = section.bottomMd;
    const lastRun = sectionRuns[sectionRuns.length - 1]!;
    const atBottom = { ...base, startMd: bottom, endMd: bottom };
    ops.push(
      op({
        ...atBottom,
        group: "other",
        iadcCode: "5",
        description: `Reached ${hole} section TD; circulated hole clean`,
        status: "Circulating",
        weight: random.uniform(2, 4),
        run: lastRun.runNo,
      }),
    );
    if (sectionLength > 150) {
      const unplanned = random.chance(0.3);
      ops.push(
        op({
          ...atBottom,
          group: "trips",
          iadcCode: "6",
          category: unplanned ? "unplanned" : "planned",
          description: "Made wiper trip to the shoe and back to bottom",
          status: "Wiper trip",
          weight: (2 * sectionLength) / 420,
          run: lastRun.runNo,
        }),
      );
    }
    ops.push(
      op({
        ...atBottom,
        group: "trips",
        iadcCode: "6",
        description: "Pulled out of hole; laid down BHA",
        status: "Pulling out of hole",
        weight: 1 + bottom / 380,
        run: lastRun.runNo,
      }),
    );
    if (section.template.role !== "conductor" && section.template.role !== "surface") {
      ops.push(
        op({
          ...atBottom,
          group: "other",
          iadcCode: "11",
          description: `Rigged up wireline; logged ${hole} open hole (GR, resistivity, density-neutron, sonic, caliper)`,
          status: "Logging",
          weight: 8 + sectionLength / 160,
          event: { kind: "logging", section: sectionIndex },
        }),
      );
    }
    const casingLength = bottom - section.casingTopMd;
    const stringName = section.isLiner
      ? section.isCemented
        ? `${casing} liner`
        : `${casing} slotted liner`
      : `${casing} casing`;
    ops.push(
      op({
        ...atBottom,
        group: "casing",
        iadcCode: "12",
        description: section.isLiner
          ? `Ran ${stringName} on drill pipe; set liner hanger`
          : `Rigged up casing equipment; ran ${stringName} to the shoe`,
        status: `Running ${stringName}`,
        weight: 3 + casingLength / 110,
        event: { kind: "casing", section: sectionIndex },
      }),
    );
    if (section.isCemented) {
      ops.push(
        op({
          ...atBottom,
          group: "casing",
          iadcCode: "12",
          description: `Circulated; cemented ${stringName}: spacer, lead and tail slurry, displaced and bumped plug`,
          status: `Cementing ${stringName}`,
          weight: random.uniform(4, 8),
          event: { kind: "cement", section: sectionIndex },
        }),
      );
      ops.push(
        op({
          ...atBottom,
          group: "casing",
          iadcCode: "13",
          description: "Waited on cement",
          status: "Waiting on cement",
          weight: random.uniform(6, 12),
        }),
      );
    } else {
      ops.push(
        op({
          ...atBottom,
          group: "casing",
          iadcCode: "12",
          description: `Released running tool; pulled out with liner running string`,
          status: "Pulling out of hole",
          weight: 1 + bottom / 500,
        }),
      );
    }
  }

  const td = sections[sections.length - 1]!.bottomMd;
  const last = sections.length - 1;
  if (wellType === "geothermal") {
    ops.push(
      op({
        group: "other",
        iadcCode: "22",
        phase: "well-test",
        sectionIndex: last,
        startMd: td,
        endMd: td,
        description: "Rigged up surface test equipment; performed completion and injectivity test",
        status: "Testing well",
        weight: random.uniform(24, 48),
        event: { kind: "wellTest" },
      }),
    );
  } else {
    ops.push(
      op({
        group: "other",
        iadcCode: "23",
        phase: "completion",
        sectionIndex: last,
        startMd: td,
        endMd: td,
        description: "Ran completion string and tubing hanger; set packer",
        status: "Running completion",
        weight: random.uniform(20, 36),
      }),
      op({
        group: "other",
        iadcCode: "14",
        phase: "completion",
        sectionIndex: last,
        startMd: td,
        endMd: td,
        description: "Nippled down BOP; nippled up and tested Christmas tree",
        status: "Nippling down BOP",
        weight: random.uniform(8, 12),
      }),
    );
  }
  ops.push(
    op({
      group: "other",
      iadcCode: "1",
      phase: "demobilisation",
      sectionIndex: last,
      startMd: td,
      endMd: td,
      description: "Rigged down; prepared rig for move to next location",
      status: "Rigging down",
      weight: random.uniform(12, 24),
    }),
  );
  return ops;
}

interface DowntimeKind {
  code: string;
  iadcCode: string;
  description: string;
  status: string;
}

const DOWNTIME: Record<ActivityGroup, readonly (readonly [DowntimeKind, number])[]> = {
  drilling: [
    [
      {
        code: "EQ-DH",
        iadcCode: "6",
        description: "MWD lost signal; troubleshot, pulled to change MWD and ran back",
        status: "Tripping for MWD",
      },
      0.16,
    ],
    [
      {
        code: "STUCK",
        iadcCode: "23",
        description: "Stuck pipe: worked and jarred string free",
        status: "Working stuck pipe",
      },
      0.08,
    ],
    [
      {
        code: "LOSS",
        iadcCode: "5",
        description: "Partial losses: pumped LCM pills, reduced flow rate",
        status: "Curing losses",
      },
      0.14,
    ],
    [
      {
        code: "WBI",
        iadcCode: "3",
        description: "Tight hole and pack-off: back-reamed and circulated",
        status: "Back-reaming",
      },
      0.14,
    ],
    [
      {
        code: "DIR",
        iadcCode: "20",
        description: "Trajectory below plan: oriented and slid to correct",
        status: "Correcting trajectory",
      },
      0.06,
    ],
    [
      {
        code: "EQ-RIG",
        iadcCode: "8",
        description: "Top drive failure: troubleshot and repaired",
        status: "Repairing top drive",
      },
      0.14,
    ],
    [
      {
        code: "RIG-REP",
        iadcCode: "8",
        description: "Mud pump #2 fluid end leak: repaired",
        status: "Repairing mud pump",
      },
      0.1,
    ],
    [
      {
        code: "WOW",
        iadcCode: "23",
        description: "Heavy rain and lightning: operations suspended",
        status: "Waiting on weather",
      },
      0.1,
    ],
    [
      {
        code: "WC",
        iadcCode: "5",
        description: "Flow check positive: shut in, circulated out gas through choke",
        status: "Circulating out influx",
      },
      0.03,
    ],
    [
      {
        code: "FISH",
        iadcCode: "19",
        description: "Fished junk from hole with junk basket",
        status: "Fishing",
      },
      0.05,
    ],
  ],
  trips: [
    [
      {
        code: "WBI",
        iadcCode: "3",
        description: "Tight spots on trip: reamed through",
        status: "Reaming tight spots",
      },
      0.35,
    ],
    [
      {
        code: "EQ-RIG",
        iadcCode: "8",
        description: "Drawworks brake fault: repaired",
        status: "Repairing drawworks",
      },
      0.3,
    ],
    [
      {
        code: "STUCK",
        iadcCode: "23",
        description: "Differentially stuck while tripping: worked pipe free",
        status: "Working stuck pipe",
      },
      0.1,
    ],
    [
      {
        code: "WOW",
        iadcCode: "23",
        description: "Heavy rain and lightning: trip suspended",
        status: "Waiting on weather",
      },
      0.15,
    ],
    [
      {
        code: "WOO",
        iadcCode: "23",
        description: "Waited on orders for the next BHA",
        status: "Waiting on orders",
      },
      0.1,
    ],
  ],
  casing: [
    [
      {
        code: "CSG/CMT",
        iadcCode: "12",
        description: "Casing held up: worked casing down with circulation",
        status: "Working casing down",
      },
      0.3,
    ],
    [
      {
        code: "CSG/CMT",
        iadcCode: "18",
        description: "Poor cement returns: top job and squeeze",
        status: "Squeezing cement",
      },
      0.15,
    ],
    [
      {
        code: "EQ-RIG",
        iadcCode: "8",
        description: "Casing tong failure: changed out",
        status: "Repairing casing tongs",
      },
      0.2,
    ],
    [
      {
        code: "WOE",
        iadcCode: "23",
        description: "Waited on cementing unit",
        status: "Waiting on cementing unit",
      },
      0.2,
    ],
    [
      {
        code: "WOW",
        iadcCode: "23",
        description: "Heavy rain: operations suspended",
        status: "Waiting on weather",
      },
      0.15,
    ],
  ],
  other: [
    [
      {
        code: "EQ-RIG",
        iadcCode: "8",
        description: "Generator #1 tripped: repaired and restored power",
        status: "Repairing generator",
      },
      0.3,
    ],
    [
      {
        code: "RIG-REP",
        iadcCode: "8",
        description: "Repaired hydraulic leak on BOP control unit",
        status: "Repairing BOP controls",
      },
      0.2,
    ],
    [
      {
        code: "WOW",
        iadcCode: "23",
        description: "Heavy rain and lightning: operations suspended",
        status: "Waiting on weather",
      },
      0.2,
    ],
    [
      {
        code: "WOO",
        iadcCode: "23",
        description: "Waited on orders from town",
        status: "Waiting on orders",
      },
      0.13,
    ],
    [
      {
        code: "WOE",
        iadcCode: "23",
        description: "Waited on third-party equipment delivery",
        status: "Waiting on equipment",
      },
      0.12,
    ],
    [
      {
        code: "HSE",
        iadcCode: "23",
        description: "Stop-work: investigated dropped object, toolbox talk",
        status: "Stop-work",
      },
      0.05,
    ],
  ],
  npt: [],
};

/**
 * Inserts downtime events between operations. Their number and lengths are drawn so their
 * total, with any failure trips already in the program, fills the NPT budget once scaled.
 */
export function addDowntime(random: Random, program: Operation[], nptMinutes: number): Operation[] {
  const ops = [...program];
  const count = Math.max(3, Math.round(nptMinutes / 60 / random.uniform(5, 8)));
  const positions = Array.from({ length: count }, () => random.int(2, ops.length - 2)).sort(
    (a, b) => b - a,
  );
  for (const position of positions) {
    const before = ops[position - 1]!;
    const context = before.group === "npt" ? "other" : before.group;
    const kind = random.weighted(DOWNTIME[context]);
    ops.splice(
      position,
      0,
      op({
        group: "npt",
        iadcCode: kind.iadcCode,
        category: "downtime",
        nptCode: kind.code,
        phase: before.phase,
        sectionIndex: before.sectionIndex,
        startMd: before.endMd,
        endMd: before.endMd,
        description: kind.description,
        status: kind.status,
        run: before.run,
        // Mostly a few hours, sometimes a day or two lost.
        weight: Math.exp(random.normal(Math.log(5), 0.75)),
      }),
    );
  }
  return ops;
}

/**
 * Scales every group into its share of the days and rounds to quarter hours (largest
 * remainder), so the durations add up to exactly `days × 24 h`; then sets start and end.
 */
export function schedule(ops: Operation[], budget: TimeBudget): Operation[] {
  const weights: Record<ActivityGroup, number> = {
    drilling: 0,
    trips: 0,
    casing: 0,
    other: 0,
    npt: 0,
  };
  for (const operation of ops) weights[operation.group] += operation.weight;
  const minutes = ops.map((operation) => {
    const groupWeight = weights[operation.group];
    return groupWeight > 0
      ? (budget.totalMinutes * budget.shares[operation.group] * operation.weight) / groupWeight
      : 0;
  });
  const quarters = apportion(
    minutes.map((value) => value / QUARTER),
    budget.totalMinutes / QUARTER,
  );
  let clock = 0;
  ops.forEach((operation, index) => {
    operation.start = clock;
    clock += quarters[index]! * QUARTER;
    operation.end = clock;
  });
  return ops;
}

/** Whole numbers ≥ 1 close to `values` that add up to `total` exactly. */
export function apportion(values: readonly number[], total: number): number[] {
  const whole = values.map((value) => Math.max(1, Math.floor(value)));
  let difference = total - whole.reduce((a, b) => a + b, 0);
  const order = values
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; difference > 0; i = (i + 1) % order.length) {
    whole[order[i]!.index]! += 1;
    difference -= 1;
  }
  // Only when the minimums overshoot: take back from the longest operations.
  while (difference < 0) {
    let longest = 0;
    whole.forEach((value, index) => {
      if (value > whole[longest]!) longest = index;
    });
    whole[longest]! -= 1;
    difference += 1;
  }
  return whole;
}
