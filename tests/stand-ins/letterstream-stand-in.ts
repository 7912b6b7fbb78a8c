import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { AddressInfo } from "node:net";
import { createReplyHolds, type HeldReply } from "./held-replies.ts";
import {
  authOkXml,
  docXml,
  escapeXml,
  heldXml,
  messageXml,
  noFundsXml,
  PRINTED,
  PRINTED_PREAUTH_VALUES,
  printedPreauthFor,
  releasedXml,
  replyXml,
  verificationText,
} from "./letterstream-documented.ts";

export type StandInOperation = "preauth" | "doauth" | "docstatus" | "trackx" | "sig" | "proof";
/**
 * http_500: answer 500 without doing anything. dup: answer DUP without doing anything.
 * no_funds: answer -911 without holding. malformed: do the work, answer half a reply.
 * timeout: do the work, then answer after delayMs (default: never).
 */
/** Names each request sent through the stand-in's `fetch`, so that it can fail that one alone. */
const REQUEST_ID_HEADER = "x-stand-in-request";

export type StandInFailure = "http_500" | "dup" | "no_funds" | "malformed" | "timeout";

export interface StandInJob {
  job: string;
  docId: string;
  /** LetterStream's own job number and doc id, as its hold reply gives them (not ours). */
  number: string;
  letterStreamDocId: string;
  authcode: string;
  rawStatus: string;
  tracking?: string;
  events: { status: string; at: string }[];
  /** The form fields of the preauth request (auth fields and file left out). */
  fields: Record<string, string>;
  pdf: Buffer;
}

interface Message {
  type: "info" | "error";
  code: string;
  details: string;
  fields?: Record<string, string | undefined>;
  events?: { status: string; at: string }[];
}

const PROGRESSION = ["Released", "Mailed", "In Transit", "Delivered"];
const AUTHOK: Message = { type: "info", code: "AUTHOK", details: "Authenticated" };
const PRICE = "7.85";

/**
 * A loopback imitation of LetterStream's API (`POST /apis/index.php`, XML replies) as assumed
 * in docs/decisions/0004-letterstream-wire-format.md. Tests move released letters along with
 * advance(), make the next request fail with failNext() and keep a reply back with holdNextReply().
 *
 * `strict: true` is written only from LetterStream's document: it answers with the printed samples
 * (letterstream-documented.ts): the verification words with a time stamp (Table 3.2), the preauth
 * reply with LetterStream's own job number and doc id (the first job's reply exactly as printed,
 * later ones with their own numbers), the printed release and -911 replies. Where nothing is
 * printed it uses only printed codes and elements: an unknown job or authcode is
 * `-300 No record found` (the one public client's guess), a reused job name is refused in words,
 * a second release is -100, and docstatus and trackx answer with -200 or -100, the status in the
 * details and a `<doc>` with LetterStream's numbers. `docstatusShape: "unknown"` answers docstatus
 * with a reply that names nothing, as an undocumented service might.
 */
export async function startLetterStreamStandIn(options: {
  apiId: string;
  apiKey: string;
  strict?: boolean;
  docstatusShape?: "assumed" | "unknown";
}) {
  const strict = options.strict ?? false;
  const jobs = new Map<string, StandInJob>();
  const releases = new Map<string, number>();
  const seen = { requests: 0, tValues: [] as string[], operations: [] as (StandInOperation | "none")[] };
  const usedT = new Set<string>();
  const failures: { failure: StandInFailure; operation?: StandInOperation; delayMs?: number }[] = [];
  const replies: { body: string; operation?: StandInOperation; docId?: string }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  /** The clients' give-up of each request sent through `fetch` below, by the id in its header. */
  const giveUps = new Map<string, () => void>();
  const holds = createReplyHolds<StandInOperation | undefined>();
  let trackingCounter = 0;
  const nextTracking = () => `9407111899561${String(++trackingCounter).padStart(9, "0")}`;

  /** A refused verdict: as Table 3.2 prints it in strict mode, as a message otherwise. */
  function refusal(word: "BAD" | "IDOK" | "DUP", details: string): Message | string {
    return strict ? verificationText(word) : error(word, details);
  }

  function authenticate(form: FormData): Message | string | undefined {
    if (form.get("a") !== options.apiId) return refusal("BAD", "Unknown API id");
    const t = String(form.get("t") ?? "");
    const expected = createHash("md5")
      .update(Buffer.from(t.slice(-6) + options.apiKey + t.slice(0, 6)).toString("base64"))
      .digest("hex");
    if (!/^\d{10,18}$/.test(t) || form.get("h") !== expected)
      return refusal("IDOK", "API id known, hash does not match");
    if (usedT.has(t)) return refusal("DUP", "This t was already used");
    usedT.add(t);
  }

  async function preauth(form: FormData): Promise<Message | string> {
    const job = text(form, "job");
    const to = text(form, "to[]").split(":");
    const from = text(form, "from").split(":");
    const file = form.get("single_file");
    if (!/^[A-Za-z0-9_-]{8,20}$/.test(job)) return error("BADREQ", "Bad job name");
    if (form.getAll("to[]").length !== 1 || to.length !== 8 || from.length !== 7)
      return error("BADREQ", "Bad address record");
    if ([0, 1, 3, 5, 6, 7].some((i) => !to[i]) || [0, 2, 4, 5, 6].some((i) => !from[i]))
      return error("BADREQ", "Missing address part");
    if (typeof file === "string" || file === null) return error("BADREQ", "No single_file");
    const pdf = Buffer.from(await file.arrayBuffer());
    if (!pdf.subarray(0, 5).equals(Buffer.from("%PDF-"))) return error("BADREQ", "single_file is not a PDF");
    if (!/^[1-9]\d*$/.test(text(form, "pages"))) return error("BADREQ", "Bad page count");
    if (!["certified", "certnoerr"].includes(text(form, "mailtype"))) return error("BADREQ", "Bad mailtype");
    if (text(form, "coversheet") !== "Y") return error("BADREQ", "coversheet must be Y");
    if (jobs.has(job)) return error(strict ? "-300" : "JOBUSED", `Job name ${job} was already used`);
    const fields: Record<string, string> = {};
    for (const [name, value] of form)
      if (typeof value === "string" && !["a", "t", "h"].includes(name)) fields[name] = value;
    const first = jobs.size === 0;
    const authcode = strict && first ? PRINTED_PREAUTH_VALUES.authcode : randomBytes(8).toString("hex");
    const number = String(Number(PRINTED_PREAUTH_VALUES.jobNumber) + jobs.size);
    const letterStreamDocId = String(Number(PRINTED_PREAUTH_VALUES.docId) + jobs.size);
    // As seen live: a certified letter's tracking number comes with the hold. The document prints none.
    const tracking = strict ? undefined : nextTracking();
    const record = { job, docId: to[0], number, letterStreamDocId, authcode, rawStatus: "Held", tracking };
    jobs.set(job, { ...record, events: [], fields, pdf });
    if (strict) return printedPreauthFor({ authcode, docId: letterStreamDocId, jobNumber: number });
    const held = heldXml({
      authcode,
      batch: batchOf(job),
      cost: PRICE,
      docs: [{ id: to[0], job, cost: PRICE, tracking }],
    });
    // The assumed shape also names the job beside its <doc>: the same element name at both levels.
    return held.replace("<authcode>", `<job>${job}</job><authcode>`);
  }

  const batchOf = (job: string) => String([...jobs.keys()].indexOf(job) + 1001);

  function doauth(authcode: string): Message | string {
    const job = [...jobs.values()].find((candidate) => candidate.authcode === authcode);
    if (!job) return strict ? error("-300", "No record found") : error("BADAUTH", "Unknown authcode");
    releases.set(job.job, (releases.get(job.job) ?? 0) + 1);
    const code = job.rawStatus === "Held" ? "-200" : "-100";
    job.rawStatus = job.rawStatus === "Held" ? "Released" : job.rawStatus;
    if (strict && code === "-200") return PRINTED.authorized;
    return releasedXml(code, { batch: batchOf(job.job), quantity: 1, cost: PRICE });
  }

  /** A job's status in printed codes and elements: -200 held (with its authcode) or -100, and its <doc> in LetterStream's numbers. */
  function documentedStatus(job: StandInJob, details: string, withAuthcode: boolean): string {
    const authcode = withAuthcode ? `\n    <authcode>${job.authcode}</authcode>` : "";
    const doc = docXml({ id: job.letterStreamDocId, job: job.number, tracking: job.tracking });
    return messageXml("info", job.rawStatus === "Held" ? "-200" : "-100", details, authcode + doc);
  }

  async function answer(operation: StandInOperation | undefined, form: FormData): Promise<Message | string> {
    if (operation === "preauth") return preauth(form);
    if (operation === "doauth") return doauth(text(form, "doauth"));
    if (operation === "docstatus") {
      if (options.docstatusShape === "unknown") return authOkXml("OK");
      const job = [...jobs.values()].find((candidate) => candidate.docId === text(form, "docstatus"));
      if (strict && !job) return error("-300", "No record found");
      if (strict && job) return documentedStatus(job, job.rawStatus, true);
      if (!job) return error("NOJOB", "No job by that name");
      const fields = {
        job: job.job,
        status: job.rawStatus,
        authcode: job.authcode,
        docid: job.docId,
        tracking: job.tracking,
      };
      return { type: "info", code: "DOCSTATUS", details: "Document found", fields };
    }
    if (operation === "trackx") {
      const job = [...jobs.values()].find((candidate) => candidate.docId === text(form, "doc_id"));
      if (!job) return strict ? error("-300", "No record found") : error("NODOC", "No document by that id");
      if (strict) return documentedStatus(job, job.rawStatus, false);
      const fields = { docid: job.docId, status: job.rawStatus, tracking: job.tracking };
      return { type: "info", code: "TRACKX", details: "Tracking found", fields, events: job.events };
    }
    return error("BADREQ", "No operation requested");
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    seen.requests += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = { "content-type": request.headers["content-type"] ?? "" };
    const form = await new Request("http://stand-in/", { method: "POST", headers, body: Buffer.concat(chunks) })
      .formData()
      .catch(() => new FormData());
    seen.tValues.push(String(form.get("t") ?? ""));
    const operation = operationOf(form);
    seen.operations.push(operation ?? "none");
    const index = failures.findIndex((failure) => !failure.operation || failure.operation === operation);
    const failure = index === -1 ? undefined : failures.splice(index, 1)[0];
    if (request.url !== "/apis/index.php") return send(response, 404, "Not Found");
    if (failure?.failure === "http_500") return send(response, 500, "Internal Server Error");
    if (failure?.failure === "dup") return send(response, 200, render([refusal("DUP", "This t was already used")]));
    const denied = authenticate(form);
    if (denied) return send(response, 200, render([denied]));
    if (failure?.failure === "no_funds")
      return send(response, 200, strict ? PRINTED.noFunds : render([AUTHOK, noFundsXml()]));
    // The auth fields alone: the verdict and nothing else (strict: as Table 3.2 prints it, debugging on).
    const done = operation
      ? render(strict ? [await answer(operation, form)] : [AUTHOK, await answer(operation, form)])
      : render([strict ? (form.has("debug") ? verificationText("AUTHOK") : authOkXml()) : AUTHOK]);
    const replaced = replies.findIndex(
      (reply) =>
        (!reply.operation || reply.operation === operation) && (!reply.docId || reply.docId === text(form, "doc_id")),
    );
    if (replaced === -1 && (operation === "sig" || operation === "proof")) {
      const job = [...jobs.values()].find((candidate) => candidate.docId === text(form, "doc_id"));
      if (job?.rawStatus === "Delivered") return sendProof(response, operation, job);
      return send(response, 200, render([error("-300", "No record found")]));
    }
    const body = replaced === -1 ? done : replies.splice(replaced, 1)[0].body;
    await holds.wait(operation);
    if (failure?.failure === "malformed") return send(response, 200, body.slice(0, Math.floor(body.length / 2)));
    if (failure?.failure === "timeout") {
      giveUps.get(String(request.headers[REQUEST_ID_HEADER]))?.();
      if (failure.delayMs === undefined) return;
      const timer = setTimeout(() => send(response, 200, body), failure.delayMs);
      timers.add(timer);
      return;
    }
    send(response, 200, body);
  }

  /** Messages as XML; a reply already whole (a printed sample, a verification line) goes as it is. */
  function render(messages: (Message | string)[]): string {
    const [only] = messages;
    if (messages.length === 1 && typeof only === "string" && !only.startsWith("<message ")) return only;
    return replyXml(messages.map(messageXmlOf));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((problem) => send(response, 500, String(problem)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    jobs,
    /** doauth calls accepted per job name: more than 1 means someone released twice. */
    releases,
    /** Every request that arrived, and the t of each (also of refused ones). */
    seen,
    failNext(failure: StandInFailure, on: { operation?: StandInOperation; delayMs?: number } = {}) {
      failures.push({ failure, ...on });
    },
    /**
     * A fetch for the client under test. A request this stand-in keeps without an answer (failNext
     * "timeout") fails as soon as it is kept, with the TimeoutError the client's own timer raises
     * once its timeoutMs has passed, so the test does not sit out that wait; every other request
     * keeps the client's whole timeout.
     */
    fetch: ((input, init) => {
      const id = randomBytes(8).toString("hex");
      const kept = new AbortController();
      giveUps.set(id, () => kept.abort(new DOMException("no answer: the stand-in kept it", "TimeoutError")));
      const headers = new Headers(init?.headers);
      headers.set(REQUEST_ID_HEADER, id);
      const signal = init?.signal ? AbortSignal.any([init.signal, kept.signal]) : kept.signal;
      return fetch(input, { ...init, headers, signal }).finally(() => giveUps.delete(id));
    }) as typeof fetch,
    /** The next request (for `operation`, about `docId`) is done as usual, then answered with `body` instead. */
    replyNext(body: string, on: { operation?: StandInOperation; docId?: string } = {}) {
      replies.push({ body, ...on });
    },
    /** Moves a released letter to the next status (or to the one given), as the post office would. */
    advance(jobName: string, rawStatus?: string) {
      const job = jobs.get(jobName);
      if (!job || job.rawStatus === "Held") throw new Error(`job ${jobName} is not released`);
      const next = rawStatus ?? PROGRESSION[PROGRESSION.indexOf(job.rawStatus) + 1];
      if (!next) throw new Error(`job ${jobName} has no status after ${job.rawStatus}`);
      job.tracking ??= nextTracking();
      job.rawStatus = next;
      job.events.push({ status: next, at: new Date().toISOString() });
      return job;
    },
    /** The next request for `operation` is done at once but answered only once the test releases it. */
    holdNextReply(operation: StandInOperation): HeldReply {
      return holds.holdNext((candidate) => candidate === operation);
    },
    close() {
      holds.releaseAll();
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Once delivered: getinfo=sig answers the return receipt as a PDF, getinfo=proof as Base64 of a
 * PDF (PROVIDERS.md); neither shape is documented further, so the client reads both leniently.
 */
async function sendProof(response: ServerResponse, operation: "sig" | "proof", job: StandInJob) {
  const pdf = await proofPdf(operation === "sig" ? `Return receipt ${job.tracking}` : `Printed piece ${job.job}`);
  response.writeHead(200, { "content-type": operation === "sig" ? "application/pdf" : "text/plain" });
  response.end(operation === "sig" ? pdf : pdf.toString("base64"));
}

async function proofPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 60, y: 700, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

function operationOf(form: FormData): StandInOperation | undefined {
  if (form.get("preauth") === "1") return "preauth";
  if (form.has("doauth")) return "doauth";
  if (form.has("docstatus")) return "docstatus";
  if (form.get("getinfo") === "trackx") return "trackx";
  if (form.get("getinfo") === "sig") return "sig";
  if (form.get("getinfo") === "proof") return "proof";
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function error(code: string, details: string): Message {
  return { type: "error", code, details };
}

/** A message given as fields, as XML (one already written as XML is kept as it is). */
function messageXmlOf(message: Message | string): string {
  if (typeof message === "string") return message;
  const leaves = Object.entries(message.fields ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `\n    <${name}>${escapeXml(value)}</${name}>`);
  const events = message.events?.map(
    (event) => `<event><status>${escapeXml(event.status)}</status><date>${event.at}</date></event>`,
  );
  const eventsXml = events ? `\n    <events>${events.join("")}</events>` : "";
  return messageXml(message.type, message.code, message.details, leaves.join("") + eventsXml);
}

function send(response: ServerResponse, status: number, body: string) {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, { "content-type": status === 200 ? "text/xml; charset=utf-8" : "text/plain" });
  response.end(body);
}
