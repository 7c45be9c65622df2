import { afterEach, describe, expect, it } from "vitest";

import { forwardedClientAddress, forwardedHost, siteAddress, trustedProxies } from "./proxy.server";

const request = (headers: Record<string, string>) =>
  new Request("http://evil.example/login", { headers: { host: "evil.example", ...headers } });

afterEach(() => {
  for (const name of ["TRUST_PROXY", "APP_URL", "PORT", "HOST"]) delete process.env[name];
});

describe("forwarding headers", () => {
  it("are the client's own words without TRUST_PROXY", () => {
    expect(trustedProxies()).toBe(0);
    const forged = request({ "x-forwarded-for": "1.2.3.4", "x-forwarded-host": "evil.example" });
    expect(forwardedClientAddress(forged)).toBeNull();
    expect(forwardedHost(forged)).toBeNull();
  });

  it("name the client as the nearest trusted proxies saw it", () => {
    process.env.TRUST_PROXY = "1";
    expect(forwardedClientAddress(request({ "x-forwarded-for": "6.6.6.6, 10.0.0.5" }))).toBe(
      "10.0.0.5",
    );
    process.env.TRUST_PROXY = "2";
    expect(
      forwardedClientAddress(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.5" })),
    ).toBe("203.0.113.9");
    process.env.TRUST_PROXY = "true";
    expect(trustedProxies()).toBe(1);
    expect(forwardedHost(request({ "x-forwarded-host": "drillbook.example.com" }))).toBe(
      "drillbook.example.com",
    );
  });
});

describe("siteAddress", () => {
  it("is APP_URL, or the address the server was started on; never the request's", () => {
    expect(siteAddress()).toBe("http://localhost:3000");
    process.env.PORT = "8080";
    process.env.HOST = "0.0.0.0";
    expect(siteAddress()).toBe("http://localhost:8080");
    process.env.HOST = "drillbook.lan";
    expect(siteAddress()).toBe("http://drillbook.lan:8080");
    process.env.APP_URL = "https://drillbook.example.com/";
    expect(siteAddress()).toBe("https://drillbook.example.com");
  });
});
