import { describe, expect, it } from "vitest";

import { sharedWhileInFlight } from "./shared-lookups.server";

describe("sharedWhileInFlight", () => {
  it("reads once for calls made while the answer is on its way, afresh afterwards", async () => {
    let reads = 0;
    let value = "first";
    const look = sharedWhileInFlight(async (key: string) => {
      reads += 1;
      await Promise.resolve();
      return `${key}:${value}`;
    });
    const together = await Promise.all([look("a"), look("a"), look("b")]);
    expect(together).toEqual(["a:first", "a:first", "b:first"]);
    expect(reads).toBe(2);
    value = "second";
    expect(await look("a")).toBe("a:second");
    expect(reads).toBe(3);
  });

  it("does not keep a failed lookup", async () => {
    let fail = true;
    const look = sharedWhileInFlight(async (key: number) => {
      if (fail) throw new Error("database unavailable");
      return key * 2;
    });
    await expect(look(2)).rejects.toThrow("database unavailable");
    fail = false;
    expect(await look(2)).toBe(4);
  });

  it("takes questions with the same key for the same question", async () => {
    let reads = 0;
    const look = sharedWhileInFlight(
      async (user: { id: number; orgId: number }) => {
        reads += 1;
        await Promise.resolve();
        return user.id;
      },
      (user) => `${user.id}:${user.orgId}`,
    );
    const answers = await Promise.all([
      look({ id: 3, orgId: 1 }),
      look({ id: 3, orgId: 1 }),
      look({ id: 3, orgId: 2 }),
    ]);
    expect(answers).toEqual([3, 3, 3]);
    expect(reads).toBe(2);
  });
});
