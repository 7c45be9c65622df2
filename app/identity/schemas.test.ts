import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import { parseRecordId as parseId } from "~/forms/input";

import { registerSchema, roleSchema, userSchema } from "./schemas";

function formData(entries: [string, string][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe("account form schemas", () => {
  it("reads ids from addresses only when they can name a record", () => {
    expect(parseId("12")).toBe(12);
    for (const bad of [null, "", "0", "-1", "1.5", "abc", "2147483648", "99999999999"]) {
      expect(parseId(bad)).toBeNull();
    }
  });

  it("asks for a password in Add mode only", () => {
    const base: [string, string][] = [
      ["fullName", "Sari Lestari"],
      ["username", "sari"],
      ["orgId", "1"],
      ["roleId", "2"],
    ];
    const add = parseWithZod(formData(base), { schema: userSchema });
    expect(add.status).toBe("error");
    expect(add.status === "error" && add.error?.password).toEqual(["validation.required"]);
    const unversioned = parseWithZod(formData([...base, ["id", "7"], ["isActive", "on"]]), {
      schema: userSchema,
    });
    // An edit must say which version its form showed.
    expect(unversioned.status === "error" && unversioned.error?.version).toEqual([
      "accounts.versionUnknown",
    ]);
    const edit = parseWithZod(
      formData([...base, ["id", "7"], ["version", "3"], ["isActive", "on"]]),
      { schema: userSchema },
    );
    expect(edit.status).toBe("success");
    expect(edit.status === "success" && edit.value.isActive).toBe(true);
  });

  it("flags every problem of an Add user form on the first submit", () => {
    const add = parseWithZod(
      formData([
        ["fullName", ""],
        ["username", "sari"],
        ["orgId", "1"],
        ["roleId", ""],
        ["password", ""],
      ]),
      { schema: userSchema },
    );
    expect(add.status === "error" && add.error).toEqual({
      fullName: ["validation.required"],
      roleId: ["validation.required"],
      password: ["validation.required"],
    });
  });

  it("says the passwords differ on Register alongside the other problems", () => {
    const register = parseWithZod(
      formData([
        ["fullname", ""],
        ["email", "sari@example.com"],
        ["password", "abc"],
        ["confirm_password", "abd"],
      ]),
      { schema: registerSchema },
    );
    const errors = register.status === "error" ? register.error : undefined;
    expect(errors?.fullname).toEqual(["validation.required"]);
    expect(errors?.password?.length).toBeGreaterThan(0);
    expect(errors?.confirm_password).toEqual(["validation.confirmed"]);
  });

  it("keeps a role's privileges as a sorted set of 1–14", () => {
    const role = parseWithZod(
      formData([
        ["orgId", "1"],
        ["name", "Night supervisor"],
        ["privileges", "14"],
        ["privileges", "5"],
        ["privileges", "14"],
      ]),
      { schema: roleSchema },
    );
    expect(role.status === "success" && role.value.privileges).toEqual([5, 14]);
    const bad = parseWithZod(
      formData([
        ["orgId", "1"],
        ["name", "X"],
        ["privileges", "15"],
      ]),
      { schema: roleSchema },
    );
    expect(bad.status === "error" && bad.error?.privileges).toEqual([
      "accounts.validation.privileges",
    ]);
  });

  it("uses the spec's messages for registration", () => {
    const result = parseWithZod(
      formData([
        ["fullname", ""],
        ["email", "not-mail"],
        ["password", "Mudlogger7"],
        ["confirm_password", "Mudlogger8"],
      ]),
      { schema: registerSchema },
    );
    expect(result.status === "error" && result.error).toMatchObject({
      fullname: ["validation.required"],
      email: ["validation.email"],
    });
  });
});
