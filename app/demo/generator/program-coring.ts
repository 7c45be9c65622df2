/**
 * Conventional cores in the reservoir: about half the wells cut one or two cores in their last
 * hole section. The bit is pulled partway through a drilling stretch, a 9 m core barrel is run
 * and each core cut (IADC 4) and laid out, then the bit goes back in to drill on. Decided from its
 * own random stream, so a well that does not core keeps every other number it had.
 */
import { op, round1, type Operation } from "./operations";
import type { Random } from "./random";
import type { SectionPlan } from "./well-plan";

/** One 30 ft barrel's worth of core, m. */
const CORE_LENGTH = 9;
/** The core barrel's inside length, m. */
export const BARREL_LENGTH = 9.1;
/** On-bottom coring rate, m/h: well below drilling. */
const CORING_RATE = 3;

/** The time-log description of core `coreNo`: the demo coring reports read their cores from it. */
function coreDescription(coreNo: number, topMd: number, bottomMd: number): string {
  return `Cut core #${coreNo} from ${topMd.toFixed(1)} m to ${bottomMd.toFixed(1)} m`;
}

/** The program with its cores cut in, or as it was for a well that does not core. */
export function addCoring(
  random: Random,
  ops: readonly Operation[],
  sections: readonly SectionPlan[],
): Operation[] {
  if (!random.chance(0.5)) return [...ops];
  const last = sections[sections.length - 1]!;
  const cores = random.int(1, 2);
  const candidates = ops
    .map((operation, index) => ({ operation, index }))
    .filter(
      ({ operation }) =>
        operation.sectionIndex === last.index &&
        operation.iadcCode === "2" &&
        operation.subCode !== "DOC" &&
        operation.run !== null &&
        operation.endMd - operation.startMd >= cores * CORE_LENGTH + 1,
    );
  if (candidates.length === 0) return [...ops];
  const { operation: drilled, index } = random.pick(candidates);
  const coreTop = round1(drilled.endMd - cores * CORE_LENGTH);
  const share = (coreTop - drilled.startMd) / (drilled.endMd - drilled.startMd);
  const base = {
    phase: drilled.phase,
    sectionIndex: drilled.sectionIndex,
    group: "trips" as const,
    iadcCode: "6",
  };
  const trip = 0.5 + coreTop / 380;
  const coring: Operation[] = [
    { ...drilled, endMd: coreTop, weight: drilled.weight * share },
    op({
      ...base,
      startMd: coreTop,
      endMd: coreTop,
      description: `Circulated bottoms up; pulled out of hole with bit #${drilled.run} to core`,
      status: "Pulling out of hole to core",
      weight: trip,
      run: drilled.run,
    }),
  ];
  for (let coreNo = 1; coreNo <= cores; coreNo++) {
    const top = round1(coreTop + (coreNo - 1) * CORE_LENGTH);
    const bottom = coreNo === cores ? drilled.endMd : round1(top + CORE_LENGTH);
    coring.push(
      op({
        ...base,
        startMd: top,
        endMd: top,
        description: `Made up ${BARREL_LENGTH} m core barrel with core head; ran in hole to ${top.toFixed(1)} m`,
        status: "Running in hole with core barrel",
        weight: trip,
      }),
      op({
        ...base,
        group: "drilling",
        iadcCode: "4",
        startMd: top,
        endMd: bottom,
        description: coreDescription(coreNo, top, bottom),
        status: "Coring",
        weight: CORE_LENGTH / CORING_RATE + random.uniform(0, 2),
      }),
      op({
        ...base,
        startMd: bottom,
        endMd: bottom,
        description: `Pulled out of hole with core barrel; laid out core #${coreNo}`,
        status: "Laying out core",
        weight: trip + random.uniform(1, 2),
      }),
    );
  }
  const end = drilled.endMd;
  coring.push(
    op({
      ...base,
      startMd: end,
      endMd: end,
      description: `Made up BHA #${drilled.run} with bit #${drilled.run}; ran in hole to bottom`,
      status: "Running in hole",
      weight: trip,
      run: drilled.run,
    }),
  );
  return [...ops.slice(0, index), ...coring, ...ops.slice(index + 1)];
}
