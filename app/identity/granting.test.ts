import { describe, expect, it } from "vitest";

import { notYoursToGrant } from "./granting";

const clerk = { orgId: 1, administersClients: false };
const clientAdministrator = { orgId: 9, administersClients: true };

describe("notYoursToGrant", () => {
  it("lets anyone give what they hold, and names what they do not", () => {
    expect(notYoursToGrant(clerk, [2], 1, [2])).toEqual([]);
    expect(notYoursToGrant(clerk, [2], 1, [1, 2, 13])).toEqual([1, 13]);
    expect(notYoursToGrant(clerk, [1, 2, 3], 1, [])).toEqual([]);
  });

  it("lets a client administrator give anything in the organisations they serve, not in their own", () => {
    expect(notYoursToGrant(clientAdministrator, [1, 2, 3], 4, [1, 5, 14])).toEqual([]);
    expect(notYoursToGrant(clientAdministrator, [1, 2, 3], null, [5])).toEqual([]);
    expect(notYoursToGrant(clientAdministrator, [1, 2, 3], 9, [1, 5, 14])).toEqual([5, 14]);
  });
});
