// What a request says about where it came from. Anyone can write Host and X-Forwarded-* headers,
// so the app believes the forwarding headers only when TRUST_PROXY says a proxy of ours is in
// front and sets them, and never builds an address for others (links in mail) from any of them.

let warnedAbout: string | undefined;

/**
 * How many proxies of ours stand in front of the app, each appending to X-Forwarded-For
 * (TRUST_PROXY: a count, or `true` for one). 0 when unset: the headers are the client's own.
 */
export function trustedProxies(): number {
  const value = (process.env.TRUST_PROXY ?? "").trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return 0;
  if (value === "true") return 1;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  if (warnedAbout !== value) {
    warnedAbout = value;
    console.warn(`TRUST_PROXY=${value} is not a number of proxies; no proxy is trusted.`);
  }
  return 0;
}

/** The entry a list header's n-th trusted proxy wrote: each appends, so count from the end. */
function fromTrustedProxy(header: string | null, proxies: number): string | null {
  if (!header || proxies === 0) return null;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - proxies)] ?? null;
}

/**
 * The client's address as our proxy saw it, or null when no proxy is trusted: run directly, the
 * app is not told the connection's address, and everything a client sends could be made up.
 */
export function forwardedClientAddress(request: Request): string | null {
  const address = fromTrustedProxy(request.headers.get("x-forwarded-for"), trustedProxies());
  return address ? address.slice(0, 100) : null;
}

/** The host a trusted proxy was asked for (X-Forwarded-Host), or null. */
export function forwardedHost(request: Request): string | null {
  const hosts = request.headers.get("x-forwarded-host");
  return trustedProxies() > 0 && hosts ? (hosts.split(",").pop()?.trim() ?? null) : null;
}

/** The origin of APP_URL, or null when it is unset (or not an address). */
export function configuredOrigin(): string | null {
  const configured = process.env.APP_URL?.trim();
  if (!configured) return null;
  try {
    return new URL(configured).origin;
  } catch {
    return null;
  }
}

/**
 * Where links in mail point: APP_URL, or else the address the server was started on (HOST and
 * PORT, as remix-serve listens). Never the request's Host or X-Forwarded-Host: a forged one
 * would mail a working reset link to a site of the forger's choosing.
 */
export function siteAddress(): string {
  const configured = process.env.APP_URL?.trim().replace(/\/+$/, "");
  if (configured) return configured;
  const host = process.env.HOST?.trim();
  const name = !host || host === "0.0.0.0" || host === "::" ? "localhost" : host;
  return `http://${name.includes(":") ? `[${name}]` : name}:${process.env.PORT?.trim() || "3000"}`;
}
