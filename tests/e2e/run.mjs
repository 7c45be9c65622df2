// Runs the browser tests: builds the app when needed, finds Chromium, starts Playwright.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

import { CHROMIUM_HELP, findChromium } from "../support/chromium.mjs";

const chromium = findChromium();
if (!chromium) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
const buildName = process.env.BUILD_NAME ?? "build";
if (!existsSync(`${buildName}/index.js`) || process.env.E2E_BUILD !== "0") {
  const build = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(
  "npx",
  ["playwright", "test", "-c", "tests/e2e/playwright.config.ts", ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
