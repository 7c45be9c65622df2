// A browser that has run the app's scripts once says so with every request after, in a cookie
// that holds nothing else. A page may then stream parts of itself after its first piece: React
// puts them in place with inline scripts, which a browser without JavaScript never runs, so
// such a browser (never having set the cookie) is given every part in place, as a crawler is.

const NAME = "scripts";

/**
 * Called once the page has hydrated. Kept for the browser session: scripts turned off later take
 * effect from the next session on.
 */
export function rememberScriptsRun(): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${NAME}=1; Path=/; SameSite=Lax${secure}`;
}

/** Whether the request comes from a browser that has run the app's scripts before. */
export function runsScripts(request: Request): boolean {
  const cookies = request.headers.get("Cookie") ?? "";
  return cookies.split(";").some((pair) => pair.trim() === `${NAME}=1`);
}
