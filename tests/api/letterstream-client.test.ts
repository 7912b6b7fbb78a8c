import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTSource, letterStreamHash } from "../../src/server/providers/mail/letterstream-auth.ts";
import { createLetterStreamClient, readJobStatus } from "../../src/server/providers/mail/letterstream-client.ts";
import { parseReply } from "../../src/server/providers/mail/letterstream-xml.ts";
import { type HoldRequest, MailProviderError } from "../../src/server/providers/mail/mail-provider.ts";
import { startLetterStreamStandIn } from "../stand-ins/letterstream-stand-in.ts";

const API_ID = "stand-in-id";
const API_KEY = "stand-in-key";
/** Short enough to keep the timeout tests quick, long enough for a loaded machine. */
const SHORT_TIMEOUT_MS = 1000;

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
    ["trailing garbage", `<messages><message type="info"><code>-200</code></message></messages><x/>`],
    ["unknown entity", `<messages><message type="info"><code>-200&nbsp;</code></message></messages>`],
    ["bare ampersand", `<messages><message type="info"><code>A & B</code></message></messages>`],
    ["doctype", `<!DOCTYPE x><messages><message type="info"><code>-200</code></message></messages>`],
    ["wrong root", `<reply><message type="info"><code>-200</code></message></reply>`],
    ["no messages", `<messages></messages>`],
    ["bad type", `<messages><message type="warn"><code>-200</code></message></messages>`],
    ["no code", `<messages><message type="info"><details>x</details></message></messages>`],
    [
      "repeated field",
      `<messages><message type="info"><code>-200</code><authcode>a</authcode><authcode>b</authcode></message></messages>`,
    ],
  ])("refuses a malformed reply (%s) as unclear", async (_name, body) => {
    expect((await failureOf(Promise.resolve().then(() => parseReply(body)))).kind).toBe("unclear");
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
    expect(await client.tracking(request.job, request.docId)).toMatchObject({
      status: "in_transit",
      rawStatus: "In Transit",
      trackingNumber: mailed.trackingNumber,
    });
    standIn.advance(request.job);
    const delivered = await client.tracking(request.job, request.docId);
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
      expect((await client.tracking(request.job, request.docId)).status).toBe(ours);
    }
    // A word nobody told us about comes back as it is, with no status of ours: shown, never fatal.
    standIn.advance(request.job, "Forwarded to Agent");
    expect(await client.tracking(request.job, request.docId)).toMatchObject({
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
