import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema.ts";
import { jobName } from "../../src/server/features/dispatch/dispatch-deps.ts";
import { orderById } from "../helpers/factories.ts";
import type { LobStandInLetter } from "../stand-ins/lob-stand-in.ts";
import { scaled } from "../timeouts.ts";
import { auditEventsOfOrders, letDispatchWaitPass } from "./order-records.ts";
import { createProcessDatabase, type ProcessDatabase } from "./process-database.ts";
import { type Providers, startProviders } from "./providers.ts";
import { killAllServers, outputOf, type ServerProcess, sleep, startServer, waitFor, within } from "./server-process.ts";
import { createLetter, deliverWebhook, ordersOf, signUp, startCheckout, type Visitor } from "./visitor.ts";

/**
 * The Lob side of crash-restart.test.ts: Lob creates (and so mails) a letter in one call, with the
 * order's job name as its Idempotency-Key and metadata. A server killed with SIGKILL after Lob made
 * the letter but before the server wrote it down must, restarted on the same database, find that
 * letter by its job and record it, never create a second one.
 */
const HOLD_ARRIVES_MS = scaled(15_000);
const QUIET_MS = 500;
const TEST_TIMEOUT_MS = scaled(60_000);

let database: ProcessDatabase;
let providers: Providers;
let server: ServerProcess;
let visitor: Visitor;
/** Made an admin while the server is down, to read the queue as the admin page does. */
let admin: Visitor;
let restarts = 0;

const serverEnv = () => ({ ...database.env, ...providers.env, DISPATCH_INTERVAL_SECONDS: "0.2" });
const restart = () => startServer(`restart-${++restarts}`, serverEnv(), server.port);

function lob() {
  if (!providers.lob) throw new Error("the Lob stand-in was not started");
  return providers.lob;
}

/** The job a Lob letter's metadata names. */
const jobOf = (entry: LobStandInLetter) => (entry.letter.metadata as Record<string, string>).job;

/** The letters Lob holds for the order. */
const lettersOf = (orderId: number) =>
  lob()
    .letters()
    .filter((entry) => jobOf(entry) === jobName(orderId));

beforeAll(async () => {
  [database, providers] = await Promise.all([createProcessDatabase(), startProviders({ lob: true })]);
  server = await startServer("first", serverEnv());
  [visitor, admin] = [await signUp(server), await signUp(server)];
});
afterAll(async () => {
  await killAllServers();
  await providers?.close();
  await database?.close();
});
beforeEach(({ onTestFailed }) => onTestFailed(() => console.error(outputOf([server]))));

function waitForMailStatus(orderId: number, mailStatus: string) {
  return waitFor(
    `order ${orderId} reaching mail status ${mailStatus}`,
    async () =>
      (await ordersOf(visitor, server)).find((order) => order.id === orderId && order.mailStatus === mailStatus),
    { servers: [server] },
  );
}

interface QueueRow {
  id: number;
  mailStatus: string;
  mailProvider: string;
  mailProviderId: string | null;
  letterStreamStatus: string | null;
  dispatchError: string | null;
}

/** The order as the admin's mail queue shows it, once it is submitted. */
function waitForSubmitted(orderId: number) {
  return waitFor(
    `order ${orderId} submitted in the admin queue`,
    async () => {
      const reply = await admin.call(server, "GET", "/api/admin/queue");
      if (reply.status !== 200) throw new Error(`queue not listed: ${reply.status} ${reply.body}`);
      return reply.json<QueueRow[]>().find((row) => row.id === orderId && row.mailStatus === "submitted");
    },
    { servers: [server] },
  );
}

describe("a server killed with SIGKILL while Lob creates the letter, restarted on the same database", () => {
  it("finds the letter Lob made by its job, records it as submitted, creates no second one, and follows its signed events", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const held = lob().holdNextReply("POST", "/v1/letters");
    const letterId = await createLetter(visitor, server);
    const { orderId, sessionId } = await startCheckout(visitor, server, letterId, "mail");
    providers.stripe.pay(sessionId);
    expect(await deliverWebhook(server, providers.paidEvent(sessionId))).toBe(200);
    await within(held.arrived, HOLD_ARRIVES_MS, "the worker's create reaching Lob", [server]);
    await providers.smtp.waitFor((message) => message.text.includes(`receipt for Order #${orderId}`));
    await server.kill();
    held.release();

    // Lob made the letter (and would mail it); the server died before it heard so.
    const job = jobName(orderId);
    expect(job).toMatch(/^RL\d{8}$/);
    expect(lettersOf(orderId)).toHaveLength(1);
    const [{ letter, idempotencyKey }] = lettersOf(orderId);
    expect(idempotencyKey).toBe(job);
    const atCrash = await database.read(async (db) => {
      await letDispatchWaitPass(db, [orderId]);
      await db.update(users).set({ isAdmin: true }).where(eq(users.email, admin.email));
      return orderById(db, orderId);
    });
    expect(atCrash).toMatchObject({
      status: "completed",
      mailProvider: "lob",
      mailStatus: "not_submitted",
      mailProviderId: null,
      inQueue: true,
    });

    server = await restart();
    expect(await waitForSubmitted(orderId)).toMatchObject({
      mailProvider: "lob",
      mailProviderId: letter.id,
      dispatchError: null,
    });
    await sleep(QUIET_MS);
    expect(lob().letters()).toHaveLength(1);
    expect(lob().seen.filter((request) => request.method === "POST")).toHaveLength(1);
    // The restarted worker found the letter by asking Lob for the letters of its job.
    const asked = lob().seen.findIndex(
      (request) => request.method === "GET" && request.path.includes(`metadata[job]=${job}`),
    );
    expect(asked).toBeGreaterThan(lob().seen.findIndex((request) => request.method === "POST"));

    lob().advance(letter.id, "Delivered");
    const answer = await lob().sendWebhook(`${server.url}/api/webhooks/lob`, "letter.certified.delivered", letter.id);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ received: true, outcome: "recorded" });
    await waitForMailStatus(orderId, "delivered");
    await sleep(QUIET_MS);
    await server.kill();

    const { delivered, audits } = await database.read(async (db) => ({
      delivered: await orderById(db, orderId),
      audits: await auditEventsOfOrders(db, [orderId]),
    }));
    expect(delivered).toMatchObject({ mailStatus: "delivered", mailProviderId: letter.id });
    expect(audits.map((audit) => audit.action)).toEqual([]);
    expect(
      lob()
        .letters()
        .map((entry) => [entry.letter.id, jobOf(entry)]),
    ).toEqual([[letter.id, job]]);
    expect(providers.receiptsFor(orderId)).toHaveLength(1);
  });
});
