/** The bit runs of one hole section: trips between runs, drilling in stands, surveys and checks. */
import { kindLabel, op, round1, splitLength, type Operation, type SectionStep } from "./operations";

/** Every bit run of the section, with the trips that change bits between them. */
export function drillRuns(
  ops: Operation[],
  { random, sections, section, sectionRuns, newHoleMinutes }: SectionStep,
): void {
  const hole = section.template.holeLabel;
  const sectionIndex = section.index;
  const base = { phase: section.phase, sectionIndex: section.index };
  const sectionLength = section.bottomMd - section.topMd;

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
    const runMinutes = (newHoleMinutes * (run.depthOut - run.depthIn)) / Math.max(1, sectionLength);
    const chunkCount = Math.max(1, Math.round(runMinutes / 60 / random.uniform(2, 5)));
    const chunkLengths = splitLength(random, runLength, chunkCount, 0.4);
    let chunkTop = from;
    chunkLengths.forEach((length, chunkIndex) => {
      const chunkBottom = chunkIndex === chunkCount - 1 ? run.depthOut : round1(chunkTop + length);
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
}
