import { createHash, randomInt } from "node:crypto";

/**
 * LetterStream authenticates every request with three form fields: `a` (the API id), `t` (a
 * numeric id of 10-18 digits that the server accepts only once) and `h` (a hash of `t` and the
 * API key). See PROVIDERS.md and docs/decisions/0004-letterstream-wire-format.md.
 */
export interface LetterStreamAuthFields {
  a: string;
  t: string;
  h: string;
}

/**
 * Makes a source of `t` values: milliseconds * 1000 plus a counter (16 digits today), followed
 * by two digits of per-process salt, 18 digits in all. Every value is larger than the one before,
 * even with many calls in one millisecond or a clock that goes backwards. The salt makes it
 * unlikely (not impossible) that two processes sharing an API id pick the same value; the server
 * answers DUP to a reused value and the client then retries with a new one.
 */
export function createTSource(options: { now?: () => number; salt?: number } = {}): () => string {
  const now = options.now ?? Date.now;
  const salt = options.salt ?? randomInt(100);
  if (!Number.isInteger(salt) || salt < 0 || salt > 99) throw new Error("t salt must be an integer from 0 to 99");
  const suffix = String(salt).padStart(2, "0");
  let last = 0;
  return () => {
    last = Math.max(Math.floor(now()) * 1000, last + 1);
    const t = `${last}${suffix}`;
    if (t.length < 10 || t.length > 18 || !Number.isSafeInteger(last)) throw new Error(`t out of range: ${t}`);
    return t;
  };
}

/** The one `t` source of this process, shared by every LetterStream client in it. */
export const nextT = createTSource();

/** `h`: MD5 hex of the Base64 of (last 6 chars of t + API key + first 6 chars of t). */
export function letterStreamHash(t: string, apiKey: string): string {
  const mixed = `${t.slice(-6)}${apiKey}${t.slice(0, 6)}`;
  const base64 = Buffer.from(mixed, "utf8").toString("base64");
  return createHash("md5").update(base64).digest("hex");
}

export function letterStreamAuth(apiId: string, apiKey: string, t: string): LetterStreamAuthFields {
  return { a: apiId, t, h: letterStreamHash(t, apiKey) };
}
