import { describe, expect, it } from "vitest";

import { runsScripts } from "./scripts-cookie";

const withCookie = (cookie?: string) =>
  new Request("http://localhost/dashboard/one-page", cookie ? { headers: { Cookie: cookie } } : {});

describe("a browser that has run the app's scripts", () => {
  it("is told by its scripts cookie among the others", () => {
    expect(runsScripts(withCookie("__session=abc; scripts=1"))).toBe(true);
    expect(runsScripts(withCookie("scripts=1"))).toBe(true);
  });

  it("is not assumed without it: the page is then sent whole", () => {
    expect(runsScripts(withCookie())).toBe(false);
    expect(runsScripts(withCookie("__session=abc"))).toBe(false);
    expect(runsScripts(withCookie("noscripts=1; scripts=10"))).toBe(false);
  });
});
