// npm test: every check in one command, in the order that fails fastest.
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["eslint", "-c", ".eslint.config.js", ".", "--max-warnings=0"]],
  // ARCHITECTURE.md's layers and no import circle (.dependency-cruiser.cjs).
  [
    "layers",
    "npx",
    ["depcruise", "app", "--config", ".dependency-cruiser.cjs", "--output-type", "err"],
  ],
  // Unused files, exports and dependencies (knip.jsonc).
  ["unused code", "npx", ["knip", "--no-progress"]],
  ["unit and integration", "npx", ["vitest", "run", "--config", "tests/vitest.config.ts"]],
  ["end-to-end (Chromium)", "node", ["tests/e2e/run.mjs"]],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, E2E_BUILD: "1" },
  });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (status !== 0) break;
}

console.log("\n=== summary ===");
for (const result of results)
  console.log(`${result.ok ? "ok  " : "FAIL"} ${result.name} (${result.seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
const skipped = steps.length - results.length;
console.log(`${results.length - failed} passed, ${failed + skipped} failed`);
process.exit(failed + skipped === 0 ? 0 : 1);
