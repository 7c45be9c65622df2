/** Non-productive time laid into the program: what goes wrong on a rig, and how often. */
import { op, type Operation } from "./operations";
import type { Random } from "./random";
import type { ActivityGroup } from "./types";

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
