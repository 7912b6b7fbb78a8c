import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTSource, letterStreamHash } from "../../src/server/providers/mail/letterstream-auth.ts";
import { createLetterStreamClient } from "../../src/server/providers/mail/letterstream-client.ts";
import { readJobStatus } from "../../src/server/providers/mail/letterstream-status.ts";
import { parseReply } from "../../src/server/providers/mail/letterstream-xml.ts";
import { type HoldRequest, MailProviderError } from "../../src/server/providers/mail/mail-provider.ts";
import {
  authOkXml,
  docXml,
  heldXml,
  messageXml,
  noFundsXml,
  releasedXml,
  replyXml,
} from "../stand-ins/letterstream-documented.ts";
import { startLetterStreamStandIn } from "../stand-ins/letterstream-stand-in.ts";

const API_ID = "stand-in-id";
const API_KEY = "stand-in-key";
/** Short enough to keep the timeout tests quick, long enough for a loaded machine. */
const SHORT_TIMEOUT_MS = 1000;
const TRACKING = "9407111899561000000042";

let standIn: Awaited<ReturnType<typeof startLetterStreamStandIn>>;
let client: ReturnType<typeof createLetterStreamClient>;
let impatient: ReturnType<typeof createLetterStreamClient>;
let sequence = 0;

beforeAll(async () => {
  standIn = await startLetterStreamStandIn({ apiId: API_ID, apiKey: API_KEY });
  client = createLetterStreamClient({ apiId: API_ID, apiKey: API_KEY, baseUrl: standIn.url, timeoutMs: 10_000 });
  impatient = createLetterStreamClient({
    apiId: API_ID,
    apiKey: API_KEY,
    baseUrl: standIn.url,
    timeoutMs: SHORT_TIMEOUT_MS,
  });
});
afterAll(() => standIn.close());

function holdRequest(overrides: Partial<HoldRequest> = {}): HoldRequest {
  sequence += 1;
  return {
    job: `RL${String(sequence).padStart(8, "0")}`,
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
    pdf: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n"),
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

describe("LetterStream authentication fields", () => {
  it("hashes as the rule says (known answers computed once with base64 | md5sum)", () => {
    // base64("123456" + "secretkey" + "123456") = "MTIzNDU2c2VjcmV0a2V5MTIzNDU2"
    expect(letterStreamHash("1234567890123456", "secretkey")).toBe("28f53b7d06016323006186f3b0498e8d");
    // base64("345678" + "secretkey" + "987654") = "MzQ1Njc4c2VjcmV0a2V5OTg3NjU0": last 6 first, first 6 last
    expect(letterStreamHash("987654321012345678", "secretkey")).toBe("258f7ece3746297305787a2a928d7b13");
  });

  it("makes strictly increasing t values of 10-18 digits even when the clock stands still or goes back", () => {
    const clock = [1_700_000_000_000, 1_700_000_000_000, 1_699_999_000_000, 1_700_000_000_001];
    let reading = 0;
    const nextT = createTSource({ now: () => clock[Math.min(reading++, clock.length - 1)], salt: 7 });
    const values = Array.from({ length: 5000 }, () => nextT());
    for (const value of values) expect(value).toMatch(/^\d{10,18}$/);
    for (let i = 1; i < values.length; i += 1) expect(BigInt(values[i]) > BigInt(values[i - 1])).toBe(true);
    expect(values[0]).toBe("170000000000000007");
  });
});

describe("LetterStream replies", () => {
  it("reads messages, fields and events", () => {
    const [auth, answer] = parseReply(`<?xml version="1.0"?>
      <messages><message type="info"><code>AUTHOK</code><details>ok</details></message>
      <message type='info'><code>TRACKX</code><details>A &amp; B</details><tracking>9407</tracking>
      <events><event><status>Mailed</status><date>2025-01-02</date></event></events></message></messages>`);
    expect(auth.code).toBe("AUTHOK");
    expect(answer.details).toBe("A & B");
    expect(answer.fields.get("tracking")).toBe("9407");
    expect(answer.events).toEqual([{ status: "Mailed", at: "2025-01-02" }]);
  });

  it.each([
    ["empty", ""],
    ["not XML", "Internal error"],
    ["truncated", `<messages><message type="info"><code>-200</code>`],
    ["mismatched tags", `<messages><message type="info"><code>-200</details></message></messages>`],
    ["trailing text after the last tag", `<messages><message type="info"><code>-200</code></message></messages><x`],
    ["unknown entity", `<messages><message type="info"><code>-200&nbsp;</code></message></messages>`],
    ["bare ampersand", `<messages><message type="info"><code>A & B</code></message></messages>`],
    ["doctype", `<!DOCTYPE x><messages><message type="info"><code>-200</code></message></messages>`],
    ["no messages", `<messages></messages>`],
    ["an HTML error page", `<html><body><div><h1>500</h1>Internal error</div></body></html>`],
    ["bad type", `<messages><message type="warn"><code>-200</code></message></messages>`],
    ["no code", `<messages><message type="info"><details>x</details></message></messages>`],
    ["no type", `<messages><message><code>-200</code></message></messages>`],
    [
      "two authcodes",
      `<messages><message type="info"><code>-200</code><authcode>a</authcode><authcode>b</authcode></message></messages>`,
    ],
    ["two codes", `<messages><message type="info"><code>-200</code><code>-911</code></message></messages>`],
    [
      "two tracking numbers in one <doc>",
      `<messages><message type="info"><code>-100</code><doc><tracking>1</tracking><tracking>2</tracking></doc></message></messages>`,
    ],
  ])("refuses a malformed reply (%s) as unclear", async (_name, body) => {
    expect((await failureOf(Promise.resolve().then(() => parseReply(body)))).kind).toBe("unclear");
  });
});

describe("LetterStream replies in the documented shapes", () => {
  const held = heldXml({
    authcode: "a1b2c3d4e5f6",
    batch: "88120",
    cost: "21.78",
    docs: [
      { id: "D7", job: "RL00000007", cost: "10.89", tracking: TRACKING },
      { id: "D8", job: "RL00000007", cost: "10.89" },
    ],
  });

  it.each(["messages", "div", "div-each", "divs"] as const)(
    "reads a held reply wrapped as %s: the message's own elements, and each <doc> apart (the same names at both levels)",
    (wrapping) => {
      const [auth, answer] = parseReply(replyXml([authOkXml(), held], wrapping));
      expect(auth).toMatchObject({ type: "info", code: "-199", details: "AUTHOK" });
      expect(answer).toMatchObject({ type: "info", code: "-200" });
      expect(Object.fromEntries(answer.fields)).toEqual({
        authcode: "a1b2c3d4e5f6",
        batch: "88120",
        quantity: "2",
        cost: "21.78",
      });
      expect(answer.docs.map((doc) => Object.fromEntries(doc))).toEqual([
        { id: "D7", job: "RL00000007", cost: "10.89", tracking: TRACKING },
        { id: "D8", job: "RL00000007", cost: "10.89" },
      ]);
    },
  );

  it("reads the other documented codes: -200 and -100 to a release, -911", () => {
    const batch = { batch: "88120", quantity: 1, cost: "10.89" };
    const messages = parseReply(
      replyXml([authOkXml(), releasedXml("-200", batch), releasedXml("-100", batch), noFundsXml()], "div-each"),
    );
    expect(messages.map((message) => [message.type, message.code])).toEqual([
      ["info", "-199"],
      ["info", "-200"],
      ["info", "-100"],
      ["error", "-911"],
    ]);
    expect(messages[1].fields.get("cost")).toBe("10.89");
  });

  it("passes over text and elements it does not act on, wherever they are", () => {
    const extras = held
      .replace("<authcode>", '<balance>12.00</balance><account type="prepaid"><id>9</id></account><authcode>')
      .replace("<doc>", "<doc><!-- first --><status>Held</status><address><zip>94025</zip></address>")
      .replace("<cost>21.78</cost>", "<cost>21.78</cost><note>a</note><note>b</note><events/>");
    const body = `<html><body><div>Response:\n${replyXml([extras], "div").replace(/^<\?xml[^>]*>/, "")}</div></body></html>`;
    const [answer] = parseReply(body);
    expect(answer.fields.get("authcode")).toBe("a1b2c3d4e5f6");
    expect(answer.fields.get("note")).toBe("a");
    expect(answer.docs[0].get("tracking")).toBe(TRACKING);
    expect(answer.docs).toHaveLength(2);
  });
});

describe("LetterStream client, on documented replies", () => {
  const heldFor = (request: HoldRequest, changes: (xml: string) => string = (xml) => xml) =>
    changes(
      heldXml({
        authcode: "authcode-1",
        batch: "88120",
        cost: "$10.89",
        docs: [{ id: request.docId, job: request.job, cost: "10.89", tracking: TRACKING }],
      }),
    );
  /** A status reply in documented codes and elements, as the strict stand-in gives it. */
  const statusReply = (doc: { id: string; job: string; tracking?: string }, details = "Delivered") =>
    replyXml([authOkXml(), messageXml("info", "-100", details, docXml(doc))], "div");

  it.each(["messages", "div", "div-each", "divs"] as const)(
    "holds on a documented -200 wrapped as %s",
    async (wrapping) => {
      const request = holdRequest();
      standIn.replyNext(replyXml([authOkXml(), heldFor(request)], wrapping), { operation: "preauth" });
      expect(await client.hold(request)).toEqual({ authCode: "authcode-1", priceCents: 1089, batchId: "88120" });
    },
  );

  it.each(["-200", "-100"] as const)("counts a documented %s to a release as released", async (code) => {
    const request = holdRequest();
    const { authCode } = await client.hold(request);
    standIn.replyNext(replyXml([authOkXml(), releasedXml(code, { batch: "1", quantity: 1, cost: "7.85" })], "div"), {
      operation: "doauth",
    });
    await expect(client.release(authCode)).resolves.toBeUndefined();
  });

  it("reads -911 to a hold or a release as insufficient funds", async () => {
    const request = holdRequest();
    standIn.replyNext(replyXml([authOkXml(), noFundsXml()], "div"), { operation: "preauth" });
    expect((await failureOf(client.hold(request))).kind).toBe("insufficient_funds");
    const { authCode } = await client.hold(holdRequest());
    standIn.replyNext(replyXml([authOkXml(), noFundsXml()], "divs"), { operation: "doauth" });
    expect((await failureOf(client.release(authCode))).kind).toBe("insufficient_funds");
  });

  it("holds whatever else a -200 carries, known or not", async () => {
    const request = holdRequest();
    const extras = heldFor(request, (xml) =>
      xml
        .replace("<doc>", '<doc><status>Held</status><pages>2</pages><address kind="to"><zip>94025</zip></address>')
        .replace("<batch>", `<job>${request.job}</job><balance>0.00</balance><batch>`),
    );
    standIn.replyNext(replyXml([authOkXml("AUTHOK balance 0.00"), extras], "div"), { operation: "preauth" });
    expect((await client.hold(request)).authCode).toBe("authcode-1");
  });

  it.each([
    [
      "no authcode",
      (xml: string) => xml.replace(/<authcode>[^<]*<\/authcode>/, ""),
      /-200 to the hold without an authcode/,
    ],
    ["an empty authcode", (xml: string) => xml.replace(/<authcode>[^<]*</, "<authcode> <"), /without an authcode/],
    [
      "a <doc> naming another job",
      (xml: string) => xml.replace(/<job>RL\d+/, "<job>RL99999999"),
      /job "RL99999999", not/,
    ],
    [
      "two authcodes",
      (xml: string) => xml.replace("<batch>", "<authcode>authcode-2</authcode><batch>"),
      /two different <authcode>/,
    ],
  ])("refuses a -200 to a hold with %s, saying why", async (_case, change, reason) => {
    const request = holdRequest();
    standIn.replyNext(replyXml([authOkXml(), heldFor(request, change)], "div"), { operation: "preauth" });
    const error = await failureOf(client.hold(request));
    expect(error.kind).toBe("unclear");
    expect(error.message).toMatch(reason);
  });

  it("reads the tracking number from the document's <doc>, and refuses one that is not 22 digits", async () => {
    const request = holdRequest();
    const doc = { id: request.docId, job: request.job };
    standIn.replyNext(statusReply({ ...doc, tracking: TRACKING }), { operation: "trackx" });
    expect(await client.tracking(request)).toMatchObject({
      status: "delivered",
      rawStatus: "Delivered",
      trackingNumber: TRACKING,
    });
    standIn.replyNext(statusReply({ ...doc, tracking: "9407 1118 9956" }), { operation: "trackx" });
    const short = await failureOf(client.tracking(request));
    expect([short.kind, short.message]).toEqual([
      "unclear",
      'LetterStream sent a tracking number that is not 22 digits: "940711189956"',
    ]);
    standIn.replyNext(statusReply({ ...doc, tracking: `${TRACKING}x` }, `Job ${request.job}: Mailed`), {
      operation: "jobstatus",
    });
    expect((await failureOf(client.jobStatus(request.job))).message).toMatch(/not 22 digits/);
    standIn.replyNext(statusReply({ id: "D-other", job: request.job, tracking: TRACKING }), { operation: "trackx" });
    expect((await failureOf(client.tracking(request))).message).toMatch(/answered about document "D-other"/);
  });
});

describe("LetterStream client against the documented-only stand-in", () => {
  it("authenticates, holds, releases and follows the letter to delivered without asking jobstatus", async () => {
    const strict = await startLetterStreamStandIn({ apiId: API_ID, apiKey: API_KEY, strict: true });
    try {
      const documented = createLetterStreamClient({ apiId: API_ID, apiKey: API_KEY, baseUrl: strict.url });
      expect(await documented.checkAuth()).toMatchObject({ verdict: "authenticated" });
      const request = holdRequest();
      const held = await documented.hold(request);
      const job = strict.jobs.get(request.job)!;
      expect(held).toEqual({ authCode: job.authcode, priceCents: 785, batchId: expect.any(String) });
      await documented.release(held.authCode);
      expect(strict.releases.get(request.job)).toBe(1);
      for (const [raw, ours] of [
        ["Mailed", "mailed"],
        ["In Transit", "in_transit"],
        ["Delivered", "delivered"],
      ]) {
        strict.advance(request.job, raw);
        expect(await documented.tracking(request)).toMatchObject({
          status: ours,
          rawStatus: raw,
          trackingNumber: job.tracking,
        });
      }
      expect(strict.seen.operations).toEqual(["none", "preauth", "doauth", "trackx", "trackx", "trackx"]);
    } finally {
      await strict.close();
    }
  });
});

describe("LetterStream client against the stand-in", () => {
  it("holds, releases, reports status and tracking", async () => {
    const request = holdRequest();
    expect(await client.jobStatus(request.job)).toEqual({ state: "absent" });
    const held = await client.hold(request);
    const job = standIn.jobs.get(request.job)!;
    expect(held).toEqual({ authCode: job.authcode, priceCents: 785, batchId: expect.any(String) });
    expect(job.fields).toMatchObject({
      job: request.job,
      "to[]": `${request.docId}:Meta Platforms, Inc.:Legal Department:1 Hacker Way::Menlo Park:CA:94025`,
      from: "Jane Doe::12 Elm St:Apt 4:Austin:TX:78701",
      pages: "2",
      mailtype: "certified",
      coversheet: "Y",
      preauth: "1",
    });
    expect(job.pdf.equals(request.pdf)).toBe(true);
    expect(await client.jobStatus(request.job)).toMatchObject({
      state: "held",
      authCode: held.authCode,
      status: "held",
    });

    await client.release(held.authCode);
    expect(standIn.releases.get(request.job)).toBe(1);
    expect(await client.jobStatus(request.job)).toMatchObject({
      state: "released",
      status: "submitted",
      rawStatus: "Released",
    });

    standIn.advance(request.job);
    const mailed = await client.jobStatus(request.job);
    expect(mailed).toMatchObject({ state: "released", status: "mailed", rawStatus: "Mailed" });
    expect(mailed.trackingNumber).toMatch(/^\d{22}$/);
    standIn.advance(request.job);
    expect(await client.tracking(request)).toMatchObject({
      status: "in_transit",
      rawStatus: "In Transit",
      trackingNumber: mailed.trackingNumber,
    });
    standIn.advance(request.job);
    const delivered = await client.tracking(request);
    expect(delivered).toMatchObject({ status: "delivered", rawStatus: "Delivered" });
    expect(delivered.events.map((event) => event.status)).toEqual(["Mailed", "In Transit", "Delivered"]);
  });

  it("maps the other human statuses", async () => {
    const request = holdRequest();
    await client.release((await client.hold(request)).authCode);
    for (const [raw, ours] of [
      ["Delivery Attempted", "in_transit"],
      ["Unclaimed", "in_transit"],
      ["Refused", "returned"],
      ["Returned To Sender", "returned"],
    ]) {
      standIn.advance(request.job, raw);
      expect((await client.tracking(request)).status).toBe(ours);
    }
    // A word nobody told us about comes back as it is, with no status of ours: shown, never fatal.
    standIn.advance(request.job, "Forwarded to Agent");
    expect(await client.tracking(request)).toMatchObject({
      status: undefined,
      rawStatus: "Forwarded to Agent",
    });
  });

  it("never reuses t under 50 concurrent requests from two clients", async () => {
    const other = createLetterStreamClient({ apiId: API_ID, apiKey: API_KEY, baseUrl: standIn.url });
    const before = standIn.seen.tValues.length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? client : other).jobStatus(`CONCUR-${String(i).padStart(3, "0")}`)),
    );
    expect(answers.every((answer) => answer.state === "absent")).toBe(true);
    const values = standIn.seen.tValues.slice(before);
    expect(values).toHaveLength(50);
    expect(new Set(values).size).toBe(50);
    for (const value of values) expect(value).toMatch(/^\d{10,18}$/);
  });

  it("treats HTTP 5xx as unclear", async () => {
    standIn.failNext("http_500");
    const error = await failureOf(client.jobStatus("RL99999999"));
    expect([error.kind, error.code]).toEqual(["unclear", "500"]);
  });

  it("treats a timeout after the hold was accepted as unclear; jobstatus then finds the held job", async () => {
    const request = holdRequest();
    standIn.failNext("timeout", { operation: "preauth" });
    expect((await failureOf(impatient.hold(request))).kind).toBe("unclear");
    await vi.waitFor(() => expect(standIn.jobs.get(request.job)?.rawStatus).toBe("Held"));
    const known = await client.jobStatus(request.job);
    expect(known).toMatchObject({ state: "held", authCode: standIn.jobs.get(request.job)?.authcode });
  });

  it("treats a late answer to a release as unclear, and the stand-in shows it released once", async () => {
    const request = holdRequest();
    const held = await client.hold(request);
    standIn.failNext("timeout", { operation: "doauth", delayMs: SHORT_TIMEOUT_MS * 30 });
    expect((await failureOf(impatient.release(held.authCode))).kind).toBe("unclear");
    await vi.waitFor(() => expect(standIn.releases.get(request.job)).toBe(1));
    expect(await client.jobStatus(request.job)).toMatchObject({ state: "released" });
  });

  it("reports -911 as insufficient funds and holds nothing", async () => {
    const request = holdRequest();
    standIn.failNext("no_funds", { operation: "preauth" });
    const error = await failureOf(client.hold(request));
    expect([error.kind, error.code]).toEqual(["insufficient_funds", "-911"]);
    expect(standIn.jobs.has(request.job)).toBe(false);
  });

  it("treats a malformed body as unclear", async () => {
    standIn.failNext("malformed", { operation: "jobstatus" });
    expect((await failureOf(client.jobStatus("RL99999998"))).kind).toBe("unclear");
  });

  it("rejects a reused job name", async () => {
    const request = holdRequest();
    await client.hold(request);
    const error = await failureOf(client.hold({ ...request, docId: "D-again" }));
    // A reused job name is its own kind: the dispatcher asks what the service has instead of giving up.
    expect([error.kind, error.code]).toEqual(["job_taken", "JOBUSED"]);
  });

  it("rejects an unknown authcode", async () => {
    expect((await failureOf(client.release("no-such-code"))).kind).toBe("rejected");
  });

  it("reports a wrong key (IDOK) or an unknown id (BAD) as auth, and does nothing", async () => {
    const wrongKey = createLetterStreamClient({ apiId: API_ID, apiKey: "wrong", baseUrl: standIn.url });
    const wrongId = createLetterStreamClient({ apiId: "nobody", apiKey: API_KEY, baseUrl: standIn.url });
    const request = holdRequest();
    const keyError = await failureOf(wrongKey.hold(request));
    const idError = await failureOf(wrongId.jobStatus(request.job));
    expect([keyError.kind, keyError.code, idError.kind, idError.code]).toEqual(["auth", "IDOK", "auth", "BAD"]);
    expect(standIn.jobs.has(request.job)).toBe(false);
  });

  it("retries a DUP with a new t, and gives up as auth when DUP persists", async () => {
    const before = standIn.seen.tValues.length;
    standIn.failNext("dup");
    expect(await client.jobStatus("RL99999997")).toEqual({ state: "absent" });
    const values = standIn.seen.tValues.slice(before);
    expect(values).toHaveLength(2);
    expect(values[0]).not.toBe(values[1]);
    for (let i = 0; i < 3; i += 1) standIn.failNext("dup");
    const error = await failureOf(client.jobStatus("RL99999997"));
    expect([error.kind, error.code]).toEqual(["auth", "DUP"]);
  });

  it("refuses ':' or '|' in an address, and bad job names, before sending anything", async () => {
    const before = standIn.seen.requests;
    const colon = holdRequest({ to: { ...holdRequest().to, address1: "1 Hacker Way: Building 10" } });
    const pipe = holdRequest({ from: { ...holdRequest().from, name1: "Jane | Doe" } });
    for (const request of [colon, pipe, holdRequest({ job: "short" }), holdRequest({ job: "has space 12" })]) {
      expect((await failureOf(client.hold(request))).kind).toBe("rejected");
    }
    expect((await failureOf(client.jobStatus("bad/name!"))).kind).toBe("rejected");
    expect(standIn.seen.requests).toBe(before);
  });

  it("treats a refused connection as unclear", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createLetterStreamClient({
      apiId: API_ID,
      apiKey: API_KEY,
      baseUrl: `http://127.0.0.1:${port}`,
    });
    expect((await failureOf(unreachable.jobStatus("RL99999996"))).kind).toBe("unclear");
  });
});

describe("reading a jobstatus reply leniently (its shape is not documented)", () => {
  const reply = (body: string) => `<?xml version="1.0"?><messages>${body}</messages>`;
  const read = (body: string) => readJobStatus(parseReply(reply(body)), "RL00000042", reply(body));

  it.each([
    ['<message type="error"><code>-300</code><details>No record found</details></message>', { state: "absent" }],
    ['<message type="error"><code>-1</code><details>Job not found</details></message>', { state: "absent" }],
    [
      '<message type="info"><code>-200</code><details>Job RL00000042: Held</details><authcode>abc</authcode></message>',
      { state: "held", authCode: "abc" },
    ],
    [
      '<message type="info"><code>-100</code><details>Job RL00000042 submitted and released</details></message>',
      { state: "released", status: "submitted" },
    ],
    [
      '<div><message type="info"><code>-200</code><details>Held</details><authcode>abc</authcode><doc><id>D42</id><job>RL00000042</job></doc></message></div>',
      { state: "held", authCode: "abc", rawStatus: "Held" },
    ],
    [
      '<message type="info"><code>X</code><job>RL00000042</job><status>In Transit</status></message>',
      { state: "released", status: "in_transit" },
    ],
  ])("understands %s", (body, expected) => {
    expect(read(body)).toMatchObject(expected);
  });

  it("gives anything else back as unknown, with the raw reply, even a status for another job", () => {
    for (const body of [
      '<message type="info"><code>-199</code><details>OK</details></message>',
      '<message type="info"><code>-200</code><details>Job RL00000099: Held</details></message>',
      '<message type="info"><code>-200</code><details>Job RL00000042: Pending review</details></message>',
    ]) {
      expect(read(body)).toEqual({ state: "unknown", raw: reply(body) });
    }
  });
});
