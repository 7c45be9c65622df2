/**
 * The phases a well's plan and cost are booked against (DOMAIN.md §3 "Phases"), in the order a
 * well goes through them. The codes are what the database stores in `activities.phase`,
 * `afe_lines.phase` and `cost_lines.phase`; labels come from the translations
 * (`planner.phases.<code>`). Up to three intermediate sections cover the onshore wells the
 * product serves (26″ → 17½″ → 12¼″ → 8½″ needs two).
 */
export const PHASES = [
  "mobilisation",
  "pre-spud",
  "conductor",
  "surface",
  "intermediate-1",
  "intermediate-2",
  "intermediate-3",
  "production",
  "completion",
  "well-test",
  "p-and-a",
  "demobilisation",
] as const;

export type Phase = (typeof PHASES)[number];

/** Short codes for AFE line numbers ("SUR-003"). */
const ABBREVIATIONS: Record<Phase, string> = {
  mobilisation: "MOB",
  "pre-spud": "PRE",
  conductor: "CON",
  surface: "SUR",
  "intermediate-1": "IN1",
  "intermediate-2": "IN2",
  "intermediate-3": "IN3",
  production: "PRD",
  completion: "CMP",
  "well-test": "WTS",
  "p-and-a": "PNA",
  demobilisation: "DMB",
};

export function isPhase(value: unknown): value is Phase {
  return typeof value === "string" && (PHASES as readonly string[]).includes(value);
}

/**
 * Sort position of a phase: known phases in well order, then anything else a report booked
 * (kept as its own row rather than hidden), then cost with no phase at all.
 */
export function phaseRank(phase: string | null): number {
  if (phase === null) return PHASES.length + 1;
  const index = (PHASES as readonly string[]).indexOf(phase);
  return index === -1 ? PHASES.length : index;
}

export function comparePhases(a: string | null, b: string | null): number {
  const byRank = phaseRank(a) - phaseRank(b);
  if (byRank !== 0) return byRank;
  return (a ?? "").localeCompare(b ?? "");
}

export function phaseAbbreviation(phase: Phase): string {
  return ABBREVIATIONS[phase];
}

/** Translation key of a phase's name; unknown codes are shown as they were typed. */
export function phaseLabelKey(phase: string | null): string | null {
  if (phase === null) return "planner.phases.none";
  return isPhase(phase) ? `planner.phases.${phase}` : null;
}
