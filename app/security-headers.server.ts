import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Headers every answer carries; the document also gets a Content-Security-Policy with its nonce. */
export function applySecurityHeaders(headers: Headers, nonce?: string): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "same-origin");
  // No Cross-Origin-Opener-Policy: it makes Chromium start a new renderer for every page opened
  // in a new tab or window, about 30 ms before anything shows (decision 012).
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (nonce !== undefined) {
    const dev = process.env.NODE_ENV === "development";
    headers.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ""}`,
        // Charts carry inline style attributes and Plot writes a <style> into each SVG.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        `connect-src 'self'${dev ? " ws:" : ""}`,
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  }
}
