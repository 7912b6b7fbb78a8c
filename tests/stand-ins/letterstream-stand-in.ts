import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createReplyHolds, type HeldReply } from "./held-replies.ts";

export type StandInOperation = "preauth" | "doauth" | "jobstatus" | "trackx";
/**
 * http_500: answer 500 without doing anything. dup: answer DUP without doing anything.
 * no_funds: answer -911 without holding. malformed: do the work, answer half a reply.
 * timeout: do the work, then answer after delayMs (default: never).
 */
export type StandInFailure = "http_500" | "dup" | "no_funds" | "malformed" | "timeout";

export interface StandInJob {
  job: string;
  docId: string;
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

/**
 * A loopback imitation of LetterStream's API (`POST /apis/index.php`, XML replies) as assumed
 * in docs/decisions/0004-letterstream-wire-format.md. Tests move released letters along with
 * advance(), make the next request fail with failNext() and keep a reply back with holdNextReply().
 *
 * `strict: true` answers only with the codes LetterStream documents (-100, -200, -199, -911 and
 * the auth verdicts): an unknown job or authcode is `-300 No record found` (the one public
 * client's guess), a reused job name is refused in words, and jobstatus answers a known job with
 * a documented code and the status in its details. `jobstatusShape: "unknown"` answers jobstatus
 * with a reply that names nothing, as an undocumented service might.
 */
export async function startLetterStreamStandIn(options: {
  apiId: string;
  apiKey: string;
  strict?: boolean;
  jobstatusShape?: "assumed" | "unknown";
}) {
  const strict = options.strict ?? false;
  const jobs = new Map<string, StandInJob>();
  const releases = new Map<string, number>();
  const seen = { requests: 0, tValues: [] as string[], operations: [] as (StandInOperation | "none")[] };
  const usedT = new Set<string>();
  const failures: { failure: StandInFailure; operation?: StandInOperation; delayMs?: number }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const holds = createReplyHolds<StandInOperation | undefined>();
  let trackingCounter = 0;

  function authenticate(form: FormData): Message | undefined {
    if (form.get("a") !== options.apiId) return error("BAD", "Unknown API id");
    const t = String(form.get("t") ?? "");
    const expected = createHash("md5")
      .update(Buffer.from(t.slice(-6) + options.apiKey + t.slice(0, 6)).toString("base64"))
      .digest("hex");
    if (!/^\d{10,18}$/.test(t) || form.get("h") !== expected) return error("IDOK", "API id known, hash does not match");
    if (usedT.has(t)) return error("DUP", "This t was already used");
    usedT.add(t);
  }

  async function preauth(form: FormData): Promise<Message> {
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
    const authcode = randomBytes(8).toString("hex");
    jobs.set(job, { job, docId: to[0], authcode, rawStatus: "Held", events: [], fields, pdf });
    const details = "Job held awaiting authorization";
    return {
      type: "info",
      code: "-200",
      details,
      fields: { job, batch: String(jobs.size + 1000), authcode, price: "7.85", docs: "1" },
    };
  }

  function doauth(authcode: string): Message {
    const job = [...jobs.values()].find((candidate) => candidate.authcode === authcode);
    if (!job) return strict ? error("-300", "No record found") : error("BADAUTH", "Unknown authcode");
    releases.set(job.job, (releases.get(job.job) ?? 0) + 1);
    if (job.rawStatus !== "Held")
      return { type: "info", code: "-100", details: "Job already submitted and released", fields: { job: job.job } };
    job.rawStatus = "Released";
    return { type: "info", code: "-200", details: "Job released", fields: { job: job.job } };
  }

  async function answer(operation: StandInOperation | undefined, form: FormData): Promise<Message> {
    if (operation === "preauth") return preauth(form);
    if (operation === "doauth") return doauth(text(form, "doauth"));
    if (operation === "jobstatus") {
      if (options.jobstatusShape === "unknown") return { type: "info", code: "-199", details: "OK" };
      const job = jobs.get(text(form, "jobstatus"));
      if (strict && !job) return error("-300", "No record found");
      if (strict && job) {
        const code = job.rawStatus === "Held" ? "-200" : "-100";
        return { type: "info", code, details: `Job ${job.job}: ${job.rawStatus}`, fields: { authcode: job.authcode } };
      }
      if (!job) return error("NOJOB", "No job by that name");
      const fields = {
        job: job.job,
        status: job.rawStatus,
        authcode: job.authcode,
        docid: job.docId,
        tracking: job.tracking,
      };
      return { type: "info", code: "JOBSTATUS", details: "Job found", fields };
    }
    if (operation === "trackx") {
      const job = [...jobs.values()].find((candidate) => candidate.docId === text(form, "doc_id"));
      if (!job) return error("NODOC", "No document by that id");
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
    if (failure?.failure === "dup") return send(response, 200, render([error("DUP", "This t was already used")]));
    const denied = authenticate(form);
    if (denied) return send(response, 200, render([denied]));
    if (failure?.failure === "no_funds")
      return send(response, 200, render([AUTHOK, error("-911", "Insufficient prepaid funds")]));
    const authenticated: Message = strict ? { type: "info", code: "-199", details: "Authenticated" } : AUTHOK;
    // The auth fields alone: the verdict and nothing else.
    const body = render(operation ? [authenticated, await answer(operation, form)] : [authenticated]);
    await holds.wait(operation);
    if (failure?.failure === "malformed") return send(response, 200, body.slice(0, Math.floor(body.length / 2)));
    if (failure?.failure === "timeout") {
      if (failure.delayMs === undefined) return;
      const timer = setTimeout(() => send(response, 200, body), failure.delayMs);
      timers.add(timer);
      return;
    }
    send(response, 200, body);
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
    /** Moves a released letter to the next status (or to the one given), as the post office would. */
    advance(jobName: string, rawStatus?: string) {
      const job = jobs.get(jobName);
      if (!job || job.rawStatus === "Held") throw new Error(`job ${jobName} is not released`);
      const next = rawStatus ?? PROGRESSION[PROGRESSION.indexOf(job.rawStatus) + 1];
      if (!next) throw new Error(`job ${jobName} has no status after ${job.rawStatus}`);
      trackingCounter += 1;
      job.tracking ??= `9407111899561${String(trackingCounter).padStart(9, "0")}`;
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

function operationOf(form: FormData): StandInOperation | undefined {
  if (form.get("preauth") === "1") return "preauth";
  if (form.has("doauth")) return "doauth";
  if (form.has("jobstatus")) return "jobstatus";
  if (form.get("getinfo") === "trackx") return "trackx";
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function error(code: string, details: string): Message {
  return { type: "error", code, details };
}

function escape(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function render(messages: Message[]): string {
  const parts = messages.map((message) => {
    const leaves = Object.entries({ code: message.code, details: message.details, ...message.fields })
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => `<${name}>${escape(value)}</${name}>`);
    const events = message.events?.map(
      (event) => `<event><status>${escape(event.status)}</status><date>${event.at}</date></event>`,
    );
    return `<message type="${message.type}">${leaves.join("")}${events ? `<events>${events.join("")}</events>` : ""}</message>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<messages>${parts.join("")}</messages>\n`;
}

function send(response: ServerResponse, status: number, body: string) {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, { "content-type": status === 200 ? "text/xml; charset=utf-8" : "text/plain" });
  response.end(body);
}
