import { configuredOrigin, forwardedHost } from "./proxy.server";

/**
 * Refuses a state-changing request sent from another site. Browsers add Origin (and
 * Sec-Fetch-Site) to every cross-origin POST, so a page elsewhere cannot submit our forms.
 */
export function assertSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw forbidden();
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") {
    if (fetchSite === "same-site") throw forbidden();
    return;
  }
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw forbidden();
  }
  // The site's own address (APP_URL), the host the browser asked for, or the host our trusted
  // proxy was asked for. A page elsewhere can set none of these headers on a form post.
  if (parsed.origin === configuredOrigin()) return;
  const host = forwardedHost(request) ?? request.headers.get("host");
  if (parsed.host !== host) throw forbidden();
}

function forbidden() {
  return new Response("Cross-origin request refused.", { status: 403 });
}
