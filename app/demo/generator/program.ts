/**
 * The well's productive operations in order, section by section: nipple up and test the BOP,
 * drill the bit runs (program-runs.ts), then reach section TD, log and case
 * (program-casing.ts); complete and rig down. NPT is added by `addDowntime`.
 */
import type { Random } from "./random";
import { op, type Operation, type PlannedBitRun, type SectionStep } from "./operations";
import { caseSection } from "./program-casing";
import { drillRuns } from "./program-runs";
import type { SectionPlan } from "./well-plan";

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
    const step: SectionStep = {
      random,
      sections,
      section,
      sectionRuns: runs.filter((run) => run.sectionIndex === section.index),
      newHoleMinutes: drillingMinutes[section.index] ?? 0,
    };
    nippleUp(ops, step);
    drillRuns(ops, step);
    caseSection(ops, step);
  }
  complete(ops, random, wellType, sections);
  return ops;
}

/** After the previous casing: the wellhead, diverter or BOP for this hole, and its test. */
export function nippleUp(ops: Operation[], { random, sections, section }: SectionStep): void {
  const hole = section.template.holeLabel;
  const sectionIndex = section.index;
  const top = section.topMd;
  const base = { phase: section.phase, sectionIndex: section.index };
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
}

/** From the last section's TD to the rig moving off: completion or well test, then rig down. */
function complete(
  ops: Operation[],
  random: Random,
  wellType: ProgramInput["wellType"],
  sections: readonly SectionPlan[],
): void {
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
}
