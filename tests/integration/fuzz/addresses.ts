import fc from "fast-check";

import { hostileValue } from "./arbitraries";

/** Query names the pages read, and a few they do not, to be added to any address. */
const NAMES = [
  "well",
  "date",
  "id",
  "report",
  "page",
  "tab",
  "view",
  "field",
  "pad",
  "afe",
  "user",
  "q",
  "from",
  "to",
  "status",
  "kind",
  "code",
  "sort",
  "order",
  "limit",
  "offset",
  "edit",
  "lng",
  "redirectTo",
  "token",
  "__proto__",
];

/** Values a query string carries by mistake or on purpose: odd ids, dates, pages, filters. */
const ODD = [
  "",
  "0",
  "-1",
  "1.5",
  "2147483647",
  "2147483648",
  "9223372036854775808",
  "99999999999999999999",
  "1e400",
  "NaN",
  "2026-02-30",
  "2026-13-01",
  "0001-01-01",
  "1900-01-01",
  "9999-12-31",
  "10000-01-01",
  "2026-05-04T00:00:00Z",
  "20260504",
  "today",
  "all",
  "*",
  "%",
  "_",
  "..",
];

/** Tails pasted after the query as they are, not escaped: broken escapes, empty names, fragments. */
const RAW_TAILS = [
  "&%",
  "&%zz=1",
  "&=",
  "&&&",
  "&well",
  "&a=%E0%A4%A",
  "&date=%00",
  "&id=%ff%fe",
  "&x=1;y=2",
];

type Change =
  | { op: "replace"; at: number; value: string }
  | { op: "duplicate"; at: number; value: string }
  | { op: "array"; at: number; suffix: "[]" | "[0]" | ".0" }
  | { op: "drop"; at: number }
  | { op: "add"; name: string; value: string };

export interface AddressCase {
  changes: Change[];
  tail: string | null;
  param: { at: number; value: string } | null;
  signedOut: boolean;
}

/**
 * A bent address: its query's values replaced, repeated, made arrays, dropped or joined by others;
 * a route param replaced; an unescaped tail; now and then nobody signed in.
 */
export function addressCase(paramNames: string[], foreignIds: string[]): fc.Arbitrary<AddressCase> {
  const value = fc.oneof(
    { weight: 6, arbitrary: hostileValue.filter((text) => text.length <= 4096) },
    { weight: 4, arbitrary: fc.constantFrom(...ODD) },
    { weight: 3, arbitrary: fc.constantFrom(...foreignIds) },
    {
      weight: 1,
      arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: "grapheme" }) },
  );
  const change: fc.Arbitrary<Change> = fc.oneof(
    fc.record({ op: fc.constant("replace" as const), at: fc.nat(), value }),
    fc.record({ op: fc.constant("replace" as const), at: fc.nat(), value }),
    fc.record({ op: fc.constant("duplicate" as const), at: fc.nat(), value }),
    fc.record({
      op: fc.constant("array" as const),
      at: fc.nat(),
      suffix: fc.constantFrom("[]" as const, "[0]" as const, ".0" as const),
    }),
    fc.record({ op: fc.constant("drop" as const), at: fc.nat() }),
    fc.record({ op: fc.constant("add" as const), name: fc.constantFrom(...NAMES), value }),
  );
  return fc.record({
    changes: fc.array(change, { minLength: 1, maxLength: 5 }),
    tail: fc.option(fc.constantFrom(...RAW_TAILS), { freq: 5 }),
    param:
      paramNames.length > 0
        ? fc.option(fc.record({ at: fc.nat(), value }), { freq: 3 })
        : fc.constant(null),
    // One case in sixteen asks signed out (or without the API's token).
    signedOut: fc.nat({ max: 15 }).map((roll) => roll === 0),
  });
}

/** The address and route params a case makes of the page's own. */
export function applyCase(
  base: string,
  params: Record<string, string>,
  bent: AddressCase,
): { url: string; params: Record<string, string> } {
  const [pathname, query = ""] = base.split("?");
  let pairs = [...new URLSearchParams(query)];
  for (const change of bent.changes) {
    if (change.op === "add") {
      pairs.push([change.name, change.value]);
      continue;
    }
    if (pairs.length === 0) continue;
    const at = change.at % pairs.length;
    const [name, current] = pairs[at]!;
    if (change.op === "replace") pairs[at] = [name, change.value];
    else if (change.op === "duplicate") pairs.push([name, change.value]);
    else if (change.op === "array") pairs[at] = [`${name}${change.suffix}`, current];
    else pairs = pairs.filter((_, index) => index !== at);
  }
  const search = new URLSearchParams(pairs).toString();
  const url = `${pathname}${search || bent.tail ? "?" : ""}${search}${bent.tail ?? ""}`;
  const bentParams = { ...params };
  const names = Object.keys(params);
  if (bent.param && names.length > 0) {
    bentParams[names[bent.param.at % names.length]!] = bent.param.value;
  }
  return { url, params: bentParams };
}
