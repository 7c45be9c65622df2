import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { DataDirLocked, LOCK_FILE, lockDataDir, type LockHolder } from "./data-dir-lock.server";

const ROOT = path.resolve(import.meta.dirname, "../..");
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "drillbook-lock-"));
  folders.push(dir);
  return dir;
}

/**
 * Another process that takes the folder's lock, says so, and then waits for one line on stdin:
 * "exit" ends it normally; otherwise it stays until killed.
 */
async function holder(dataDir: string) {
  const script = `
    import { lockDataDir } from "./app/db/data-dir-lock.server.ts";
    lockDataDir(${JSON.stringify(dataDir)}, { command: "the other holder", url: "http://localhost:3999" });
    console.log("held");
    process.stdin.on("data", (line) => { if (String(line).trim() === "exit") process.exit(0); });
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("held")) resolve();
    });
    child.once("exit", () => reject(new Error(`the holder ended early: ${errors}`)));
  });
  return { child, exited };
}

const lockFileOf = (dataDir: string) => path.join(dataDir, LOCK_FILE);
const readLock = (dataDir: string) =>
  JSON.parse(readFileSync(lockFileOf(dataDir), "utf8")) as LockHolder;

describe("the data folder's lock", () => {
  it("refuses a second opener at once, naming the running process and what to do", async () => {
    const dataDir = folder();
    const { child, exited } = await holder(dataDir);
    try {
      let refusal: unknown;
      try {
        lockDataDir(dataDir);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirLocked);
      const locked = refusal as DataDirLocked;
      expect(locked.holder.pid).toBe(child.pid);
      expect(locked.message).toContain(`in use by another Drillbook process`);
      expect(locked.message).toContain(`pid ${child.pid}`);
      expect(locked.message).toContain("the other holder");
      expect(locked.message).toMatch(
        /started at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(\d+ s ago\)/,
      );
      expect(locked.message).toContain(`kill ${child.pid}`);
      expect(locked.message).toContain("work through the running app at http://localhost:3999");
    } finally {
      child.stdin.write("exit\n");
      await exited;
    }
  }, 30_000);

  it("goes when its process exits, or is stopped with SIGTERM or SIGINT", async () => {
    const dataDir = folder();
    const normal = await holder(dataDir);
    expect(existsSync(lockFileOf(dataDir))).toBe(true);
    normal.child.stdin.write("exit\n");
    await normal.exited;
    expect(existsSync(lockFileOf(dataDir))).toBe(false);

    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      const stopped = await holder(dataDir);
      stopped.child.kill(signal);
      await stopped.exited;
      expect(existsSync(lockFileOf(dataDir)), signal).toBe(false);
    }
  }, 60_000);

  it("is taken over from a process that was killed", async () => {
    const dataDir = folder();
    const { child, exited } = await holder(dataDir);
    const killedPid = child.pid;
    child.kill("SIGKILL");
    await exited;
    // SIGKILL leaves the file behind, naming a process that no longer exists.
    expect(readLock(dataDir).pid).toBe(killedPid);

    const lock = lockDataDir(dataDir);
    try {
      expect(lock.tookOverFrom?.pid).toBe(killedPid);
      expect(readLock(dataDir).pid).toBe(process.pid);
    } finally {
      lock.release();
    }
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  }, 30_000);

  it("is taken over when its pid now belongs to another process", async () => {
    const dataDir = folder();
    const { child, exited } = await holder(dataDir);
    try {
      // The lock of an earlier process whose pid the running one was given later: same pid,
      // another start time.
      const reused = { ...readLock(dataDir), processStart: "1" };
      writeFileSync(lockFileOf(dataDir), JSON.stringify(reused));
      const lock = lockDataDir(dataDir);
      expect(lock.tookOverFrom?.pid).toBe(child.pid);
      lock.release();
      // A lock naming this very process, written by an earlier one with the same pid.
      writeFileSync(lockFileOf(dataDir), JSON.stringify({ ...reused, pid: process.pid }));
      const again = lockDataDir(dataDir);
      expect(again.tookOverFrom?.pid).toBe(process.pid);
      again.release();
    } finally {
      child.kill("SIGKILL");
      await exited;
    }
  }, 30_000);

  it("is not taken twice by one process", () => {
    const dataDir = folder();
    const lock = lockDataDir(dataDir);
    try {
      expect(() => lockDataDir(dataDir)).toThrow(/already open in this process/);
    } finally {
      lock.release();
    }
  });

  it("treats a holder on another host as running, and says how to clear it", () => {
    const dataDir = folder();
    const lock = lockDataDir(dataDir);
    const elsewhere = { ...readLock(dataDir), host: "rig-server-2", pid: 4242 };
    lock.release();
    writeFileSync(lockFileOf(dataDir), JSON.stringify(elsewhere));
    expect(() => lockDataDir(dataDir)).toThrow(
      new RegExp(
        `on host rig-server-2[\\s\\S]*delete ${lockFileOf(dataDir).replace(/[/\\.]/g, "\\$&")}`,
      ),
    );
  });
});
