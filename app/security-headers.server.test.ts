import { describe, expect, it } from "vitest";

import { applySecurityHeaders } from "./security-headers.server";

describe("applySecurityHeaders", () => {
  it("keeps every other window's hands off ours, and lets only the page's own scripts run", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, "n0nce");
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-n0nce'");
    expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("sends the opener policy on answers without a page too", () => {
    const headers = new Headers();
    applySecurityHeaders(headers);
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(headers.has("Content-Security-Policy")).toBe(false);
  });
});
