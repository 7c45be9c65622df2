import { setTimeout as sleep } from "node:timers/promises";

import { describe, expect, it } from "vitest";

import { ConnectionTurns, type ConnectionTurn } from "./connection-turns.server";

/** Holds the thread for `ms`, as a query on the embedded database does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The connection is in use.
  }
}

/** Lets every promise already resolved run its continuation. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("turns at the embedded database's connection", () => {
  it("gives the connection to callers in the order they asked", async () => {
    const turns = new ConnectionTurns();
    const order: string[] = [];
    const first = await turns.take();
    const asked = ["report", "save", "dashboard"].map(async (who) => {
      const turn = await turns.take();
      order.push(who);
      turn.end();
    });
    expect(turns.waiting).toBe(3);
    first.end();
    await Promise.all(asked);
    expect(order).toEqual(["report", "save", "dashboard"]);
  });

  it("does not let writers who ask again starve a reader who asked once", async () => {
    const turns = new ConnectionTurns();
    const log: string[] = [];
    const first = await turns.take();
    const writer = async (name: string) => {
      for (let round = 0; round < 5; round++) {
        const turn = await turns.take();
        log.push(name);
        turn.end();
      }
    };
    const writers = [writer("writer A"), writer("writer B")];
    const reader = (async () => {
      const turn = await turns.take();
      log.push("reader");
      turn.end();
    })();
    first.end();
    await Promise.all([...writers, reader]);
    // Both writers had one turn each before the reader asked; the reader is served next.
    expect(log.indexOf("reader")).toBe(2);
    expect(log).toHaveLength(11);
  });

  it("lets a timer run between callers while a long chain of them holds the connection", async () => {
    const turns = new ConnectionTurns({ yieldAfterMs: 20 });
    const log: string[] = [];
    const first = await turns.take();
    // A timer due at once, set while the connection is in use.
    setTimeout(() => log.push("timer"), 0);
    const callers = Array.from({ length: 20 }, async (_, index) => {
      const turn = await turns.take();
      busy(5);
      log.push(`query ${index}`);
      turn.end();
    });
    first.end();
    await Promise.all(callers);
    const timerAt = log.indexOf("timer");
    // 20 queries of 5 ms take 100 ms: the timer runs after about 20 ms, not after the last.
    expect(timerAt).toBeGreaterThanOrEqual(0);
    expect(timerAt).toBeLessThan(log.length - 1);
    expect(log.filter((entry) => entry.startsWith("query"))).toHaveLength(20);
  });

  it("hands over at once while the connection has been busy only briefly", async () => {
    const turns = new ConnectionTurns({ yieldAfterMs: 10_000 });
    const log: string[] = [];
    const first = await turns.take();
    setTimeout(() => log.push("timer"), 0);
    const callers = Array.from({ length: 5 }, async (_, index) => {
      const turn = await turns.take();
      log.push(`query ${index}`);
      turn.end();
    });
    first.end();
    await Promise.all(callers);
    await sleep(5);
    expect(log).toEqual(["query 0", "query 1", "query 2", "query 3", "query 4", "timer"]);
  });

  it("never lets two callers hold the connection at once when a turn is ended twice", async () => {
    const turns = new ConnectionTurns();
    const holding = new Set<string>();
    let mostAtOnce = 0;
    const caller = async (name: string) => {
      const turn = await turns.take();
      holding.add(name);
      mostAtOnce = Math.max(mostAtOnce, holding.size);
      await settle();
      holding.delete(name);
      turn.end();
      turn.end();
    };
    await Promise.all(["first", "second", "third", "fourth"].map(caller));
    expect(mostAtOnce).toBe(1);
  });

  it("ignores a stale turn ended again after the next caller took over", async () => {
    const turns = new ConnectionTurns();
    const first = await turns.take();
    let second: ConnectionTurn | undefined;
    const secondAsked = turns.take().then((turn) => (second = turn));
    let thirdGotIt = false;
    const thirdAsked = turns.take().then((turn) => {
      thirdGotIt = true;
      return turn;
    });
    first.end();
    await secondAsked;
    expect(second).toBeDefined();
    // The first caller's late second release: the second caller keeps the connection.
    first.end();
    await settle();
    await settle();
    expect(thirdGotIt).toBe(false);
    expect(turns.waiting).toBe(1);
    second?.end();
    const third = await thirdAsked;
    expect(thirdGotIt).toBe(true);
    third.end();
  });
});
