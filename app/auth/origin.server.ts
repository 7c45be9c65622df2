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
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden();
  }
  if (originHost !== host) throw forbidden();
}

function forbidden() {
  return new Response("Cross-origin request refused.", { status: 403 });
}
