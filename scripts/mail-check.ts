/**
 * npm run mail:check: checks the configured mail provider's keys and prints the raw replies.
 * LetterStream: one authentication-only call (no job, nothing mailed) with debugging on, as its
 * document gives the verdicts (`AUTHOK 051010 08:14:38`); asked again with a new t after DUP.
 * Lob (LOB_API_KEY, with MAIL_PROVIDER=lob or no LetterStream keys): a test_ key creates one test
 * letter and cancels it; a live_ key only reads, and the check says what it cannot tell about
 * certified mail on the account. Exits 0 only when the keys work.
 */
import { ConfigError, loadConfig } from "../src/server/env.ts";
import { createLetterStreamClient } from "../src/server/providers/mail/letterstream-client.ts";
import { createLobClient } from "../src/server/providers/mail/lob-client.ts";

async function main(): Promise<number> {
  const lob = lobSettings();
  if (lob) return checkLob(lob);
  const { apiId, apiKey, apiBase } = loadConfig().letterstream;
  if (!apiId || !apiKey) {
    console.error(
      "Set LETTERSTREAM_API_ID and LETTERSTREAM_API_KEY (and LETTERSTREAM_API_BASE for a stand-in) first, or LOB_API_KEY for Lob.",
    );
    return 2;
  }
  const baseUrl = apiBase ?? "https://www.letterstream.com";
  const check = await createLetterStreamClient({ apiId, apiKey, baseUrl }).checkAuth();
  console.log(`LetterStream at ${baseUrl}`);
  check.replies.forEach((reply, index) => {
    console.log(check.replies.length > 1 ? `Raw reply ${index + 1} of ${check.replies.length}:` : "Raw reply:");
    console.log(reply.trim() || "(empty)");
  });
  if (check.replies.length === 0) console.log("Raw reply: (none: nothing came back)");
  console.log(`As the app reads it: ${check.verdict}. ${check.reason}`);
  return check.verdict === "authenticated" ? 0 : 1;
}

/** Lob is checked when chosen, or when its key is the only one set (read here until env.ts carries it). */
function lobSettings(): { apiKey: string; baseUrl: string } | undefined {
  const env = process.env;
  const apiKey = env.LOB_API_KEY?.trim() ?? "";
  const letterStreamSet = Boolean(env.LETTERSTREAM_API_ID?.trim() || env.LETTERSTREAM_API_KEY?.trim());
  if (env.MAIL_PROVIDER?.trim() !== "lob" && (!apiKey || letterStreamSet)) return undefined;
  return { apiKey, baseUrl: env.LOB_API_BASE?.trim() || "https://api.lob.com" };
}

async function checkLob({ apiKey, baseUrl }: { apiKey: string; baseUrl: string }): Promise<number> {
  if (!apiKey) {
    console.error("Set LOB_API_KEY (and LOB_API_BASE for a stand-in) first.");
    return 2;
  }
  const mode = apiKey.startsWith("live_")
    ? "live key: one read, nothing created"
    : "test key: one test letter created and cancelled, never printed or mailed";
  console.log(`Lob at ${baseUrl} (${mode})`);
  const check = await createLobClient({ apiKey, baseUrl }).checkKey();
  console.log("Raw replies:");
  console.log(check.raw.join("\n") || "(none)");
  console.log(`As the app reads it: ${check.ok ? "works" : "refused"}. ${check.reason}`);
  if (check.ok && apiKey.startsWith("live_")) console.log(`Certified mail on this account: ${LOB_CERTIFIED_UNKNOWN}`);
  return check.ok ? 0 : 1;
}

/**
 * Lob's OpenAPI reference (lob/lob-openapi, read 2026-11-28) documents no read that tells whether
 * an account may send certified mail; the only documented test is a live certified letter, printed
 * and billed unless scheduled and cancelled, which is a premium edition feature. So the check says
 * so rather than guess (decision 0024).
 */
const LOB_CERTIFIED_UNKNOWN =
  "not known. Lob documents no read that tells whether certified mail (extra_service) is enabled; a self-service account needs Lob's approval for it. Ask Lob, or look in the dashboard, before taking paid orders.";

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
