import fc from "fast-check";
import type { z } from "zod";
import { decodeSegment, encodeSegment, hostileBody, hostileSegment, hostileString, malformedJson } from "./hostile.ts";

export interface HostileRequest {
  payload?: string | Buffer;
  contentType?: string;
  /** Query string or path segments, already encoded. */
  url?: string;
  /** Whether the server may accept it: valid per the route's schema; undefined when the test cannot tell. */
  valid: boolean | undefined;
}

/** Whether the server's JSON parser (which skips a byte-order mark) and the route's schema would both accept this text. */
export function acceptsJson(schema: z.ZodType, text: string): boolean {
  try {
    return schema.safeParse(JSON.parse(text.replace(/^\uFEFF/, ""))).success;
  } catch {
    return false;
  }
}

/**
 * Bodies for a JSON endpoint: hostile values around a valid `base`, malformed JSON, bytes that are
 * not UTF-8, the wrong content types (valid JSON inside, still refused) and a body over the limit.
 */
export function hostileBodyRequests(schema: z.ZodType, base: Record<string, unknown>): fc.Arbitrary<HostileRequest> {
  const json = (payload: string | Buffer, contentType = "application/json") => ({
    payload,
    contentType,
    valid: acceptsJson(schema, payload.toString()),
  });
  return fc.oneof(
    { weight: 8, arbitrary: hostileBody(base).map((body) => json(JSON.stringify(body) ?? "null")) },
    { weight: 2, arbitrary: malformedJson(base).map((text) => json(text)) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 40 })
        .map((bytes) => json(Buffer.concat([Buffer.from('{"a":"'), Buffer.from(bytes), Buffer.from('"}')]))),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/xml",
          "application/json-patch+json",
          "",
          undefined,
        )
        .map((contentType) => ({ payload: JSON.stringify(base), contentType, valid: false })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        payload: JSON.stringify({ ...base, padding: "x".repeat(300 * 1024) }),
        contentType: "application/json",
        valid: false,
      }),
    },
  );
}

/** Path segments for a route's parameters (encoded), and whether the schema accepts what they decode to. */
export function hostileParams(schema: z.ZodType, names: readonly string[], valid: Record<string, string>) {
  const segment = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: hostileSegment },
      { weight: 1, arbitrary: fc.constant(encodeSegment(valid[name])) },
    );
  const segments: fc.Arbitrary<Record<string, string>> = fc.record(
    Object.fromEntries(names.map((name) => [name, segment(name)])),
  );
  return segments.map((encoded) => {
    const decoded = Object.fromEntries(names.map((name) => [name, decodeSegment(encoded[name])]));
    const known = Object.values(decoded).every((value) => value !== undefined);
    return { segments: encoded, valid: known && schema.safeParse(decoded).success };
  });
}

/** Query strings over `names`: hostile values, repeated keys (arrays), bracket keys, stray keys, broken encodings. */
export function hostileQuery(schema: z.ZodType, names: readonly string[]): fc.Arbitrary<HostileRequest> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom(...names).map((name) => `${name}[]`) },
    { weight: 1, arbitrary: fc.string({ maxLength: 6 }).map(encodeSegment) },
  );
  const value = fc.oneof(hostileString.map(encodeSegment), hostileSegment);
  return fc.array(fc.tuple(key, value), { maxLength: 4 }).map((pairs) => {
    const url = pairs.map(([name, text]) => `${name}=${text}`).join("&");
    return { url, valid: queryValidity(schema, pairs) };
  });
}

/** What Fastify's query parser makes of the pairs (repeated keys become arrays); undefined when a part does not decode. */
function queryValidity(schema: z.ZodType, pairs: [string, string][]): boolean | undefined {
  const query: Record<string, string | string[]> = {};
  for (const [encodedKey, encodedValue] of pairs) {
    const name = decodeSegment(encodedKey);
    const text = decodeSegment(encodedValue);
    if (name === undefined || text === undefined || name === "" || name === "__proto__") return undefined;
    const previous = query[name];
    query[name] = previous === undefined ? text : [previous, text].flat();
  }
  return schema.safeParse(query).success;
}
