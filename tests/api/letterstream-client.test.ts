import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTSource, letterStreamHash } from "../../src/server/providers/mail/letterstream-auth.ts";
import { createLetterStreamClient } from "../../src/server/providers/mail/letterstream-client.ts";
import { readDocStatus } from "../../src/server/providers/mail/letterstream-status.ts";
import { parseReply } from "../../src/server/providers/mail/letterstream-xml.ts";
import { type HoldRequest, MailProviderError } from "../../src/server/providers/mail/mail-provider.ts";
import {
  authOkXml,
  docXml,
  heldXml,
  messageXml,
  noFundsXml,
  PRINTED,
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

/** A mailing named by our job name, with a document id of the same order. */
function refFor(job: string) {
  return { job, docId: `D${job.replace(/\W/g, "")}` };
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
      expect(await client.hold(request)).toEqual({
        authCode: "authcode-1",
        priceCents: 1089,
        batchId: "88120",
        providerJobNumbers: [request.job],
        providerDocIds: [request.docId],
      });
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

  it("holds on a -200 with an authcode whatever its <doc> calls the job, and keeps LetterStream's numbers", async () => {
    const request = holdRequest();
    const numbered = heldFor(request, (xml) => xml.replace(/<job>RL\d+/, "<job>117002").replace(/<id>D\d+/, "<id>398"));
    standIn.replyNext(replyXml([numbered]), { operation: "preauth" });
    expect(await client.hold(request)).toMatchObject({
      authCode: "authcode-1",
      providerJobNumbers: ["117002"],
      providerDocIds: ["398"],
    });
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
    standIn.replyNext(statusReply({ ...doc, tracking: `${TRACKING}x` }, `Doc ${request.docId}: Mailed`), {
      operation: "docstatus",
    });
    expect((await failureOf(client.mailingStatus(request))).message).toMatch(/not 22 digits/);
    standIn.replyNext(statusReply({ id: "D-other", job: request.job, tracking: TRACKING }), { operation: "trackx" });
    expect((await failureOf(client.tracking(request))).message).toMatch(/answered about document "D-other"/);
  });
});

describe("LetterStream client against the stand-in written only from the document", () => {
  it("authenticates, holds on the printed reply, releases once and follows the letter by its kept numbers", async () => {
    const strict = await startLetterStreamStandIn({ apiId: API_ID, apiKey: API_KEY, strict: true });
    try {
      const documented = createLetterStreamClient({ apiId: API_ID, apiKey: API_KEY, baseUrl: strict.url });
      const auth = await documented.checkAuth();
      expect(auth).toMatchObject({ verdict: "authenticated" });
      expect(auth.replies).toEqual([expect.stringMatching(/^AUTHOK \d{6} \d{2}:\d{2}:\d{2}$/)]);
      const request = holdRequest();
      const held = await documented.hold(request);
      // The first hold is answered with the printed sample itself: LetterStream's numbers, not our names.
      expect(held).toEqual({
        authCode: "a6e9cc7f2643a4d5c169cfb9212431sd",
        priceCents: 83,
        batchId: "your_batch_id",
        providerJobNumbers: ["117002"],
        providerDocIds: ["398"],
      });
      await documented.release(held.authCode);
      expect(strict.releases.get(request.job)).toBe(1);
      const ref = { ...request, ...held };
      expect(await documented.mailingStatus(ref)).toMatchObject({ state: "released", status: "submitted" });
      const job = strict.jobs.get(request.job)!;
      for (const [raw, ours] of [
        ["Mailed", "mailed"],
        ["In Transit", "in_transit"],
        ["Delivered", "delivered"],
      ]) {
        strict.advance(request.job, raw);
        expect(await documented.tracking(ref)).toMatchObject({
          status: ours,
          rawStatus: raw,
          trackingNumber: job.tracking,
        });
      }
      expect(strict.seen.operations).toEqual(["none", "preauth", "doauth", "docstatus", "trackx", "trackx", "trackx"]);
      // A later job gets its own numbers in the printed shape.
      const second = await documented.hold(holdRequest());
      expect(second).toMatchObject({ providerJobNumbers: ["117003"], providerDocIds: ["399"] });
      expect(second.authCode).not.toBe(held.authCode);
    } finally {
      await strict.close();
    }
  });
});

describe("the document's printed samples, each fed to the client", () => {
  /** A client whose every request is answered with `body`, as LetterStream printed it. */
  function answeredWith(...bodies: string[]) {
    const sent: URLSearchParams[] = [];
    const replies = [...bodies];
    const fetchPrinted: typeof fetch = async (_url, init) => {
      const body = init?.body;
      sent.push(body instanceof URLSearchParams ? body : new URLSearchParams());
      return new Response(replies.length > 1 ? replies.shift() : replies[0], { status: 200 });
    };
    const printed = createLetterStreamClient({
      apiId: API_ID,
      apiKey: API_KEY,
      baseUrl: "http://printed",
      fetch: fetchPrinted,
    });
    return { printed, sent };
  }

  it("Table 3.2: AUTHOK with its time stamp is authenticated, asked with debugging on, and the raw line kept", async () => {
    const { printed, sent } = answeredWith(PRINTED.verification.AUTHOK);
    expect(await printed.checkAuth()).toEqual({
      verdict: "authenticated",
      reason: "LetterStream accepted the credentials (AUTHOK: AUTHOK 051010 08:14:38)",
      replies: ["AUTHOK 051010 08:14:38"],
    });
    expect(sent[0].get("debug")).toBe("3");
  });

  it.each(["IDOK", "BAD"] as const)("Table 3.2: %s with its time stamp refuses the credentials", async (word) => {
    const { printed } = answeredWith(PRINTED.verification[word]);
    expect(await printed.checkAuth()).toMatchObject({ verdict: "refused", replies: [PRINTED.verification[word]] });
    expect((await failureOf(printed.hold(holdRequest()))).code).toBe(word);
  });

  it("Table 3.2: DUP is asked again with a fresh t, then read as refused when it stays", async () => {
    const { printed, sent } = answeredWith(PRINTED.verification.DUP, PRINTED.verification.AUTHOK);
    expect(await printed.checkAuth()).toMatchObject({
      verdict: "authenticated",
      replies: [PRINTED.verification.DUP, PRINTED.verification.AUTHOK],
    });
    expect(sent).toHaveLength(2);
    expect(sent[0].get("t")).not.toBe(sent[1].get("t"));
    const always = answeredWith(PRINTED.verification.DUP);
    expect(await always.printed.checkAuth()).toMatchObject({
      verdict: "refused",
      replies: Array(3).fill(PRINTED.verification.DUP),
    });
    expect(always.sent).toHaveLength(3);
  });

  it("Table 4.3.1: the preauth reply holds our letter, with LetterStream's job number and doc id kept", async () => {
    const { printed } = answeredWith(PRINTED.preauth);
    expect(await printed.hold(holdRequest())).toEqual({
      authCode: "a6e9cc7f2643a4d5c169cfb9212431sd",
      priceCents: 83,
      batchId: "your_batch_id",
      providerJobNumbers: ["117002"],
      providerDocIds: ["398"],
    });
  });

  it.each([
    ["the preauth authorization", PRINTED.authorized],
    ["the submission response", PRINTED.submitted],
  ])("Table 4.3.1: %s releases", async (_name, body) => {
    const { printed } = answeredWith(body);
    await expect(printed.release("a6e9cc7f2643a4d5c169cfb9212431sd")).resolves.toBeUndefined();
  });

  it("Table 4.3.1: the -911 reply is insufficient funds, to a hold or a release", async () => {
    const { printed } = answeredWith(PRINTED.noFunds);
    expect((await failureOf(printed.hold(holdRequest()))).kind).toBe("insufficient_funds");
    expect((await failureOf(printed.release("a6e9cc7f2643a4d5c169cfb9212431sd"))).kind).toBe("insufficient_funds");
  });
});

describe("LetterStream client against the stand-in", () => {
  it("holds, releases, reports status and tracking", async () => {
    const request = holdRequest();
    expect(await client.mailingStatus(request)).toEqual({ state: "absent" });
    const held = await client.hold(request);
    const job = standIn.jobs.get(request.job)!;
    expect(held).toEqual({
      authCode: job.authcode,
      priceCents: 785,
      batchId: expect.any(String),
      providerJobNumbers: [request.job],
      providerDocIds: [request.docId],
    });
    expect(job.fields).toMatchObject({
      job: request.job,
      "to[]": `${request.docId}:Meta Platforms, Inc.:Legal Department:1 Hacker Way::Menlo Park:CA:94025`,
      from: "Jane Doe::12 Elm St:Apt 4:Austin:TX:78701",
      pages: "2",
      mailtype: "certified",
      coversheet: "Y",
      duplex: "N",
      preauth: "1",
    });
    expect(job.pdf.equals(request.pdf)).toBe(true);
    expect(await client.mailingStatus(request)).toMatchObject({
      state: "held",
      authCode: held.authCode,
      status: "held",
    });

    await client.release(held.authCode);
    expect(standIn.releases.get(request.job)).toBe(1);
    expect(await client.mailingStatus(request)).toMatchObject({
      state: "released",
      status: "submitted",
      rawStatus: "Released",
    });

    standIn.advance(request.job);
    const mailed = await client.mailingStatus(request);
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
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? client : other).mailingStatus(refFor(`CONCUR-${String(i).padStart(3, "0")}`)),
      ),
    );
    expect(answers.every((answer) => answer.state === "absent")).toBe(true);
    const values = standIn.seen.tValues.slice(before);
    expect(values).toHaveLength(50);
    expect(new Set(values).size).toBe(50);
    for (const value of values) expect(value).toMatch(/^\d{10,18}$/);
  });

  it("treats HTTP 5xx as unclear", async () => {
    standIn.failNext("http_500");
    const error = await failureOf(client.mailingStatus(refFor("RL99999999")));
    expect([error.kind, error.code]).toEqual(["unclear", "500"]);
  });

  it("treats a timeout after the hold was accepted as unclear; docstatus then finds the held job", async () => {
    const request = holdRequest();
    standIn.failNext("timeout", { operation: "preauth" });
    expect((await failureOf(impatient.hold(request))).kind).toBe("unclear");
    await vi.waitFor(() => expect(standIn.jobs.get(request.job)?.rawStatus).toBe("Held"));
    const known = await client.mailingStatus(request);
    expect(known).toMatchObject({ state: "held", authCode: standIn.jobs.get(request.job)?.authcode });
  });

  it("treats a late answer to a release as unclear, and the stand-in shows it released once", async () => {
    const request = holdRequest();
    const held = await client.hold(request);
    standIn.failNext("timeout", { operation: "doauth", delayMs: SHORT_TIMEOUT_MS * 30 });
    expect((await failureOf(impatient.release(held.authCode))).kind).toBe("unclear");
    await vi.waitFor(() => expect(standIn.releases.get(request.job)).toBe(1));
    expect(await client.mailingStatus(request)).toMatchObject({ state: "released" });
  });

  it("reports -911 as insufficient funds and holds nothing", async () => {
    const request = holdRequest();
    standIn.failNext("no_funds", { operation: "preauth" });
    const error = await failureOf(client.hold(request));
    expect([error.kind, error.code]).toEqual(["insufficient_funds", "-911"]);
    expect(standIn.jobs.has(request.job)).toBe(false);
  });

  it("treats a malformed body as unclear", async () => {
    standIn.failNext("malformed", { operation: "docstatus" });
    expect((await failureOf(client.mailingStatus(refFor("RL99999998")))).kind).toBe("unclear");
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
    const idError = await failureOf(wrongId.mailingStatus(request));
    expect([keyError.kind, keyError.code, idError.kind, idError.code]).toEqual(["auth", "IDOK", "auth", "BAD"]);
    expect(standIn.jobs.has(request.job)).toBe(false);
  });

  it("retries a DUP with a new t, and gives up as auth when DUP persists", async () => {
    const before = standIn.seen.tValues.length;
    standIn.failNext("dup");
    expect(await client.mailingStatus(refFor("RL99999997"))).toEqual({ state: "absent" });
    const values = standIn.seen.tValues.slice(before);
    expect(values).toHaveLength(2);
    expect(values[0]).not.toBe(values[1]);
    for (let i = 0; i < 3; i += 1) standIn.failNext("dup");
    const error = await failureOf(client.mailingStatus(refFor("RL99999997")));
    expect([error.kind, error.code]).toEqual(["auth", "DUP"]);
  });

  it("refuses ':' or '|' in an address, and bad job names, before sending anything", async () => {
    const before = standIn.seen.requests;
    const colon = holdRequest({ to: { ...holdRequest().to, address1: "1 Hacker Way: Building 10" } });
    const pipe = holdRequest({ from: { ...holdRequest().from, name1: "Jane | Doe" } });
    for (const request of [colon, pipe, holdRequest({ job: "short" }), holdRequest({ job: "has space 12" })]) {
      expect((await failureOf(client.hold(request))).kind).toBe("rejected");
    }
    expect((await failureOf(client.mailingStatus(refFor("bad/name!")))).kind).toBe("rejected");
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
    expect((await failureOf(unreachable.mailingStatus(refFor("RL99999996")))).kind).toBe("unclear");
  });
});

describe("reading a docstatus reply leniently (its shape is not printed)", () => {
  const reply = (body: string) => `<?xml version="1.0"?><messages>${body}</messages>`;
  const ref = { job: "RL00000042", docId: "D42", providerJobNumbers: ["117002"], providerDocIds: ["398"] };
  const read = (body: string, asked: typeof ref | { job: string; docId: string } = ref) =>
    readDocStatus(parseReply(reply(body)), asked, reply(body));

  it.each([
    ['<message type="error"><code>-300</code><details>No record found</details></message>', { state: "absent" }],
    ['<message type="error"><code>-1</code><details>Job not found</details></message>', { state: "absent" }],
    [
      '<message type="info"><code>-200</code><details>Doc D42: Held</details><authcode>abc</authcode></message>',
      { state: "held", authCode: "abc" },
    ],
    [
      '<message type="info"><code>-100</code><details>Job RL00000042 submitted and released</details></message>',
      { state: "released", status: "submitted" },
    ],
    [
      '<div><message type="info"><code>-200</code><details>Held</details><authcode>abc</authcode><doc><id>398</id><job>117002</job></doc></message></div>',
      { state: "held", authCode: "abc", rawStatus: "Held" },
    ],
    [
      '<message type="info"><code>X</code><docid>D42</docid><status>In Transit</status></message>',
      { state: "released", status: "in_transit" },
    ],
  ])("understands %s", (body, expected) => {
    expect(read(body)).toMatchObject(expected);
  });

  it("takes the only answer with a status as the asked document's, even in numbers not yet kept", () => {
    const body =
      '<message type="info"><code>-100</code><details>Mailed</details><doc><id>401</id><job>117005</job></doc></message>';
    expect(read(body, { job: "RL00000042", docId: "D42" })).toMatchObject({ state: "released", status: "mailed" });
  });

  it("gives anything else back as unknown, with the raw reply, even a status for another of our mailings", () => {
    for (const body of [
      '<message type="info"><code>-199</code><details>OK</details></message>',
      '<message type="info"><code>-200</code><details>Job RL00000099: Held</details></message>',
      '<message type="info"><code>-200</code><details>Doc D99: Held</details><authcode>abc</authcode></message>',
      '<message type="info"><code>-200</code><details>Doc D42: Pending review</details></message>',
      '<message type="info"><code>-200</code><details>Held</details></message><message type="info"><code>-100</code><details>Mailed</details></message>',
    ]) {
      expect(read(body)).toEqual({ state: "unknown", raw: reply(body) });
    }
  });
});
