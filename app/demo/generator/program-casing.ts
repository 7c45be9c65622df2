/** The end of one hole section: clean the hole at TD, come out, log, run casing and cement. */
import { op, type Operation, type SectionStep } from "./operations";

/** Section TD: clean the hole, come out, log and case it. */
export function caseSection(ops: Operation[], { random, section, sectionRuns }: SectionStep): void {
  const hole = section.template.holeLabel;
  const casing = section.template.casingLabel;
  const sectionIndex = section.index;
  const base = { phase: section.phase, sectionIndex: section.index };
  const sectionLength = section.bottomMd - section.topMd;
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
