import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A fresh folder for an embedded database of a test's own. */
export function freshDataDir(label: string): string {
  return mkdtempSync(path.join(tmpdir(), `drillbook-${label}-`));
}

export interface Acknowledged {
  ack: "report" | "section";
  date: string;
  section?: string;
  version?: number;
  mark?: string;
}

/** tests/support/app-process.ts running in a process of its own (no wrapper: its pid is its). */
export class AppProcess {
  readonly acks: Acknowledged[] = [];
  readonly stderr: string[] = [];
  private lines: Record<string, unknown>[] = [];
  private waiters: (() => void)[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(readonly child: ChildProcessWithoutNullStreams) {
    let buffered = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      buffered += chunk;
      // Only whole lines count: a line cut short by a kill was never acknowledged.
      const whole = buffered.split("\n");
      buffered = whole.pop() ?? "";
      for (const line of whole) {
        if (!line.trim()) continue;
        const parsed = JSON.parse(line) as Record<string, unknown>;
        if (parsed.ack) this.acks.push(parsed as unknown as Acknowledged);
        this.lines.push(parsed);
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => this.stderr.push(chunk));
    this.exited = new Promise((resolve) =>
      child.once("exit", (code, signal) => {
        for (const wake of this.waiters.splice(0)) wake();
        resolve({ code, signal });
      }),
    );
  }

  static async start(env: { DATA_DIR?: string; DATABASE_URL?: string }): Promise<AppProcess> {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--import", "./tests/bench/css-stub.mjs", "tests/support/app-process.ts"],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: "", DATABASE_URL: "", ...env, NODE_ENV: "production" },
      },
    );
    const app = new AppProcess(child);
    await app.waitFor((line) => "ready" in line, 60_000);
    return app;
  }

  get pid(): number {
    return this.child.pid!;
  }

  send(command: string) {
    this.child.stdin.write(`${command}\n`);
  }

  /** Resolves once a printed line matches; fails if the process exits or the time runs out. */
  async waitFor(match: (line: Record<string, unknown>) => boolean, ms = 30_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.lines.find(match);
      if (found) return found;
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`the app process ended early:\n${this.stderr.join("")}`);
      }
      if (Date.now() > deadline) throw new Error(`timed out:\n${this.stderr.join("")}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async untilAcks(count: number, ms = 30_000) {
    await this.waitFor(() => this.acks.length >= count, ms);
  }

  async exit() {
    this.send("exit");
    return this.exited;
  }

  async kill() {
    this.child.kill("SIGKILL");
    return this.exited;
  }
}

/** `npm run seed -- …` as the README has it, on a data folder; its exit code, output and time. */
export function runSeed(dataDir: string, args: string[]) {
  const started = Date.now();
  const child = spawn(process.execPath, ["--import", "tsx", "app/demo/seed-cli.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output, ms: Date.now() - started })),
  );
}

export interface Answer {
  status: number;
  location: string | null;
  cookie: string | null;
  body: string;
}

/** tests/support/route-process.ts: one of several app servers, answering route calls. */
export class RouteProcess {
  private next = 1;
  private waiting = new Map<number, (answer: Answer) => void>();
  readonly ready: Promise<void>;
  private readonly child: ChildProcessWithoutNullStreams;

  constructor(env: { DATABASE_URL?: string; DATA_DIR?: string }) {
    this.child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--import",
        "./tests/bench/css-stub.mjs",
        "tests/support/route-process.ts",
      ],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", ...env, NODE_ENV: "production" },
      },
    );
    let stderr = "";
    this.child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    this.ready = new Promise((resolve, reject) => {
      this.child.once("exit", (code) =>
        reject(new Error(`route process ended (${code}): ${stderr}`)),
      );
      createInterface({ input: this.child.stdout }).on("line", (line) => {
        const message = JSON.parse(line) as { ready?: number; id?: number } & Answer;
        if (message.ready) resolve();
        else this.waiting.get(message.id!)?.(message);
      });
    });
  }

  ask(
    file: string,
    kind: "loader" | "action",
    address: string,
    cookie: string | null,
    extra: { form?: Record<string, string>; params?: Record<string, string> } = {},
  ): Promise<Answer> {
    const id = this.next++;
    this.child.stdin.write(
      `${JSON.stringify({ id, file, kind, path: address, cookie, ...extra })}\n`,
    );
    return new Promise((resolve) => this.waiting.set(id, resolve));
  }

  get pid(): number {
    return this.child.pid!;
  }

  stop() {
    this.child.stdin.write("exit\n");
  }
}
