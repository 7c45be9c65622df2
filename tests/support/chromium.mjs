// Finds a Chromium for the browser tests: CHROMIUM_PATH, Debian's /usr/bin/chromium, or
// Playwright's own download. Where none exists and apt is usable as root, installs Debian's.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

function playwrightsOwn() {
  try {
    const path = require("playwright-core").chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export function findChromium({ install = true } = {}) {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  const own = playwrightsOwn();
  if (own) return own;

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (install && isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("No Chromium found: installing Debian's chromium package with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  return null;
}

export const CHROMIUM_HELP = [
  "The browser tests need Chromium and none was found. Do one of these, then run npm test again:",
  "  - Debian/Ubuntu: sudo apt-get install chromium",
  "  - set CHROMIUM_PATH to a Chromium or Chrome binary",
  "  - or let Playwright download its own: npx playwright install chromium",
].join("\n");
