import { describe, expect, it } from "vitest";

import { clearsSelectedWell } from "./selection";

describe("pages that clear the selected well", () => {
  it("are the spec's list", () => {
    for (const path of [
      "/",
      "/account",
      "/account/",
      "/account/create",
      "/account/detail",
      "/account/detail/12",
      "/comparison-study",
      "/ui/notifications",
    ]) {
      expect(clearsSelectedWell(path), path).toBe(true);
    }
  });

  it("leave every other page alone", () => {
    for (const path of [
      "/field/well",
      "/field/pad",
      "/account/log-activity",
      "/account/outbox",
      "/accounts",
      "/dashboard",
      "/profile",
      "/report/daily-drilling-report",
    ]) {
      expect(clearsSelectedWell(path), path).toBe(false);
    }
  });
});
