/** The words of a day's report: the 24-hour summary, the forecast, the dominant phase. */

import { MINUTES_PER_DAY, type Operation } from "./operations";
import { Timeline, type Piece } from "./timeline";

export function summaryOf(pieces: readonly Piece[]): string {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const { operation } of pieces) {
    if (seen.has(operation.description)) continue;
    seen.add(operation.description);
    items.push(operation.description);
  }
  return `${items.slice(0, 8).join(". ")}.`;
}

/** The plan for the next 24 h: what the program holds next (nobody forecasts downtime). */
export function forecastAfter(ops: readonly Operation[], timeline: Timeline, t: number): string {
  const current = ops[timeline.indexAt(t - 1)]!;
  const steps: string[] = [];
  for (let index = timeline.indexAt(t); index < ops.length && steps.length < 3; index++) {
    const operation = ops[index]!;
    if (operation.start >= t + MINUTES_PER_DAY) break;
    if (operation.end <= t || operation.group === "npt") continue;
    const step = decapitalise(operation.status);
    if (!steps.includes(step)) steps.push(step);
  }
  if (ops[ops.length - 1]!.end <= t + MINUTES_PER_DAY) steps.push("release rig");
  if (steps.length === 0) return "Continue operations";
  const [first, ...rest] = steps;
  const opening = first === decapitalise(current.status) ? `Continue ${first}` : capitalise(first!);
  return [opening, ...rest].join(", then ");
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Testing BOP" → "testing BOP": only the first letter, acronyms stay. */
export function decapitalise(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function dominant(pieces: readonly Piece[]): Operation["phase"] {
  const minutes = new Map<Operation["phase"], number>();
  for (const piece of pieces) {
    minutes.set(
      piece.operation.phase,
      (minutes.get(piece.operation.phase) ?? 0) + piece.to - piece.from,
    );
  }
  let best = pieces[0]!.operation.phase;
  for (const [phase, value] of minutes) if (value > (minutes.get(best) ?? 0)) best = phase;
  return best;
}

/** Share of the well's time spent in each activity group, for checks and dashboards. */
