import { rmSync } from "node:fs";

import { afterAll, describe, expect, it } from "vitest";

import { DataDirLocked } from "~/db/data-dir-lock.server";
import { openEngine } from "~/db/engine.server";

import { AppProcess, freshDataDir, runSeed } from "./app-process-helpers";

// With the app running on a folder, a second process on the same folder used to write its own
// pages over the app's: the seeded well never showed in the app, and what the app acknowledged
// afterwards was gone after a restart. Now the second opener is refused and nothing is lost.

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("a second process on the embedded database's folder", () => {
  it("is refused at once while the app runs, and the app loses nothing", async () => {
    const dataDir = freshDataDir("second-opener");
    folders.push(dataDir);
    const app = await AppProcess.start({ DATA_DIR: dataDir });
    let seedExit: number | null = null;
    try {
      // The README's seed, on the app's folder.
      const seed = await runSeed(dataDir, ["--wells", "1", "--days", "20"]);
      seedExit = seed.code;
      expect(seed.code).toBe(1);
      expect(seed.output).toContain(`in use by another Drillbook process`);
      expect(seed.output).toContain(`pid ${app.pid}`);
      expect(seed.output).toContain("the test app process");
      expect(seed.output).toMatch(/started at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
      expect(seed.output).toContain(`kill ${app.pid}`);
      expect(seed.output).toContain("http://localhost:3000");
      // Refused before seeding anything: no benchmark well's 20 days of work (seconds) first.
      expect(seed.output).not.toContain("Benchmark wells");

      // A second app in this process is refused the same way, in well under a second.
      const started = performance.now();
      const second = await openEngine({ dataDir }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(second).toBeInstanceOf(DataDirLocked);
      expect(performance.now() - started).toBeLessThan(1_000);

      app.send("reports 40 2024-01-01");
      await app.waitFor((line) => line.done === "reports");
    } finally {
      await app.exit();
    }
    const acknowledged = app.acks.filter((ack) => ack.ack === "report").length;

    // Restarted: every report the app acknowledged is there, and the refused seed wrote nothing.
    const engine = await openEngine({ dataDir });
    try {
      const reports = await engine.db
        .selectFrom("reports")
        .select(engine.db.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const benchmarkWells = await engine.db
        .selectFrom("wells")
        .select("id")
        .where("name", "like", "BM-%")
        .execute();
      const lost = acknowledged - Number(reports.n);
      console.log(
        `second opener: seed exited ${seedExit}, ${acknowledged} reports acknowledged by the app, ${lost} lost after restart`,
      );
      expect(acknowledged).toBe(40);
      expect(Number(reports.n)).toBe(40);
      expect(benchmarkWells).toEqual([]);
    } finally {
      await engine.close();
    }
  }, 120_000);
});
