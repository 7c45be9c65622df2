import fc from "fast-check";

/** What a hostile or careless client puts in a field. */
const NASTY = [
  "",
  " ",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "-0",
  "0",
  "1e309",
  "-1e309",
  "0x10",
  "1.5",
  "1,5",
  "1_000",
  "2147483648",
  "-2147483649",
  "99999999999999999999999999999999999999",
  "9007199254740993",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "[1,2]",
  '{"__proto__":{"admin":true}}',
  "constructor",
  "__proto__",
  "toString",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uFFFF",
  "\u202Eevil",
  "💥🛢️",
  "ﾟ･✿ヾ╲(｡◕‿◕｡)╱✿･ﾟ",
  "١٢٣",
  "Ⅻ",
  "'; drop table users; --",
  '" or 1=1 --',
  "1; select pg_sleep(1)",
  "' union select password_hash from users --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "${7*7}",
  "{{7*7}}",
  "../../../etc/passwd",
  "%00",
  "%ff%fe",
  "\r\n\r\nX-Injected: 1",
  "javascript:alert(1)",
  "//evil.example",
  "2026-02-30",
  "0000-00-00",
  "9999-12-31",
  "-2026-05-04",
  "2026-05-04T00:00:00Z",
  "#zzzzzz",
  "general",
  "on",
  "off",
];

/** A field's value: mostly short hostile text, sometimes a megabyte. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 4, arbitrary: fc.string({ maxLength: 40, unit: "binary" }) },
  { weight: 3, arbitrary: fc.string({ maxLength: 20, unit: "grapheme" }) },
  { weight: 3, arbitrary: fc.double().map(String) },
  { weight: 3, arbitrary: fc.integer().map(String) },
  { weight: 2, arbitrary: fc.bigInt().map(String) },
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(1_000_000), "9".repeat(1_000_000)) },
);

export type Mutation =
  | { op: "drop"; at: number }
  | { op: "replace"; at: number; value: string }
  | { op: "duplicate"; at: number; value: string }
  | { op: "add"; name: string; value: string };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant("drop" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("replace" as const), at: fc.nat(), value: hostileValue }),
  fc.record({ op: fc.constant("replace" as const), at: fc.nat(), value: hostileValue }),
  fc.record({ op: fc.constant("duplicate" as const), at: fc.nat(), value: hostileValue }),
  fc.record({
    op: fc.constant("add" as const),
    name: fc.constantFrom("id", "version", "orgId", "wellId", "intent", "sectionId", "__proto__"),
    value: hostileValue,
  }),
);

/** Applies mutations to a form's fields (indices wrap around the fields there are). */
export function mutate(fields: [string, string][], mutations: Mutation[]): [string, string][] {
  let out = [...fields];
  for (const change of mutations) {
    if (change.op === "add") {
      out.push([change.name, change.value]);
      continue;
    }
    if (out.length === 0) continue;
    const at = change.at % out.length;
    if (change.op === "drop") out = out.filter((_, index) => index !== at);
    else if (change.op === "replace") out[at] = [out[at]![0], change.value];
    else out.push([out[at]![0], change.value]);
  }
  return out;
}

/** Bodies that claim to be multipart/form-data and are not quite. */
export const malformedMultipart: fc.Arbitrary<{ contentType: string; body: Uint8Array }> =
  fc.record({
    contentType: fc.constantFrom(
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "multipart/form-data; boundary=xyz",
      'multipart/form-data; boundary="unterminated',
      "multipart/form-data; boundary=" + "b".repeat(200),
      "application/x-www-form-urlencoded",
      "text/plain",
      "application/json",
    ),
    body: fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc
        .constantFrom(
          '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave',
          "--xyz\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--xyz--",
          '--xyz\r\nContent-Disposition: form-data; name="workbook"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004',
          "--xyz--",
          "%%%=&&&=%",
          "intent=%E0%A4%A",
          '{"intent":"save"}',
        )
        .map((text) => new TextEncoder().encode(text)),
    ),
  });

/** A workbook's bytes, damaged: flipped bytes, cut short, or something else entirely. */
export const damagedWorkbook = (good: Uint8Array): fc.Arbitrary<Uint8Array> =>
  fc.oneof(
    fc
      .array(fc.record({ at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }), {
        minLength: 1,
        maxLength: 20,
      })
      .map((flips) => {
        const copy = Uint8Array.from(good);
        for (const { at, byte } of flips) copy[at % copy.length] = byte;
        return copy;
      }),
    fc.nat({ max: good.length - 1 }).map((length) => good.slice(0, length)),
    fc.uint8Array({ maxLength: 2000 }),
  );
