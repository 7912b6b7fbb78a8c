import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayIn } from "../../src/domain/time/clock.ts";
import { mailProofs, operatorAlerts, users } from "../../src/server/db/schema.ts";
import { optOutLink } from "../../src/server/features/case/reminders.ts";
import type { EmailMessage } from "../../src/server/providers/email/email-sender.ts";
import { expectErrorShape } from "../helpers/error-shape.ts";
import { multipart, numberedPng } from "../helpers/evidence-files.ts";
import { createLetter, letterInput } from "../helpers/factories.ts";
import {
  type Account,
  type OwnerRecords,
  ownedState,
  resetToken,
  seedOwnerRecords,
  signIn,
} from "../helpers/owner-records.ts";
import { recordRoutes } from "../helpers/route-table.ts";
import {
  createTestApp,
  signedInUser,
  signUp,
  TEST_SESSION_SECRET,
  type TestApp,
  uniqueEmail,
} from "../helpers/test-app.ts";

/**
 * Every route of the app, called as: signed out, user A on A's own records, user B on A's records,
 * and an admin (who is not an owner: user routes answer admins as they answer any other user).
 */
type Caller = "signedOut" | "owner" | "other" | "admin";
type Expected = [signedOut: number, owner: number, other: number, admin: number];
interface Call {
  url?: string;
  payload?: string | object;
  headers?: Record<string, string>;
}
interface Row {
  route: string;
  expected: Expected;
  /** Built for each cell: the records are always A's. */
  call?: (records: OwnerRecords, caller: Caller) => Call | Promise<Call>;
  /** The call ends the caller's session (sign-in rotates it, sign-out and resets delete it). */
  endsSession?: boolean;
}

const row = (route: string, expected: Expected, call?: Row["call"], endsSession = false): Row => ({
  route,
  expected,
  call,
  endsSession,
});
/** The username on every letter of A's: it must never show in another user's answers. */
const MARKER = "only.user.a.sees.this";

const MATRIX: Row[] = [
  row("GET /healthz", [200, 200, 200, 200]),
  row("GET /api/config", [200, 200, 200, 200]),
  row("GET /api/recipients", [200, 200, 200, 200]),
  row("GET /api/login", [302, 302, 302, 302]),
  row("GET /api/logout", [302, 302, 302, 302], () => ({ headers: { "sec-fetch-site": "same-origin" } }), true),
  row("POST /api/logout", [303, 303, 303, 303], undefined, true),
  row("POST /api/auth/logout", [200, 200, 200, 200], undefined, true),
  row("GET /api/auth/user", [200, 200, 200, 200]),
  row("PUT /api/auth/user/language", [401, 200, 200, 200], () => ({ payload: { language: "en" } })),
  // Knowing A's password or holding A's emailed reset token is what authorises these, not a session.
  row(
    "POST /api/auth/login",
    [200, 200, 200, 200],
    () => ({ payload: { email: owner.email, password: owner.password } }),
    true,
  ),
  row(
    "POST /api/auth/register",
    [201, 201, 201, 201],
    () => ({
      payload: { email: uniqueEmail("new"), password: "another long password", firstName: "N", lastName: "U" },
    }),
    true,
  ),
  row("POST /api/auth/forgot-password", [200, 200, 200, 200], () => ({ payload: { email: owner.email } })),
  row("POST /api/auth/reset-password/check", [200, 200, 200, 200], async () => ({
    payload: { token: await resetToken(t.app, sent, owner.email) },
  })),
  row(
    "POST /api/auth/reset-password",
    [200, 200, 200, 200],
    async () => ({ payload: { token: await resetToken(t.app, sent, owner.email), newPassword: owner.password } }),
    true,
  ),

  row("GET /api/demand-letters", [401, 200, 200, 200]),
  row("POST /api/demand-letters", [401, 201, 201, 201], () => ({ payload: letterInput() })),
  row("GET /api/demand-letters/:id", [401, 200, 404, 404], (r) => ({ url: `/api/demand-letters/${r.draftLetter}` })),
  // The owner, or an admin helping a customer, may edit A's unpaid letter; others see nothing.
  row("PATCH /api/demand-letters/:id", [401, 200, 404, 200], (r) => ({
    url: `/api/demand-letters/${r.draftLetter}`,
    payload: letterInput({ username: MARKER }),
  })),
  // Each caller allowed to delete gets a fresh unpaid letter of A's, so the next caller still meets the draft.
  row("DELETE /api/demand-letters/:id", [401, 204, 404, 204], async (r, caller) => ({
    url: `/api/demand-letters/${caller === "owner" || caller === "admin" ? await createLetter(t.app, cookies.get("owner") as string, { username: MARKER }) : r.draftLetter}`,
  })),
  row("GET /api/demand-letters/:id/download/:format", [401, 200, 404, 404], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/download/word`,
  })),
  // Its Spanish reading copy: to the same people as the letter itself.
  row("GET /api/demand-letters/:id/download/reading-copy/es", [401, 200, 404, 404], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/download/reading-copy/es`,
  })),
  // The letter's pages before payment (and the mailed copy's after): the owner, or an admin helping.
  row("GET /api/demand-letters/:id/pages", [401, 200, 404, 200], (r) => ({
    url: `/api/demand-letters/${r.draftLetter}/pages?package=mail`,
  })),

  // The case after the letter: the owner, or an admin helping; the opt-out link's token is what authorises it.
  row("GET /api/demand-letters/:id/case", [401, 200, 404, 200], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/case`,
  })),
  row("POST /api/demand-letters/:id/outcome", [401, 201, 404, 201], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/outcome`,
    payload: { kind: "no_reply" },
  })),
  // The sender's own record of how they sent it: support may not write it for them (403).
  row("PUT /api/demand-letters/:id/sending", [401, 200, 404, 403], async (r) => {
    const cookie = cookies.get("owner") as string;
    await t.app.inject({ url: `/api/demand-letters/${r.paidLetter}/download/pdf`, headers: { cookie } });
    return {
      url: `/api/demand-letters/${r.paidLetter}/sending`,
      /* Today on the sender's calendar (the factory's letters are from San Francisco). */
      payload: { sentOn: dayIn(new Date(), "America/Los_Angeles"), method: "certified_mail" },
    };
  }),
  // The day Meta's notice gives for an appeal inside Meta, and the final notice's sending: the sender's
  // own records. The notice is offered only after the deadline, so its sending answers A with 409 here.
  row("PUT /api/demand-letters/:id/appeal-window", [401, 200, 404, 403], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/appeal-window`,
    payload: { lastDay: "2027-03-01" },
  })),
  // The sender's county for the guide: A's letter is from California, whose fee is statewide (409).
  row("PUT /api/demand-letters/:id/county", [401, 409, 404, 403], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/county`,
    payload: { county: "Cook" },
  })),
  row("PUT /api/demand-letters/:id/follow-up/sending", [401, 409, 404, 403], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/follow-up/sending`,
    payload: { sentOn: dayIn(new Date(), "America/Los_Angeles"), method: "certified_mail" },
  })),
  row("POST /api/demand-letters/:id/evidence", [401, 201, 404, 201], async (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/evidence`,
    ...(await evidenceUpload()),
  })),
  row("GET /api/demand-letters/:id/evidence", [401, 200, 404, 200], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/evidence`,
  })),
  row("GET /api/demand-letters/:id/evidence/:evidenceId", [401, 200, 404, 200], async (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/evidence/${await ownersEvidence(r.paidLetter)}`,
  })),
  // Each caller gets a fresh file of A's. Deleting is the owner's: an admin removes a file with a reason (below).
  row("DELETE /api/demand-letters/:id/evidence/:evidenceId", [401, 204, 404, 404], async (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/evidence/${await ownersEvidence(r.paidLetter)}`,
  })),
  // Offered once the owner records that Meta refused (after a first download dates the letter).
  row("GET /api/demand-letters/:id/download/follow-up/:format", [401, 200, 404, 200], async (r) => {
    const cookie = cookies.get("owner") as string;
    await t.app.inject({ url: `/api/demand-letters/${r.paidLetter}/download/pdf`, headers: { cookie } });
    await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${r.paidLetter}/outcome`,
      payload: { kind: "refused" },
      headers: { cookie },
    });
    return { url: `/api/demand-letters/${r.paidLetter}/download/follow-up/word` };
  }),
  // The final notice's Spanish reading copy: offered with the notice (refused above by the owner).
  row("GET /api/demand-letters/:id/download/final-notice/reading-copy/es", [401, 200, 404, 200], async (r) => {
    const cookie = cookies.get("owner") as string;
    await t.app.inject({ url: `/api/demand-letters/${r.paidLetter}/download/pdf`, headers: { cookie } });
    await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${r.paidLetter}/outcome`,
      payload: { kind: "refused" },
      headers: { cookie },
    });
    return { url: `/api/demand-letters/${r.paidLetter}/download/final-notice/reading-copy/es` };
  }),
  // Going further: offered when each applies. The data request with any paid letter; the attorney
  // general's summary after a refusal (recorded above by the owner); arbitration only after the
  // terms' window after delivery, which a digital letter never has (409 for those allowed to ask).
  row("GET /api/demand-letters/:id/download/data-request/:format", [401, 200, 404, 200], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/download/data-request/word`,
  })),
  row("GET /api/demand-letters/:id/download/data-request/reading-copy/es", [401, 200, 404, 200], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/download/data-request/reading-copy/es`,
  })),
  row("GET /api/demand-letters/:id/download/ag-complaint", [401, 200, 404, 200], async (r) => {
    const cookie = cookies.get("owner") as string;
    await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${r.paidLetter}/outcome`,
      payload: { kind: "refused" },
      headers: { cookie },
    });
    return { url: `/api/demand-letters/${r.paidLetter}/download/ag-complaint` };
  }),
  row("GET /api/demand-letters/:id/download/arbitration", [401, 409, 404, 409], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/download/arbitration`,
  })),
  row("GET /api/demand-letters/:id/download/arbitration/reading-copy/es", [401, 409, 404, 409], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/download/arbitration/reading-copy/es`,
  })),
  row("GET /api/demand-letters/:id/download/ag-complaint/reading-copy/es", [401, 200, 404, 200], async (r) => {
    const cookie = cookies.get("owner") as string;
    await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${r.paidLetter}/outcome`,
      payload: { kind: "refused" },
      headers: { cookie },
    });
    return { url: `/api/demand-letters/${r.paidLetter}/download/ag-complaint/reading-copy/es` };
  }),
  // The out-of-court guide is for EU and UK senders: A's paid letter is a US letter, so 409 for those allowed to ask.
  row("GET /api/demand-letters/:id/download/out-of-court", [401, 409, 404, 409], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/download/out-of-court`,
  })),
  row("GET /api/demand-letters/:id/download/proof", [401, 200, 404, 200], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/download/proof`,
  })),
  row("GET /api/demand-letters/:id/download/proof/reading-copy/es", [401, 200, 404, 200], (r) => ({
    url: `/api/demand-letters/${r.paidLetter}/download/proof/reading-copy/es`,
  })),
  row("GET /api/demand-letters/:id/download/small-claims", [401, 200, 404, 200], async (r) => {
    const cookie = cookies.get("owner") as string;
    await t.app.inject({
      method: "POST",
      url: `/api/demand-letters/${r.paidLetter}/outcome`,
      payload: { kind: "refused" },
      headers: { cookie },
    });
    return { url: `/api/demand-letters/${r.paidLetter}/download/small-claims` };
  }),
  row("GET /api/reminders/opt-out", [200, 200, 200, 200], () => ({
    url: optOutLink({ appUrl: "", sessionSecret: TEST_SESSION_SECRET }, owner.id),
  })),
  // The emailed link is the key: whoever holds it (signed in or not) may switch that user's reminders.
  row("POST /api/reminders/opt-out", [200, 200, 200, 200], () => ({
    url: optOutLink({ appUrl: "", sessionSecret: TEST_SESSION_SECRET }, owner.id),
  })),
  row("POST /api/reminders/opt-in", [200, 200, 200, 200], () => ({
    url: optOutLink({ appUrl: "", sessionSecret: TEST_SESSION_SECRET }, owner.id).replace("opt-out", "opt-in"),
  })),
  // Signed in, each user reads and sets their own reminders only.
  row("GET /api/reminders", [401, 200, 200, 200]),
  row("PATCH /api/reminders", [401, 200, 200, 200], () => ({ payload: { on: true } })),

  row("GET /api/orders", [401, 200, 200, 200]),
  row("GET /api/orders/:id/upgrade/check", [401, 200, 404, 404], (r) => ({
    url: `/api/orders/${r.digitalOrder}/upgrade/check`,
  })),
  row("GET /api/orders/:id/proofs/:kind", [401, 200, 404, 200], (r) => ({
    url: `/api/orders/${r.mailOrder}/proofs/return_receipt`,
  })),
  row("POST /api/orders/:id/upgrade", [401, 200, 404, 404], (r) => ({ url: `/api/orders/${r.digitalOrder}/upgrade` })),
  // Only a checkout that was not paid can be removed: A's paid order answers A with 409 and changes nothing.
  row("DELETE /api/orders/:id", [401, 409, 404, 404], (r) => ({ url: `/api/orders/${r.digitalOrder}` })),
  row("POST /api/create-checkout-session", [401, 200, 404, 404], (r) => ({
    payload: { letterId: r.draftLetter, packageType: "mail" },
  })),
  row("GET /api/checkout/confirm", [401, 200, 404, 404], (r) => ({
    url: `/api/checkout/confirm?session_id=${r.paidSession}`,
  })),
  row("GET /api/test-checkout/:id", [401, 200, 404, 404], (r) => ({ url: `/api/test-checkout/${r.openSession}` })),
  row("POST /api/test-checkout/:id/pay", [401, 200, 404, 404], (r) => ({
    url: `/api/test-checkout/${r.openSession}/pay`,
    payload: { cardNumber: "4242 4242 4242 4242" },
  })),
  // No Stripe configured on this server: the webhook refuses everyone alike.
  row("POST /api/stripe/webhook", [400, 400, 400, 400], () => ({
    payload: "{}",
    headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=0" },
  })),
  // No Lob configured on this server: its webhook refuses everyone alike.
  row("POST /api/webhooks/lob", [400, 400, 400, 400], () => ({
    payload: "{}",
    headers: { "content-type": "application/json", "lob-signature": "0", "lob-signature-timestamp": "1" },
  })),

  row("GET /api/admin/letters", [401, 403, 403, 200]),
  row("GET /api/admin/queue", [401, 403, 403, 200]),
  row("GET /api/admin/letters/export", [401, 403, 403, 200]),
  row("GET /api/admin/summary", [401, 403, 403, 200]),
  row("GET /api/admin/audit", [401, 403, 403, 200]),
  row("GET /api/admin/queue/removed", [401, 403, 403, 200]),
  row("GET /api/admin/letters/:id/download/:format", [401, 403, 403, 200], (r) => ({
    url: `/api/admin/letters/${r.paidLetter}/download/pdf`,
  })),
  row("POST /api/admin/tracking", [401, 403, 403, 200], (r) => ({
    payload: { letterId: r.mailLetter, tracking: "9407 1112 2233" },
  })),
  row("POST /api/admin/queue/retry", [401, 403, 403, 200], (r) => ({ payload: { orderId: r.mailOrder } })),
  row("GET /api/admin/alerts", [401, 403, 403, 200]),
  row("POST /api/admin/alerts/:id/resolve", [401, 403, 403, 200], async () => ({
    url: `/api/admin/alerts/${await openAlert()}/resolve`,
  })),
  row("POST /api/admin/queue/remove", [401, 403, 403, 200], (r) => ({ payload: { orderId: r.mailOrder } })),
  row("GET /api/admin/outcomes", [401, 403, 403, 200]),
  row("POST /api/admin/letters/:id/evidence/:evidenceId/remove", [401, 403, 403, 200], async (r) => ({
    url: `/api/admin/letters/${r.paidLetter}/evidence/${await ownersEvidence(r.paidLetter)}/remove`,
    payload: { reason: "It showed the content Meta flagged." },
  })),
  row("POST /api/admin/orders/:id/refund", [401, 403, 403, 200], (r) => ({
    url: `/api/admin/orders/${r.digitalOrder}/refund`,
    payload: { reason: "Asked for by the customer." },
  })),

  // Anyone may write to support; only the signed-in owner may name A's letter in it.
  row("POST /api/support/messages", [400, 201, 400, 400], (r) => ({
    payload: { email: "visitor@example.com", message: "A question about this letter.", letterId: r.paidLetter },
  })),
  // The live chat: each signed-in caller reaches only their own conversation.
  row("GET /api/support/chat", [401, 200, 200, 200]),
  row("POST /api/support/chat", [401, 201, 201, 201], () => ({ payload: { message: "Where is my letter?" } })),
  row("POST /api/support/chat/seen", [401, 200, 200, 200], () => ({ payload: { through: 0 } })),
  row("GET /api/admin/support/messages", [401, 403, 403, 200]),
  row("GET /api/admin/support/messages/:id", [401, 403, 403, 200], async () => ({
    url: `/api/admin/support/messages/${await ownersMessage()}`,
  })),
  row("POST /api/admin/support/messages/:id/read", [401, 403, 403, 200], async () => ({
    url: `/api/admin/support/messages/${await ownersMessage()}/read`,
    payload: { read: true },
  })),
  row("POST /api/admin/support/messages/:id/reply", [401, 403, 403, 200], async () => ({
    url: `/api/admin/support/messages/${await ownersMessage()}/reply`,
    payload: { message: "Thank you, we are on it." },
  })),
];

let ownersMessageId: number | undefined;
/** A support message A sent (once); its id. */
async function ownersMessage(): Promise<number> {
  if (ownersMessageId !== undefined) return ownersMessageId;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/support/messages",
    payload: { message: "Where is my letter, please?" },
    headers: { cookie: cookies.get("owner") as string },
  });
  ownersMessageId = response.json().id as number;
  return ownersMessageId;
}

/** A screenshot as a browser uploads it. */
let uploads = 0;
/** A different picture each time: the same one again on a letter is answered as a retry (200). */
async function evidenceUpload(): Promise<Call> {
  uploads += 1;
  const { payload, headers } = multipart([
    { name: "file", fileName: "notice.png", type: "image/png", bytes: await numberedPng(uploads) },
  ]);
  return { payload: payload as unknown as string, headers };
}

/** A file A uploaded to A's letter; its id. */
/** An open operator alert, raised straight in the database. */
async function openAlert(): Promise<number> {
  const [alert] = await t.db
    .insert(operatorAlerts)
    .values({ kind: "order_paused", message: "Waits for an admin.", dedupeKey: `matrix:${Math.random()}` })
    .returning({ id: operatorAlerts.id });
  return alert.id;
}

async function ownersEvidence(letterId: number): Promise<number> {
  const upload = await evidenceUpload();
  const response = await t.app.inject({
    method: "POST",
    url: `/api/demand-letters/${letterId}/evidence`,
    payload: upload.payload,
    headers: { ...upload.headers, cookie: cookies.get("owner") as string },
  });
  return response.json().id;
}

let t: TestApp;
let routes: Set<string>;
const sent: EmailMessage[] = [];
let owner: Account;
let other: Account;
let admin: Account;
let records: OwnerRecords;
const cookies = new Map<Caller, string>();

async function account(): Promise<Account> {
  const { user, email, password } = await signUp(t.app);
  return { id: user.id, email, password };
}

/** Signs in again whoever's session a call ended. */
async function refreshSessions() {
  const accounts: [Caller, Account][] = [
    ["owner", owner],
    ["other", other],
    ["admin", admin],
  ];
  await Promise.all(
    accounts.map(async ([caller, who]) => {
      const cookie = cookies.get(caller);
      const alive = cookie && (await signedInUser(t.app, cookie)) !== null;
      if (!alive) cookies.set(caller, await signIn(t.app, who));
    }),
  );
}

beforeAll(async () => {
  const recorder = recordRoutes();
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_SCALE: "1000" },
    email: { send: async (message) => void sent.push(message) },
  });
  recorder.stop();
  routes = recorder.routes;
  [owner, other, admin] = await Promise.all([account(), account(), account()]);
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  await refreshSessions();
  records = await seedOwnerRecords(t.app, t.db, cookies.get("owner") as string, MARKER);
  // A proof of delivery kept for the owner's mail order, as the proof fetcher keeps one.
  const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
  await t.db.insert(mailProofs).values({
    orderId: records.mailOrder,
    kind: "return_receipt",
    simulated: false,
    source: "LetterStream getinfo=sig",
    pdf,
    pdfSha256: createHash("sha256").update(pdf).digest("hex"),
    pageCount: 1,
  });
});
afterAll(() => t.close());

async function callAs(caller: Caller, entry: Row) {
  const [method, path] = entry.route.split(" ") as ["GET" | "POST" | "PATCH" | "DELETE", string];
  const { url = path, payload, headers = {} } = (await entry.call?.(records, caller)) ?? {};
  const cookie = cookies.get(caller);
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...(caller === "signedOut" || !cookie ? {} : { cookie }) },
  });
}

describe("authorization matrix", () => {
  it("has exactly one row for every route the server serves", () => {
    expect(routes.size).toBeGreaterThan(20);
    expect(MATRIX.map((entry) => entry.route).sort()).toEqual([...routes].sort());
  });

  const label = (entry: Row) => `${entry.route}: ${entry.expected.join(" / ")}`;
  it.each(MATRIX.map((entry) => [label(entry), entry] as const))("%s", async (_label, entry) => {
    const [signedOut, own, others, admins] = entry.expected;
    // Owner last, so what the others try meets A's records untouched and leaves them so.
    const order: [Caller, number][] = [
      ["signedOut", signedOut],
      ["other", others],
      ["admin", admins],
      ["owner", own],
    ];
    const adminMayChange =
      entry.route.startsWith("POST /api/admin/") || /^(PATCH|DELETE) \/api\/demand-letters\//.test(entry.route);
    for (const [caller, status] of order) {
      const before = await ownedState(t.db, owner.id);
      const response = await callAs(caller, entry);
      expect(response.statusCode, `${caller}: ${response.body.slice(0, 300)}`).toBe(status);
      if (status >= 400) expectErrorShape(response);
      if (caller !== "owner" && !(caller === "admin" && adminMayChange)) {
        expect(await ownedState(t.db, owner.id), `${caller} changed A's records`).toBe(before);
      }
      if (entry.endsSession) await refreshSessions();
    }
  });
});

describe("what another user sees", () => {
  it.each(["other", "admin"] as const)("as %s: lists and the current user never show A's records", async (caller) => {
    const cookie = cookies.get(caller) as string;
    const get = async (url: string) => (await t.app.inject({ url, headers: { cookie } })).json();
    const letters: { id: number }[] = await get("/api/demand-letters");
    const orders: { id: number; demandLetterId: number }[] = await get("/api/orders");
    const me = await get("/api/auth/user");
    const ownLetters = [records.draftLetter, records.paidLetter, records.mailLetter];
    for (const letter of letters) expect(ownLetters).not.toContain(letter.id);
    for (const order of orders) {
      expect([records.digitalOrder, records.mailOrder]).not.toContain(order.id);
      expect(ownLetters).not.toContain(order.demandLetterId);
    }
    expect(me.id).toBe(caller === "admin" ? admin.id : other.id);
    const bodies = JSON.stringify([letters, orders, me]);
    expect(bodies).not.toContain(owner.email);
    expect(bodies).not.toContain(MARKER);
  });

  it("A's own lists do show A's records", async () => {
    const cookie = cookies.get("owner") as string;
    const letters = (await t.app.inject({ url: "/api/demand-letters", headers: { cookie } })).json() as {
      id: number;
    }[];
    const orders = (await t.app.inject({ url: "/api/orders", headers: { cookie } })).json() as { id: number }[];
    expect(letters.map((letter) => letter.id)).toEqual(
      expect.arrayContaining([records.draftLetter, records.paidLetter, records.mailLetter]),
    );
    expect(orders.map((order) => order.id)).toEqual(expect.arrayContaining([records.digitalOrder, records.mailOrder]));
    expect(JSON.stringify(letters)).toContain(MARKER);
  });
});
