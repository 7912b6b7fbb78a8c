import type { Db } from "../../db/client.ts";
import type { Config } from "../../env.ts";
import { createLetterStreamClient } from "../../providers/mail/letterstream-client.ts";
import type { MailProvider } from "../../providers/mail/mail-provider.ts";
import { createSimulatedMailer } from "../../providers/mail/simulated-mailer.ts";
import type { DispatchTimings } from "./dispatch-deps.ts";

const MINUTE = 60_000;

/** LetterStream when credentials are set, else the simulated mailer; with timings to suit each. */
export function createMailProvider(
  config: Config,
  db: Db,
  clock: () => Date,
): { mail: MailProvider; timings: DispatchTimings } {
  const { apiId, apiKey, apiBase } = config.letterstream;
  if (apiId && apiKey) {
    return {
      mail: createLetterStreamClient({ apiId, apiKey, baseUrl: apiBase ?? "https://www.letterstream.com" }),
      timings: { pollMs: 30 * MINUTE, maxPollMs: 12 * 60 * MINUTE, retryMs: MINUTE, leaseMs: 10 * MINUTE },
    };
  }
  const step = config.mailSimulationStepMs;
  return {
    mail: createSimulatedMailer(db, { stepMs: step, clock }),
    timings: {
      pollMs: Math.max(step / 2, 200),
      maxPollMs: step * 2,
      retryMs: Math.max(step / 4, 200),
      leaseMs: Math.max(step * 2, 5000),
    },
  };
}
