import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";

import { openEngine, type Engine } from "~/db/engine.server";
import { action as loginAction } from "~/routes/_auth.login";

import { call } from "../support/requests";
import { useDemoDatabase } from "../support/test-db";

// Guessing passwords: the limits per username and per address, counted in the database before a
// password is checked, and the X-Forwarded-For header believed only from a configured proxy.

let engine: Engine & { label: string };
beforeAll(async () => {
  engine = await useDemoDatabase();
});
afterAll(async () => {
  await engine.close();
});
afterEach(() => {
  delete process.env.TRUST_PROXY;
});

function attempt(username: string, password: string, forwardedFor?: string) {
  return call(loginAction, "/login", {
    form: { username, password, redirectTo: "/" },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

function statuses(responses: Response[]) {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

/** A different made-up username per call, so no single name reaches its own limit. */
let madeUp = 0;
const nobody = () => `nobody-${++madeUp}`;

describe(`sign-in limits (${process.env.TEST_DATABASE_URL ? "PostgreSQL server" : "PGlite"})`, () => {
  it("checks at most five of thirty wrong passwords for one user sent at once", async () => {
    // One client behind a configured proxy, so the burst does not slow the other tests.
    process.env.TRUST_PROXY = "1";
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt("planner", `guess-${i}`, "198.51.100.30")),
    );
    expect(statuses(burst)).toEqual({ 401: 5, 429: 25 });
    const refused = burst.find((response) => response.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    // The right password is not even tried now.
    expect((await attempt("planner", "drillbook", "198.51.100.31")).status).toBe(429);
  });

  it("believes X-Forwarded-For only with TRUST_PROXY, and then only the proxy's own entry", async () => {
    process.env.TRUST_PROXY = "1";
    // The client writes what it likes in front; the proxy appends the address it saw.
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        attempt(nobody(), "guess", `203.0.113.${i}, 198.51.100.7`),
      ),
    );
    const sameClient = await timed(() => attempt(nobody(), "guess", "192.0.2.1, 198.51.100.7"));
    expect(sameClient.result.status).toBe(401);
    expect(sameClient.ms).toBeGreaterThan(1500);
    const otherClient = await timed(() => attempt(nobody(), "guess", "198.51.100.99"));
    expect(otherClient.result.status).toBe(401);
    expect(otherClient.ms).toBeLessThan(1500);
  });

  it("without TRUST_PROXY a forged X-Forwarded-For does not make each guess a new address", async () => {
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => attempt(nobody(), "guess", `203.0.113.${i}`)),
    );
    const next = await timed(() => attempt(nobody(), "guess", "192.0.2.200"));
    expect(next.result.status).toBe(401);
    expect(next.ms).toBeGreaterThan(1500);
  });

  it("failures of other names from one address slow it down but never lock out a user who has not failed", async () => {
    // Everyone here shares one address: no proxy is configured, as with a rig crew behind one
    // satellite link, and well past the address's ceiling.
    const burst = await Promise.all(
      Array.from({ length: 110 }, () => attempt(nobody(), "drillbook")),
    );
    expect(statuses(burst)).toEqual({ 401: 110 });
    const manager = await attempt("manager", "drillbook");
    expect(manager.status).toBe(302);
    // A name that has failed from this crowded address gets no second guess for now.
    expect((await attempt("engineer", "not-it")).status).toBe(401);
    const again = await attempt("engineer", "drillbook");
    expect(again.status).toBe(429);
    expect(((await again.json()) as { error: string }).error).toBe("rateLimited");
    // Another user who has not failed still signs in.
    expect((await attempt("driller", "drillbook")).status).toBe(302);
  });

  it("keeps the count in the database, so two app processes on one database count as one", async () => {
    const { countSignInAttempt } = await import("~/auth/sign-in-limits.server");
    // A second connection pool to the same database stands in for a second app process.
    let second = engine.db;
    let closeSecond = async () => {};
    if (process.env.TEST_DATABASE_URL) {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
        engine.db,
      );
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${rows[0]!.name}`;
      const other = await openEngine({ databaseUrl: url.toString() });
      second = other.db;
      closeSecond = () => other.close();
    }
    try {
      const verdicts = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          countSignInAttempt(i % 2 ? engine.db : second, "other-engineer", "192.0.2.77"),
        ),
      );
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    } finally {
      await closeSecond();
    }
  });
});
