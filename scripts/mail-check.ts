/**
 * npm run mail:check: one authentication-only call to LetterStream with the configured keys (no
 * job, nothing mailed). Prints the raw reply and how the app reads it; exits 0 only when accepted.
 */
import { ConfigError, loadConfig } from "../src/server/env.ts";
import { createLetterStreamClient } from "../src/server/providers/mail/letterstream-client.ts";

async function main(): Promise<number> {
  const { apiId, apiKey, apiBase } = loadConfig().letterstream;
  if (!apiId || !apiKey) {
    console.error("Set LETTERSTREAM_API_ID and LETTERSTREAM_API_KEY (and LETTERSTREAM_API_BASE for a stand-in) first.");
    return 2;
  }
  const baseUrl = apiBase ?? "https://www.letterstream.com";
  const check = await createLetterStreamClient({ apiId, apiKey, baseUrl }).checkAuth();
  console.log(`LetterStream at ${baseUrl}`);
  console.log("Raw reply:");
  console.log(check.raw.trim() || "(none)");
  console.log(`As the app reads it: ${check.verdict}. ${check.reason}`);
  return check.verdict === "authenticated" ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
