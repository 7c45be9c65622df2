/**
 * The embedded database's folder belongs to one process. PGlite takes no lock of its own: two
 * processes on one folder each keep their own cache and overwrite each other's pages, silently
 * losing what the other wrote. So the process that opens `DATA_DIR` leaves a lock file there
 * (`drillbook.lock`: pid, what it is, when it started) for as long as it runs; any other opener
 * is refused at once with a message naming that process. A lock whose process is gone (killed,
 * crashed, the machine restarted) is taken over.
 */
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { randomBytes } from "node:crypto";
import { constants, hostname } from "node:os";
import path from "node:path";

export const LOCK_FILE = "drillbook.lock";

/** What a lock file says about the process that holds the folder. */
export interface LockHolder {
  pid: number;
  /** What the process is, as a person would recognise it: "npm run seed", "remix-serve …". */
  command: string;
  /** Where it serves the app, when it is the app server. */
  url: string | null;
  /** ISO time the lock was taken. */
  startedAt: string;
  host: string;
  /** Linux: the boot the pid belongs to and the process's start time, so a reused pid is seen. */
  bootId: string | null;
  processStart: string | null;
  /** Tells this holder's file from another's with the same pid. */
  token: string;
}

export interface LockOptions {
  /** How the holder describes itself; by default the npm script or the command line. */
  command?: string;
  url?: string | null;
}

/** Another process holds the folder (or this one has it open already). */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    readonly lockFile: string,
  ) {
    super(lockedMessage(dataDir, holder, lockFile));
    this.name = "DataDirLocked";
  }
}

export interface DataDirLock {
  dataDir: string;
  holder: LockHolder;
  /** The holder this lock replaced because its process was gone. */
  tookOverFrom: LockHolder | null;
  /** Called (bounded in time) before the process exits on a signal, e.g. to close the database. */
  onShutdown(close: () => Promise<void>): void;
  release(): void;
}

interface Held {
  file: string;
  token: string;
  closers: Set<() => Promise<void>>;
}

declare global {
  // The dev server re-imports the build; the locks this process holds must survive that.
  var __drillbookDataDirLocks: Map<string, Held> | undefined;
}

function heldLocks(): Map<string, Held> {
  globalThis.__drillbookDataDirLocks ??= new Map();
  return globalThis.__drillbookDataDirLocks;
}

/** Takes the folder for this process, or throws DataDirLocked naming the process that has it. */
export function lockDataDir(dataDir: string, options: LockOptions = {}): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  mkdirSync(dir, { recursive: true });
  const me: LockHolder = {
    pid: process.pid,
    command: options.command ?? describeThisProcess(),
    url: options.url ?? null,
    startedAt: new Date().toISOString(),
    host: hostname(),
    bootId: bootId(),
    processStart: processStartOf(process.pid),
    token: randomBytes(8).toString("hex"),
  };
  let tookOverFrom: LockHolder | null = null;
  // A few rounds at most: each either creates the file, refuses, or removes a stale lock.
  for (let round = 0; round < 20; round++) {
    if (createExclusively(file, me)) {
      const held: Held = { file, token: me.token, closers: new Set() };
      heldLocks().set(dir, held);
      installExitHandlers();
      return {
        dataDir: dir,
        holder: me,
        tookOverFrom,
        onShutdown: (close) => held.closers.add(close),
        release: () => release(dir, held),
      };
    }
    const holder = readHolder(file);
    if (holder === undefined) continue; // removed meanwhile: try again
    if (holder === null) {
      // Unreadable: being written this instant, or half-written by a process that died then.
      if (ageMs(file) < 2_000) {
        pause(20);
        continue;
      }
      removeStale(file, null);
      continue;
    }
    if (isAlive(holder, dir)) throw new DataDirLocked(dir, holder, file);
    if (removeStale(file, holder)) tookOverFrom = holder;
    else pause(20);
  }
  throw new Error(`Could not take the lock ${file}: other processes keep changing it.`);
}

/** The lock file written whole, or nothing: a link to a finished temporary file. */
function createExclusively(file: string, holder: LockHolder): boolean {
  const temporary = `${file}.${holder.pid}.${holder.token}`;
  const fd = openSync(temporary, "w");
  try {
    writeSync(fd, `${JSON.stringify(holder, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/** The holder, null when the file cannot be read as one, undefined when there is no file. */
function readHolder(file: string): LockHolder | null | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid !== "number" || typeof parsed.token !== "string") return null;
    return {
      pid: parsed.pid,
      command: String(parsed.command ?? "unknown"),
      url: typeof parsed.url === "string" ? parsed.url : null,
      startedAt: String(parsed.startedAt ?? ""),
      host: String(parsed.host ?? ""),
      bootId: typeof parsed.bootId === "string" ? parsed.bootId : null,
      processStart: typeof parsed.processStart === "string" ? parsed.processStart : null,
      token: parsed.token,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the holder may still be running. On another host nobody can tell, so it counts as
 * running; a pid from an earlier boot, or a pid now used by a process started later, is gone.
 */
function isAlive(holder: LockHolder, dir: string): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) {
    // This very process: alive if it still holds the lock, otherwise an earlier process that
    // happened to have the same pid (common in containers, where the app is always pid 1).
    return heldLocks().get(dir)?.token === holder.token;
  }
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const start = processStartOf(holder.pid);
  if (holder.processStart && start && holder.processStart !== start) return false;
  return true;
}

/**
 * Removes a stale lock, one process at a time (a directory is the mutex), and only if the file
 * still holds the stale holder: a racing opener may have taken the folder since it was read.
 */
function removeStale(file: string, stale: LockHolder | null): boolean {
  const mutex = `${file}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // Left by a process killed in the middle of a takeover.
    if (ageMs(mutex) > 10_000) rmSync(mutex, { recursive: true, force: true });
    return false;
  }
  try {
    const now = readHolder(file);
    const same = stale === null ? now === null : now?.token === stale.token;
    if (!same) return false;
    unlinkSync(file);
    return true;
  } finally {
    rmdirSync(mutex);
  }
}

function release(dir: string, held: Held) {
  const locks = heldLocks();
  if (locks.get(dir) !== held) return;
  locks.delete(dir);
  // Only our own file: never one another process wrote after taking over.
  if (readHolder(held.file)?.token === held.token) {
    try {
      unlinkSync(held.file);
    } catch {
      // Gone already.
    }
  }
}

function releaseAll() {
  for (const [dir, held] of heldLocks()) release(dir, held);
}

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
const SHUTDOWN_MS = 3_000;
let handlersInstalled = false;

/**
 * The lock goes with the process: on a normal exit, and on Ctrl+C, `kill` or a closed terminal,
 * after the database was given a moment to close cleanly. (SIGKILL leaves the file behind; the
 * next opener sees its process is gone and takes over.)
 */
function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on("exit", releaseAll);
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      const closers = [...heldLocks().values()].flatMap((held) => [...held.closers]);
      const closing = Promise.allSettled(closers.map((close) => close()));
      const timeout = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_MS).unref());
      void Promise.race([closing, timeout]).finally(() => {
        releaseAll();
        process.exit(128 + (constants.signals[signal] ?? 0));
      });
    });
  }
}

function describeThisProcess(): string {
  const script = process.env.npm_lifecycle_event;
  // npx sets the variable too, to "npx"; only a package.json script is worth naming.
  const npm =
    !script || script === "npx" ? null : script === "start" ? "npm start" : `npm run ${script}`;
  const [, entry = "", ...args] = process.argv;
  const shown = entry.includes(`${path.sep}@remix-run${path.sep}serve${path.sep}`)
    ? "remix-serve"
    : path.relative(process.cwd(), entry) || entry;
  const line = [shown, ...args].join(" ").trim();
  return npm ? `${npm} (${line})` : line;
}

function bootId(): string | null {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return null;
  }
}

/** Linux: the start time of a process in clock ticks since boot (field 22 of /proc/pid/stat). */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses; count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function lockedMessage(dataDir: string, holder: LockHolder, lockFile: string): string {
  const self = holder.pid === process.pid && holder.host === hostname();
  const started = new Date(holder.startedAt);
  const when = Number.isNaN(started.getTime())
    ? "at an unknown time"
    : `at ${localTime(started)} (${ago(started)})`;
  const where = holder.host === hostname() ? "" : ` on host ${holder.host}`;
  const lines = [
    self
      ? `The data folder ${dataDir} is already open in this process (${holder.command}).`
      : `The data folder ${dataDir} is in use by another Drillbook process:`,
    `  pid ${holder.pid}${where}, started ${when}: ${holder.command}` +
      (holder.url ? `, serving ${holder.url}` : ""),
    "Only one process may open the embedded database at a time; a second one would overwrite",
    "the first one's pages and lose data.",
  ];
  if (!self) {
    lines.push(
      `Stop that process first (Ctrl+C where it runs, or \`kill ${holder.pid}\`), then run this again` +
        (holder.url ? `, or work through the running app at ${holder.url}.` : "."),
    );
  }
  if (where) {
    lines.push(`If that process is no longer running, delete ${lockFile} and try again.`);
  }
  return lines.join("\n");
}

/** "2026-03-01 06:00:12", in this machine's time zone. */
function localTime(time: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return (
    `${time.getFullYear()}-${two(time.getMonth() + 1)}-${two(time.getDate())} ` +
    `${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}`
  );
}

function ago(time: Date): string {
  const seconds = Math.max(0, Math.round((Date.now() - time.getTime()) / 1000));
  if (seconds < 90) return `${seconds} s ago`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.round(hours / 24)} days ago`;
}
