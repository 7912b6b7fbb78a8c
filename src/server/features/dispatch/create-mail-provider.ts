import type { Db } from "../../db/client.ts";
import type { Config } from "../../env.ts";
import { createLetterStreamClient } from "../../providers/mail/letterstream-client.ts";
import { createLobClient } from "../../providers/mail/lob-client.ts";
import type { MailProvider } from "../../providers/mail/mail-provider.ts";
import { type MailProviders, mailProviders } from "../../providers/mail/mail-providers.ts";
import { createSimulatedMailer } from "../../providers/mail/simulated-mailer.ts";
import type { DispatchTimings } from "./dispatch-deps.ts";

const MINUTE = 60_000;
/** A real service moves in hours: poll every 30 minutes at first, then up to every 12 hours (Lob's webhooks come sooner). */
const REAL_SERVICE_TIMINGS: DispatchTimings = {
  pollMs: 30 * MINUTE,
  maxPollMs: 12 * 60 * MINUTE,
  retryMs: MINUTE,
  leaseMs: 10 * MINUTE,
};

/**
 * Every provider whose keys are set (so orders handed to one keep going after a switch), the
 * simulated mailer always, and the one config.mailProvider names as current; timings suit the current one.
 */
export function createMailProvider(
  config: Config,
  db: Db,
  clock: () => Date,
): { mail: MailProviders; timings: DispatchTimings } {
  const step = config.mailSimulationStepMs;
  const available: MailProvider[] = [createSimulatedMailer(db, { stepMs: step, clock })];
  const { apiId, apiKey, apiBase } = config.letterstream;
  if (apiId && apiKey) {
    available.push(createLetterStreamClient({ apiId, apiKey, baseUrl: apiBase ?? "https://www.letterstream.com" }));
  }
  if (config.lob.apiKey) available.push(createLobClient({ apiKey: config.lob.apiKey, baseUrl: config.lob.apiBase }));
  const current = available.find((provider) => provider.kind === config.mailProvider) ?? available[0];
  const timings =
    current.kind === "simulated"
      ? {
          pollMs: Math.max(step / 2, 200),
          maxPollMs: step * 2,
          retryMs: Math.max(step / 4, 200),
          // The lease must outlast the slowest step (rendering the mailed PDF on a busy machine), or two workers meet.
          leaseMs: Math.max(step * 2, MINUTE),
        }
      : REAL_SERVICE_TIMINGS;
  return { mail: mailProviders(current, available), timings };
}
