/**
 * Turns at the embedded database's one connection, first come first served.
 *
 * Each caller gets a turn of its own; ending it twice, or ending a turn that is already over,
 * does nothing, so a late second release can never end the next holder's turn and let two
 * callers (two transactions) onto the connection at once.
 *
 * Handing the connection from one caller to the next is a promise resolution, so a hundred
 * requests' queries would otherwise run back to back in one run of microtasks: no timer fires
 * and no new connection is accepted until the last is done. Once the connection has been busy
 * for longer than `yieldAfterMs` since the event loop last turned, the next caller gets it on
 * the next turn of the loop (setImmediate), after timers and waiting sockets have run.
 */
export interface ConnectionTurn {
  /** Ends this turn; a second call, or a call after the turn ended, does nothing. */
  end(): void;
}

export interface ConnectionTurnsOptions {
  /** How long the connection may pass from caller to caller before the loop gets a turn. */
  yieldAfterMs?: number;
  now?: () => number;
  /** Runs `next` on a later turn of the event loop. */
  nextTurnOfTheLoop?: (next: () => void) => void;
}

export class ConnectionTurns {
  readonly #yieldAfterMs: number;
  readonly #now: () => number;
  readonly #nextTurnOfTheLoop: (next: () => void) => void;
  /** Callers waiting, in the order they asked. */
  readonly #waiting: Array<(turn: ConnectionTurn) => void> = [];
  #current: ConnectionTurn | null = null;
  /** When the event loop last turned while the connection was in use (or just freed). */
  #loopTurnedAt: number;
  /** A hand-over or a check that the loop turned is scheduled. */
  #scheduled = false;

  constructor(options: ConnectionTurnsOptions = {}) {
    this.#yieldAfterMs = options.yieldAfterMs ?? 30;
    this.#now = options.now ?? (() => performance.now());
    this.#nextTurnOfTheLoop = options.nextTurnOfTheLoop ?? ((next) => setImmediate(next));
    this.#loopTurnedAt = this.#now();
  }

  /** Resolves with this caller's turn once everyone who asked before has ended theirs. */
  take(): Promise<ConnectionTurn> {
    if (this.#current === null && this.#waiting.length === 0) {
      // Free: if the loop has turned since it was last used, the clock starts afresh; if it
      // was freed within this run of the loop, the clock keeps running.
      if (!this.#scheduled) this.#loopTurnedAt = this.#now();
      return Promise.resolve(this.#begin());
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** How many callers wait for the connection (not counting the one holding it). */
  get waiting(): number {
    return this.#waiting.length;
  }

  #begin(): ConnectionTurn {
    const turn: ConnectionTurn = { end: () => this.#end(turn) };
    this.#current = turn;
    return turn;
  }

  #end(turn: ConnectionTurn) {
    // A turn already over (ended before, or never current) must not end someone else's.
    if (this.#current !== turn) return;
    this.#current = null;
    if (this.#scheduled) return; // A hand-over on the next turn of the loop is already due.
    if (this.#waiting.length === 0) {
      this.#noteWhenTheLoopTurns();
      return;
    }
    if (this.#now() - this.#loopTurnedAt > this.#yieldAfterMs) {
      this.#scheduled = true;
      this.#nextTurnOfTheLoop(() => {
        this.#scheduled = false;
        this.#loopTurnedAt = this.#now();
        this.#handOver();
      });
      return;
    }
    this.#handOver();
  }

  /** Gives the connection to the first caller waiting, if it is free. */
  #handOver() {
    if (this.#current !== null) return;
    const next = this.#waiting.shift();
    if (next) next(this.#begin());
  }

  /** Freed with nobody waiting: once the loop has turned, the next caller's clock starts afresh. */
  #noteWhenTheLoopTurns() {
    this.#scheduled = true;
    this.#nextTurnOfTheLoop(() => {
      this.#scheduled = false;
      this.#loopTurnedAt = this.#now();
      this.#handOver();
    });
  }
}
