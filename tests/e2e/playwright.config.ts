import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? "tests/e2e/.data";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // One server and one database for all specs: run them one after another so none sees another's half-done work.
  workers: 1,
  // One retry on CI absorbs a slow moment on a loaded machine; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  outputDir: `../../test-results/${process.env.BUILD_NAME ?? "build"}`,
  webServer: {
    // A fresh embedded database with demo data for every run.
    command: `rm -rf ${dataDir} && npx remix-serve ${process.env.BUILD_NAME ?? "build"}/index.js`,
    url: `http://localhost:${port}/login`,
    cwd: "../..",
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", COOKIE_SECURE: "false" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
