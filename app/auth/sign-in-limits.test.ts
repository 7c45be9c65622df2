import { describe, expect, it } from "vitest";

import {
  ATTEMPTS_PER_ADDRESS,
  ATTEMPTS_PER_USERNAME,
  FREE_ATTEMPTS_PER_ADDRESS,
  MAX_DELAY_MS,
  SIGN_IN_WINDOW_MINUTES,
  signInVerdict,
} from "./sign-in-limits";

const start = new Date("2026-11-22T08:00:00Z");
const count = (attempts: number, windowStartedAt = start) => ({ attempts, windowStartedAt });
const windowEnd = (from: Date) => new Date(from.getTime() + SIGN_IN_WINDOW_MINUTES * 60_000);

describe("signInVerdict", () => {
  it("tries a username's first five attempts and refuses the sixth until its window ends", () => {
    for (let attempt = 1; attempt <= ATTEMPTS_PER_USERNAME; attempt++) {
      expect(signInVerdict(count(attempt), count(attempt))).toEqual({ allowed: true, delayMs: 0 });
    }
    expect(signInVerdict(count(ATTEMPTS_PER_USERNAME + 1), count(1))).toEqual({
      allowed: false,
      retryAt: windowEnd(start),
    });
  });

  it("makes a busy address wait a little longer per attempt, up to a cap", () => {
    expect(signInVerdict(count(1), count(FREE_ATTEMPTS_PER_ADDRESS))).toEqual({
      allowed: true,
      delayMs: 0,
    });
    const next = signInVerdict(count(1), count(FREE_ATTEMPTS_PER_ADDRESS + 1));
    const later = signInVerdict(count(1), count(FREE_ATTEMPTS_PER_ADDRESS + 3));
    expect(next.allowed && later.allowed && later.delayMs > next.delayMs && next.delayMs > 0).toBe(
      true,
    );
    expect(signInVerdict(count(1), count(ATTEMPTS_PER_ADDRESS))).toEqual({
      allowed: true,
      delayMs: MAX_DELAY_MS,
    });
  });

  it("past the address's ceiling, still tries a name's first attempt, never a second", () => {
    const crowded = count(ATTEMPTS_PER_ADDRESS + 50, new Date("2026-11-22T08:05:00Z"));
    expect(signInVerdict(count(1), crowded)).toEqual({ allowed: true, delayMs: MAX_DELAY_MS });
    expect(signInVerdict(count(2), crowded)).toEqual({
      allowed: false,
      retryAt: windowEnd(crowded.windowStartedAt),
    });
  });
});
