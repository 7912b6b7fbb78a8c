import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLobClient } from "../../src/server/providers/mail/lob-client.ts";
import { readLobEvent, verifyLobSignature } from "../../src/server/providers/mail/lob-webhook.ts";
import { type HoldRequest, MailProviderError } from "../../src/server/providers/mail/mail-provider.ts";
import { startLobStandIn } from "../stand-ins/lob-stand-in.ts";

const API_KEY = "test_0123456789abcdef0123456789abcdef";
const SECRET = "lob-webhook-secret-for-tests";
/** Short enough to keep the timeout tests quick, long enough for a loaded machine. */
const SHORT_TIMEOUT_MS = 1000;

let standIn: Awaited<ReturnType<typeof startLobStandIn>>;
let client: ReturnType<typeof createLobClient>;
let sequence = 0;

beforeAll(async () => {
  standIn = await startLobStandIn({ apiKey: API_KEY, webhookSecret: SECRET });
  client = createLobClient({ apiKey: API_KEY, baseUrl: standIn.url, timeoutMs: 10_000 });
});
afterAll(() => standIn.close());

function holdRequest(overrides: Partial<HoldRequest> = {}): HoldRequest {
  sequence += 1;
  return {
    job: `LOB${String(sequence).padStart(8, "0")}`,
    docId: `D${sequence}`,
    to: {
      name1: "Meta Platforms, Inc.",
      name2: "Legal Department",
      address1: "1 Hacker Way",
      city: "Menlo Park",
      state: "CA",
      zip: "94025",
    },
    from: { name1: "Jane Doe", address1: "12 Elm St", address2: "Apt 4", city: "Austin", state: "TX", zip: "78701" },
    pdf: Buffer.from(`%PDF-1.4\n% letter ${sequence}\n1 0 obj <<>> endobj\n%%EOF\n`),
    pages: 2,
    ...overrides,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<MailProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MailProviderError) return error;
    throw error;
  }
  throw new Error("expected a MailProviderError");
}

const lettersOf = (job: string) => standIn.letters().filter((entry) => entry.fields["metadata[job]"] === job);

describe("creating a Lob letter (hold)", () => {
  it("uploads the exact PDF, certified with return receipt and one-sided, with our addresses and names, and gives the tracking number at once", async () => {
    const request = holdRequest();
    const held = await client.hold(request);
    const [created] = lettersOf(request.job);
    expect(held).toEqual({
      authCode: expect.stringMatching(/^ltr_/),
      providerId: held.authCode,
      released: true,
      trackingNumber: created.letter.tracking_number,
    });
    expect(held.trackingNumber).toMatch(/^\d{22}$/);
    expect(created.pdf.equals(request.pdf)).toBe(true);
    expect(created.idempotencyKey).toBe(request.job);
    expect(created.fields).toMatchObject({
      extra_service: "certified_return_receipt",
      mail_type: "usps_first_class",
      color: "false",
      double_sided: "false",
      use_type: "operational",
      address_placement: "insert_blank_page",
      "to[name]": "Meta Platforms, Inc.",
      "to[company]": "Legal Department",
      "to[address_line1]": "1 Hacker Way",
      "to[address_city]": "Menlo Park",
      "to[address_state]": "CA",
      "to[address_zip]": "94025",
      "to[address_country]": "US",
      "from[name]": "Jane Doe",
      "from[address_line2]": "Apt 4",
      "metadata[job]": request.job,
      "metadata[doc]": request.docId,
    });
    expect(created.fields).not.toHaveProperty("from[company]");
    await expect(client.release(held.authCode)).resolves.toBeUndefined();
    expect(lettersOf(request.job)).toHaveLength(1);
  });

  it.each(["drop_after_create", "timeout"] as const)(
    "a create whose answer is lost (%s) is unclear, and its retry returns the same one letter",
    async (failure) => {
      const impatient = createLobClient({ apiKey: API_KEY, baseUrl: standIn.url, timeoutMs: SHORT_TIMEOUT_MS });
      const request = holdRequest();
      standIn.failNext(failure);
      expect((await failureOf(impatient.hold(request))).kind).toBe("unclear");
      expect(lettersOf(request.job)).toHaveLength(1);
      const again = await client.hold(request);
      expect(again.providerId).toBe(lettersOf(request.job)[0].letter.id);
      expect(lettersOf(request.job)).toHaveLength(1);
    },
  );

  it("refuses what is not a PDF or a job name before sending anything", async () => {
    const before = standIn.seen.length;
    expect((await failureOf(client.hold(holdRequest({ pdf: Buffer.from("<html>") })))).kind).toBe("rejected");
    expect((await failureOf(client.hold(holdRequest({ job: "short" })))).kind).toBe("rejected");
    expect(standIn.seen.length).toBe(before);
  });
});

describe("what Lob says about a letter", () => {
  it("mailingStatus: absent before the create, then released with Lob's id, status and tracking number", async () => {
    const request = holdRequest();
    expect(await client.mailingStatus(request)).toEqual({ state: "absent" });
    const held = await client.hold(request);
    expect(await client.mailingStatus(request)).toEqual({
      state: "released",
      providerId: held.providerId,
      authCode: held.providerId,
      status: "submitted",
      rawStatus: "Created",
      trackingNumber: expect.stringMatching(/^\d{22}$/),
    });
    await client.cancel(held.authCode);
    expect(await client.mailingStatus(request)).toMatchObject({ state: "released", status: "cancelled" });
  });

  it("mailingStatus is unknown when Lob's list holds letters of other jobs (the filter was not applied)", async () => {
    await client.hold(holdRequest());
    const unfiltered = createLobClient({
      apiKey: API_KEY,
      baseUrl: standIn.url,
      fetch: (input, init) => fetch(String(input).replace(/&metadata\[job\]=[^&]*/, ""), init),
    });
    expect(await unfiltered.mailingStatus(holdRequest())).toMatchObject({ state: "unknown", raw: expect.any(String) });
  });

  it("maps certified tracking events to our statuses, keeping Lob's words, dates and details", async () => {
    const request = holdRequest();
    const { providerId } = await client.hold(request);
    const letterId = providerId ?? "";
    const ref = { job: request.job, docId: request.docId, providerId };
    expect(await client.tracking(ref)).toMatchObject({ status: "submitted", rawStatus: "Created", events: [] });
    const steps = [
      ["Mailed", "mailed"],
      ["In Transit", "in_transit"],
      ["Issue", "in_transit"],
      ["In Local Area", "in_transit"],
      ["Processed for Delivery", "in_transit"],
      ["Delivered", "delivered"],
    ] as const;
    for (const [index, [name, status]] of steps.entries()) {
      standIn.advance(letterId, name, `2030-01-0${index + 1}T12:00:00.000Z`);
      expect(await client.tracking(ref)).toMatchObject({ status, rawStatus: name });
    }
    const info = await client.tracking({ job: request.job, docId: request.docId });
    expect(info.trackingNumber).toMatch(/^\d{22}$/);
    expect(info.events[0]).toEqual({ status: "Mailed", at: "2030-01-01T12:00:00.000Z", details: "package_accepted" });
    expect(info.events.map((event) => event.status)).toEqual(steps.map(([name]) => name));
  });

  it("Returned to Sender is returned, names are read in any case, a word Lob has not published leaves the status unknown", async () => {
    const returned = await client.hold(holdRequest());
    standIn.advance(returned.authCode, "Mailed");
    standIn.advance(returned.authCode, "Returned to Sender");
    expect(await client.tracking({ job: "x", docId: "x", providerId: returned.authCode })).toMatchObject({
      status: "returned",
      rawStatus: "Returned to Sender",
    });
    // The Tracking Events table of lob-api-public.yml writes "Processed For Delivery".
    const capitals = await client.hold(holdRequest());
    standIn.advance(capitals.authCode, "Processed For Delivery");
    expect(await client.tracking({ job: "x", docId: "x", providerId: capitals.authCode })).toMatchObject({
      status: "in_transit",
    });
    const odd = await client.hold(holdRequest());
    standIn.advance(odd.authCode, "Lost at Sea");
    expect(await client.tracking({ job: "x", docId: "x", providerId: odd.authCode })).toMatchObject({
      status: undefined,
      rawStatus: "Lost at Sea",
    });
  });

  it("proofs: the rendered letter from its signed url, fetched without our key; none once cancelled", async () => {
    const request = holdRequest();
    const { providerId } = await client.hold(request);
    const [proof] = await client.proofs({ job: request.job, docId: request.docId, providerId });
    expect(proof).toMatchObject({ kind: "printed_piece", simulated: false, source: "Lob letter url" });
    expect(proof.pdf.equals(request.pdf)).toBe(true);
    const assetRequest = standIn.seen.filter((seen) => seen.path.startsWith(`/assets/letters/${providerId}.pdf`));
    expect(assetRequest).toEqual([expect.objectContaining({ authorized: false })]);
    await client.cancel(providerId ?? "");
    expect(await client.proofs({ job: request.job, docId: request.docId, providerId })).toEqual([]);
    const elsewhere = await client.hold(holdRequest());
    const stored = standIn.letters().find((entry) => entry.letter.id === elsewhere.authCode);
    if (stored) stored.letter.url = "https://example.com/letters/x.pdf";
    const refused = await failureOf(client.proofs({ job: "x", docId: "x", providerId: elsewhere.authCode }));
    expect(refused.kind).toBe("unclear");
  });
});

describe("Lob's refusals and failures", () => {
  it("a wrong key is auth, bad data is rejected with Lob's message, and the key is never in a message", async () => {
    const wrong = createLobClient({ apiKey: "test_wrong", baseUrl: standIn.url });
    const auth = await failureOf(wrong.hold(holdRequest()));
    expect(auth).toMatchObject({ kind: "auth", code: "unauthorized" });
    const bad = holdRequest();
    const refused = await failureOf(client.hold({ ...bad, to: { ...bad.to, zip: "9402" } }));
    expect(refused).toMatchObject({ kind: "rejected", code: "invalid" });
    expect(refused.message).toContain("to.address_zip must be a ZIP");
    const missing = await failureOf(client.tracking({ job: "x", docId: "x", providerId: "ltr_0000000000000000" }));
    expect(missing).toMatchObject({ kind: "rejected", code: "not_found" });
    const basic = Buffer.from(`${API_KEY}:`).toString("base64");
    for (const error of [auth, refused, missing]) {
      expect(error.message).not.toContain(API_KEY);
      expect(error.message).not.toContain(basic);
    }
  });

  it.each(["http_500", "malformed", "timeout"] as const)("%s is unclear", async (failure) => {
    const impatient = createLobClient({ apiKey: API_KEY, baseUrl: standIn.url, timeoutMs: SHORT_TIMEOUT_MS });
    const { providerId } = await client.hold(holdRequest());
    standIn.failNext(failure);
    const error = await failureOf(impatient.tracking({ job: "x", docId: "x", providerId }));
    expect(error.kind).toBe("unclear");
    expect(error.message).not.toContain(API_KEY);
  });

  it("a service that is not there is unclear", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = createLobClient({ apiKey: API_KEY, baseUrl: `http://127.0.0.1:${port}` });
    expect((await failureOf(nowhere.mailingStatus({ job: "LOB99999999", docId: "D99999999" }))).kind).toBe("unclear");
  });
});

describe("Lob webhooks", () => {
  let receiver: { url: string; received: { body: Buffer; headers: IncomingHttpHeaders }[]; close(): Promise<void> };
  beforeAll(async () => {
    const received: { body: Buffer; headers: IncomingHttpHeaders }[] = [];
    const server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received.push({ body: Buffer.concat(chunks), headers: request.headers });
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    receiver = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/lob`,
      received,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  });
  afterAll(() => receiver.close());

  async function delivered(eventType: string, letterId: string, sign: { secret?: string; timestamp?: string } = {}) {
    await standIn.sendWebhook(receiver.url, eventType, letterId, sign);
    const last = receiver.received.at(-1);
    if (!last) throw new Error("nothing received");
    return last;
  }

  it("accepts Lob's signature on the raw body; refuses a wrong secret, a changed body, a stale or missing timestamp", async () => {
    const { authCode } = await client.hold(holdRequest());
    const now = new Date();
    const good = await delivered("letter.created", authCode);
    expect(good.headers["lob-signature"]).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyLobSignature(good.body, good.headers, SECRET, now)).toEqual({ ok: true });

    const wrongSecret = await delivered("letter.created", authCode, { secret: "another-secret" });
    expect(verifyLobSignature(wrongSecret.body, wrongSecret.headers, SECRET, now)).toEqual({
      ok: false,
      reason: "Lob-Signature does not match the body",
    });
    const tampered = Buffer.from(good.body.toString("utf8").replace(authCode, "ltr_0000000000000000"));
    expect(verifyLobSignature(tampered, good.headers, SECRET, now)).toMatchObject({ ok: false });
    const stale = await delivered("letter.created", authCode, { timestamp: String(now.getTime() - 6 * 60_000) });
    expect(verifyLobSignature(stale.body, stale.headers, SECRET, now)).toEqual({
      ok: false,
      reason: "Lob-Signature-Timestamp is more than 300 s from now",
    });
    const { "lob-signature-timestamp": _dropped, ...withoutTimestamp } = good.headers;
    expect(verifyLobSignature(good.body, withoutTimestamp, SECRET, now)).toMatchObject({ ok: false });
    expect(verifyLobSignature(good.body, good.headers, "", now)).toMatchObject({ ok: false });
    expect(verifyLobSignature(good.body, { ...good.headers, "lob-signature": "zz" }, SECRET, now)).toMatchObject({
      ok: false,
    });
  });

  it("reads certified events as our statuses, keeps Issue and unknown types unacted, and refuses what is not an event", async () => {
    const request = holdRequest();
    const { authCode } = await client.hold(request);
    standIn.advance(authCode, "Mailed", "2030-02-01T10:00:00.000Z");
    standIn.advance(authCode, "Delivered", "2030-02-03T15:30:00.000Z");
    const event = readLobEvent((await delivered("letter.certified.delivered", authCode)).body);
    expect(event).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      type: "letter.certified.delivered",
      letterId: authCode,
      job: request.job,
      status: "delivered",
      rawStatus: "Delivered",
      at: "2030-02-03T15:30:00.000Z",
      details: "delivered",
      trackingNumber: expect.stringMatching(/^\d{22}$/),
    });
    standIn.advance(authCode, "Issue");
    expect(readLobEvent((await delivered("letter.certified.issue", authCode)).body)).toMatchObject({
      status: undefined,
      rawStatus: "Issue",
      details: "delivery_attempted",
    });
    expect(readLobEvent((await delivered("letter.viewed", authCode)).body)).toMatchObject({
      type: "letter.viewed",
      status: undefined,
      rawStatus: "letter.viewed",
    });
    expect(readLobEvent((await delivered("letter.certified.mailed", authCode)).body)).toMatchObject({
      status: "mailed",
      rawStatus: "Mailed",
    });
    expect(readLobEvent((await delivered("letter.deleted", authCode)).body)).toMatchObject({
      letterId: authCode,
      status: "cancelled",
      job: undefined,
    });
    expect(readLobEvent(Buffer.from("{not json"))).toEqual({ error: "The event is not JSON" });
    expect(readLobEvent(Buffer.from(JSON.stringify({ id: "evt_1", event_type: {} })))).toHaveProperty("error");
  });
});

describe("checkKey (npm run mail:check)", () => {
  it("with a test key creates one test letter and cancels it, printing Lob's replies", async () => {
    const before = standIn.letters().length;
    const check = await client.checkKey();
    expect(check).toMatchObject({
      ok: true,
      reason: expect.stringMatching(/created test letter ltr_\w+ and cancelled it/),
    });
    expect(check.raw).toEqual([
      expect.stringMatching(/^POST \/v1\/letters -> HTTP 200 \{"id":"ltr_/),
      expect.stringMatching(/^DELETE \/v1\/letters\/ltr_\w+ -> HTTP 200 \{"id":"ltr_\w+","deleted":true\}$/),
    ]);
    const created = standIn.letters().slice(before);
    expect(created).toHaveLength(1);
    expect(created[0].letter.deleted).toBe(true);
  });

  it("with a live key only reads, and creates nothing; a refused key is not ok", async () => {
    const live = await startLobStandIn({ apiKey: "live_0123456789abcdef" });
    try {
      const check = await createLobClient({ apiKey: "live_0123456789abcdef", baseUrl: live.url }).checkKey();
      expect(check.ok).toBe(true);
      expect(check.reason).toContain("Nothing was created");
      expect(live.seen.map((seen) => `${seen.method} ${seen.path}`)).toEqual(["GET /v1/letters?limit=1"]);
      expect(live.letters()).toEqual([]);
      const wrong = await createLobClient({ apiKey: "live_wrong", baseUrl: live.url }).checkKey();
      expect(wrong).toMatchObject({ ok: false, raw: [expect.stringContaining("HTTP 401")] });
      const publishable = await createLobClient({ apiKey: "live_pub_123", baseUrl: live.url }).checkKey();
      expect(publishable).toMatchObject({ ok: false, raw: [] });
      expect(live.seen).toHaveLength(2);
    } finally {
      await live.close();
    }
  });
});
