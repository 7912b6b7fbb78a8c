import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { simulatedMailJobs } from "../../db/schema.ts";
import { simulatedReturnReceipt } from "./simulated-receipt.ts";
import {
  type JobState,
  type MailProvider,
  MailProviderError,
  type MailStatus,
  type TrackingInfo,
} from "./mail-provider.ts";

/** How far a released letter has gone after n steps of the simulated clock. */
const TIMELINE: { afterSteps: number; status: MailStatus; rawStatus: string }[] = [
  { afterSteps: 0, status: "submitted", rawStatus: "Submitted" },
  { afterSteps: 1, status: "mailed", rawStatus: "Mailed" },
  { afterSteps: 2, status: "in_transit", rawStatus: "In Transit" },
  { afterSteps: 4, status: "delivered", rawStatus: "Delivered" },
];

/**
 * A stand-in for a mail service used when no keys are set (refused in production): jobs are
 * held and released in our database, and a released letter is "mailed", "in transit" and
 * "delivered" as the steps pass, with a 22-digit tracking number and a return receipt marked
 * simulated on its face.
 */
export function createSimulatedMailer(db: Db, options: { stepMs: number; clock: () => Date }): MailProvider {
  async function find(job: string) {
    const [row] = await db.select().from(simulatedMailJobs).where(eq(simulatedMailJobs.job, job));
    return row;
  }
  return {
    kind: "simulated",
    async hold(request) {
      /* As LetterStream refuses a job name already used: the dispatcher then asks what the job is. */
      if (await find(request.job)) throw new MailProviderError("job_taken", `job ${request.job} is already held`);
      const authCode = randomBytes(8).toString("hex");
      await db.insert(simulatedMailJobs).values({
        job: request.job,
        docId: request.docId,
        authCode,
        trackingNumber: trackingNumberFor(request.job),
        heldAt: options.clock(),
      });
      return { authCode, priceCents: 1185 };
    },
    async release(authCode) {
      await db
        .update(simulatedMailJobs)
        .set({ releasedAt: options.clock() })
        .where(and(eq(simulatedMailJobs.authCode, authCode), isNull(simulatedMailJobs.releasedAt)));
    },
    async mailingStatus({ job }): Promise<JobState> {
      const row = await find(job);
      if (!row) return { state: "absent" };
      if (!row.releasedAt) return { state: "held", authCode: row.authCode };
      const reached = stepsReached(row.releasedAt, options);
      const current = reached[reached.length - 1];
      return { state: "released", status: current.status, rawStatus: current.rawStatus };
    },
    async tracking({ job }): Promise<TrackingInfo> {
      const row = await find(job);
      const releasedAt = row?.releasedAt;
      if (!releasedAt) return { status: "submitted", rawStatus: "Not released", events: [] };
      const reached = stepsReached(releasedAt, options);
      const current = reached[reached.length - 1];
      return {
        status: current.status,
        rawStatus: current.rawStatus,
        trackingNumber: current.status === "submitted" ? undefined : row.trackingNumber,
        events: reached.map((step) => ({
          status: step.rawStatus,
          at: new Date(releasedAt.getTime() + step.afterSteps * options.stepMs).toISOString(),
        })),
      };
    },
    /** Once the simulated letter is delivered: a return receipt that says it is simulated. */
    async proofs({ job }) {
      const row = await find(job);
      if (!row?.releasedAt) return [];
      const deliveredAfter = TIMELINE[TIMELINE.length - 1].afterSteps * options.stepMs;
      const deliveredAt = new Date(row.releasedAt.getTime() + deliveredAfter);
      if (deliveredAt > options.clock()) return [];
      const pdf = await simulatedReturnReceipt({ trackingNumber: row.trackingNumber, job, deliveredAt });
      return [{ kind: "return_receipt", pdf, simulated: true, source: "Simulated mailer (not USPS)" }];
    },
  };
}

/** The timeline steps a letter released at `releasedAt` has reached by now (at least "Submitted"). */
function stepsReached(releasedAt: Date, options: { stepMs: number; clock: () => Date }) {
  const steps = (options.clock().getTime() - releasedAt.getTime()) / options.stepMs;
  return TIMELINE.filter((step, index) => index === 0 || steps >= step.afterSteps);
}

/** USPS certified mail numbers are 22 digits; this one is stable for the job. */
function trackingNumberFor(job: string): string {
  const digits = BigInt(`0x${createHash("sha256").update(job).digest("hex").slice(0, 16)}`)
    .toString()
    .padStart(20, "0");
  return `9407${digits.slice(0, 18)}`;
}
