/**
 * Which hole section a time-log row belongs to: the section being drilled when the row was
 * logged. The row's phase says it (DOMAIN.md §3: conductor, surface, intermediate 1..n,
 * production), narrowed by its date when a phase spans several sections; a row whose phase names
 * no section falls back on its date, then its depth. Depth intervals are half-open, [top,
 * bottom): the casing-shoe depth is where the next section starts, so a row logged at the shoe
 * while drilling out belongs to the deeper section. Only the deepest section keeps its bottom.
 */

/** A hole section as the SHS table reports it; actual figures preferred over planned ones. */
export interface HoleSectionSpan {
  /** conductor, surface, intermediate, production, liner, open-hole (sectionType list). */
  sectionType: string | null;
  /** Depths, m. */
  top: number | null;
  bottom: number | null;
  /** "YYYY-MM-DD"; `end` null while the section is still being drilled. */
  start: string | null;
  end: string | null;
}

export interface TimeLogPlace {
  /** Phase code (app/domain/cost/phases.ts). */
  phase: string | null;
  /** Report date, "YYYY-MM-DD". */
  date: string;
  /** Depth the row was logged at, m (its depth from, else to). */
  md: number | null;
}

/** The section types a phase is drilled in; the number picks the n-th intermediate section. */
function phaseSections(phase: string | null): { types: string[]; ordinal: number | null } | null {
  if (phase === "conductor" || phase === "surface") return { types: [phase], ordinal: null };
  const intermediate = /^intermediate-(\d+)$/.exec(phase ?? "");
  if (intermediate) return { types: ["intermediate"], ordinal: Number(intermediate[1]) };
  if (phase === "production") {
    return { types: ["production", "liner", "open-hole"], ordinal: null };
  }
  return null;
}

function withinDates(span: HoleSectionSpan, date: string): boolean {
  return span.start !== null && span.start <= date && (span.end === null || date <= span.end);
}

function withinDepths(span: HoleSectionSpan, md: number, deepest: boolean): boolean {
  if (span.top === null || span.bottom === null) return false;
  return md >= span.top && (md < span.bottom || (deepest && md === span.bottom));
}

/** The one candidate left after each narrowing that leaves at least one. */
function narrow(candidates: number[], tests: ((index: number) => boolean)[]): number | null {
  let left = candidates;
  for (const test of tests) {
    if (left.length <= 1) break;
    const kept = left.filter(test);
    if (kept.length > 0) left = kept;
  }
  return left.length === 1 ? left[0]! : null;
}

/** Index of the section the row belongs to, or null when nothing places it. */
export function holeSectionOf(
  row: TimeLogPlace,
  sections: readonly HoleSectionSpan[],
): number | null {
  const deepestIndex = sections.reduce(
    (deepest, span, index) =>
      span.bottom !== null && (deepest < 0 || span.bottom >= sections[deepest]!.bottom!)
        ? index
        : deepest,
    -1,
  );
  const byDate = (index: number) => withinDates(sections[index]!, row.date);
  const byDepth = (index: number) =>
    row.md !== null && withinDepths(sections[index]!, row.md, index === deepestIndex);

  const phase = phaseSections(row.phase);
  if (phase) {
    let candidates = sections
      .map((span, index) => ({ span, index }))
      .filter(({ span }) => span.sectionType !== null && phase.types.includes(span.sectionType))
      .map(({ index }) => index);
    if (phase.ordinal !== null) {
      const nth = candidates[phase.ordinal - 1];
      candidates = nth === undefined ? [] : [nth];
    }
    if (candidates.length > 0) return narrow(candidates, [byDate, byDepth]) ?? candidates[0]!;
  }
  const all = sections.map((_, index) => index);
  const dated = all.filter(byDate);
  if (dated.length === 1) return dated[0]!;
  const deep = (dated.length > 0 ? dated : all).filter(byDepth);
  return deep.length === 1 ? deep[0]! : null;
}
