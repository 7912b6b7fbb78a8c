import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { Db } from "../../src/server/db/client.ts";

/** Strings that have broken servers before: unicode edge cases, number look-alikes, injections. */
const NASTY_STRINGS = [
  "",
  " ",
  "\t\r\n",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uDBFFy",
  "\u202Eevil\u202C",
  "\u200B\u200C\u200D\uFEFF",
  "🙂",
  "👩‍👩‍👧‍👦",
  "مرحبا بالعالم",
  "שָׁלוֹם",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "-1",
  "0",
  "-0",
  "1.5",
  "2147483648",
  "9007199254740993",
  "0x10",
  " 42 ",
  "1_000",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "%FF",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text.
  "${7*7}",
];

/** One UTF-16 unit or code point of the awkward kinds: lone surrogates, RTL and zero-width marks, emoji, controls. */
const awkwardChar = fc.oneof(
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom("\u202E", "\u200F", "\u200B", "\uFEFF", "🙂", "\u0000", "\u0007", "é", "\n"),
);

/** Bytes a character takes inside a JSON string. */
const jsonBytes = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2;

/** 100 KB and more of one character (a JSON body stays under the 256 KB limit with one of them). */
export const hugeString = fc
  .constantFrom("a", "🙂", "\u200B", "\uD800", "\u0000", "é", "9")
  .map((unit) => unit.repeat(Math.ceil(110_000 / jsonBytes(unit))));

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 4, arbitrary: fc.string({ unit: awkwardChar, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Negative, zero, fractional, beyond 32 and 53 bits, and doubles (NaN and Infinity become null in JSON). */
export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, Number.MIN_VALUE),
);

/** Arrays nested thousands deep. */
const deepNesting = fc
  .integer({ min: 100, max: 3000 })
  .map((depth) => JSON.parse("[".repeat(depth) + "]".repeat(depth)));

/** Any JSON value of the hostile kinds, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    deepNesting,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie("value"), { maxKeys: 3 }),
  ),
})).value;

/**
 * Bodies around a valid `base`: some fields replaced by hostile values, some removed, extra fields
 * added; or no object at all (a string, a number, null, an array, the base inside an array).
 */
export function hostileBody(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(base);
  const mutated = fc
    .record({
      replaced:
        keys.length > 0
          ? fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length })
          : fc.constant({}),
      removed: fc.subarray(keys),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }),
    })
    .map(({ replaced, removed, extra }) => {
      const body: Record<string, unknown> = { ...extra, ...base, ...replaced };
      for (const key of removed) delete body[key];
      return body;
    });
  const stringified = fc.constant(
    Object.fromEntries(keys.map((key) => [key, typeof base[key] === "string" ? base[key] : JSON.stringify(base[key])])),
  );
  const notAnObject = fc.oneof(
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(hostileValue, { maxLength: 3 }),
    fc.constant([base]),
  );
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: stringified },
    { weight: 2, arbitrary: notAnObject },
  );
}

/** Text that is not JSON, or not quite: truncated bodies, JavaScript literals, trailing garbage, NUL. */
export function malformedJson(base: Record<string, unknown>): fc.Arbitrary<string> {
  const valid = JSON.stringify(base);
  return fc.oneof(
    fc.nat({ max: valid.length - 1 }).map((end) => valid.slice(0, end)),
    fc.constantFrom(
      "{",
      "}",
      '{"a":}',
      "[1,]",
      "{'a':1}",
      "NaN",
      "undefined",
      "\u0000",
      `${valid}garbage`,
      `${valid}${valid}`,
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{}}}',
      "\uFEFF{}",
    ),
    fc.string({ unit: awkwardChar, maxLength: 30 }),
  );
}

/** A path segment as a client could send it: percent-encoded, or with broken encodings. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map(encodeSegment) },
  { weight: 3, arbitrary: fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2, 1e21)).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "%FF",
      "%",
      "%E0%A4%A",
      "%00",
      "1%00",
      "..",
      "%2e%2e",
      "%2F",
      "1.0",
      "1e3",
      "01",
      "9".repeat(120),
    ),
  },
);

/** encodeURIComponent, but lone surrogates (which it refuses) become the invalid UTF-8 bytes a client could still send. */
export function encodeSegment(text: string): string {
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    return char.length === 1 && code >= 0xd800 && code <= 0xdfff ? "%ED%A0%80" : encodeURIComponent(char);
  }).join("");
}

/** What a segment decodes to, or undefined when it does not decode. */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A fingerprint of everything saved (rate-limit counters aside: counting attempts is their job). */
export async function savedState(db: Db): Promise<string> {
  const digest = (table: string, order: string) =>
    sql.raw(`(select md5(coalesce(string_agg(t::text, '|' order by t.${order}), '')) from ${table} t) as ${table}`);
  const result = (await db.execute(sql`select (select count(*) from sessions) as sessions,
    ${digest("users", "id")}, ${digest("demand_letters", "id")}, ${digest("orders", "id")},
    ${digest("local_checkout_sessions", "id")}, ${digest("password_reset_tokens", "id")}, ${digest("audit_events", "id")},
    ${digest("provider_events", "id")}, ${digest("simulated_mail_jobs", "job")}`)) as unknown as { rows: unknown[] };
  return JSON.stringify(result.rows[0]);
}
