import { letterStreamAuth, nextT as processT } from "./letterstream-auth.ts";
import { parseReply, type ReplyMessage } from "./letterstream-xml.ts";
import {
  type Address,
  type HoldRequest,
  type JobState,
  MailProviderError,
  type MailProvider,
  type MailStatus,
} from "./mail-provider.ts";

/**
 * The real LetterStream client: one endpoint, form fields choose the operation, XML replies
 * (PROVIDERS.md; reply shapes in docs/decisions/0004-letterstream-wire-format.md).
 */
export interface LetterStreamClientOptions {
  apiId: string;
  apiKey: string;
  /** https://www.letterstream.com in production, a loopback stand-in in tests. */
  baseUrl: string;
  /** Per request, reading the reply included. Default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Source of `t`; default the one shared by the whole process. */
  nextT?: () => string;
}

type Field = [name: string, value: string];

const JOB_NAME = /^[A-Za-z0-9_-]{8,20}$/;
const DOC_ID = /^[A-Za-z0-9_-]{1,40}$/;
const FORBIDDEN_IN_ADDRESS = /[:|\r\n]/;
const AUTH_VERDICTS = new Set(["IDOK", "BAD", "DUP"]);
/** A bare verdict word instead of XML (seen for auth-only calls). */
const BARE_VERDICT = /^\s*(AUTHOK|IDOK|BAD|DUP)\s*$/;
/** A hold refused because the job name is taken, in whatever words. */
const JOB_TAKEN = /\bjob\b.*\b(already|exists|taken|used|duplicate)/i;
/** An unknown job, in whatever words (-300 "No record found" in the one public client's fake). */
const NO_RECORD = /\bno (record|job|such job)\b|\bnot found\b/i;
/** DUP: the server refused the request before doing anything, so it is safe to repeat with a new t. */
const DUP_RETRIES = 2;
const STATUSES = new Map<string, MailStatus>([
  ["held", "held"],
  ["released", "submitted"],
  ["submitted", "submitted"],
  ["mailed", "mailed"],
  ["in transit", "in_transit"],
  ["delivery attempted", "in_transit"],
  ["unclaimed", "in_transit"],
  ["delivered", "delivered"],
  ["refused", "returned"],
  ["returned to sender", "returned"],
]);

/** What one authentication-only call came back with: the raw reply and how the app reads it. */
export interface AuthCheck {
  verdict: "authenticated" | "refused" | "no_funds" | "unclear";
  reason: string;
  raw: string;
}

export function createLetterStreamClient(
  options: LetterStreamClientOptions,
): MailProvider & { checkAuth(): Promise<AuthCheck> } {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/apis/index.php`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const fetchReply = options.fetch ?? fetch;
  const nextT = options.nextT ?? processT;

  async function post(
    fields: Field[],
    pdf?: { name: string; bytes: Buffer },
  ): Promise<{ messages: ReplyMessage[]; raw: string }> {
    const all: Field[] = [...Object.entries(letterStreamAuth(options.apiId, options.apiKey, nextT())), ...fields];
    let body: FormData | URLSearchParams = new URLSearchParams(all);
    if (pdf) {
      body = new FormData();
      for (const [name, value] of all) body.append(name, value);
      body.append("single_file", new Blob([new Uint8Array(pdf.bytes)], { type: "application/pdf" }), pdf.name);
    }
    let status: number;
    let text: string;
    try {
      const response = await fetchReply(endpoint, { method: "POST", body, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const why =
        error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String(error);
      throw unclear(`LetterStream could not be reached or did not answer: ${why}`);
    }
    if (status < 200 || status > 299)
      throw new MailProviderError("unclear", `LetterStream answered HTTP ${status}`, String(status));
    return { messages: readReply(text), raw: text };
  }

  /** Sends one request (again with a new t after DUP) and returns the message with an accepted code. */
  async function call(fields: Field[], accept: string[], pdf?: { name: string; bytes: Buffer }): Promise<ReplyMessage> {
    return judge((await send(fields, pdf)).messages, accept);
  }

  /** Sends one request, again with a new t after DUP (the server refused it before doing anything). */
  async function send(fields: Field[], pdf?: { name: string; bytes: Buffer }) {
    for (let attempt = 0; ; attempt += 1) {
      const reply = await post(fields, pdf);
      if (attempt < DUP_RETRIES && reply.messages.some((message) => verdictOf(message) === "DUP")) continue;
      return reply;
    }
  }

  return {
    kind: "letterstream",
    /** One call with the auth fields alone (no job, nothing mailed), for the operator's check before going live. */
    async checkAuth() {
      let reply: { messages: ReplyMessage[]; raw: string };
      try {
        reply = await post([]);
      } catch (error) {
        return { verdict: "unclear", reason: error instanceof Error ? error.message : String(error), raw: "" };
      }
      try {
        judgeVerdicts(reply.messages);
      } catch (error) {
        const refusal = error as MailProviderError;
        return {
          verdict: refusal.kind === "insufficient_funds" ? "no_funds" : "refused",
          reason: refusal.message,
          raw: reply.raw,
        };
      }
      const ok = reply.messages.find((message) => message.code === "AUTHOK" || message.code === "-199");
      return ok
        ? {
            verdict: "authenticated",
            reason: `LetterStream accepted the credentials (${ok.code}${ok.details ? `: ${ok.details}` : ""})`,
            raw: reply.raw,
          }
        : { verdict: "unclear", reason: "The reply holds no verdict we know (AUTHOK or -199)", raw: reply.raw };
    },
    async hold(request) {
      checkHold(request);
      const reply = await send(holdFields(request), { name: `${request.docId}.pdf`, bytes: request.pdf });
      const taken = reply.messages.find((message) => message.type === "error" && JOB_TAKEN.test(message.details));
      if (taken)
        throw new MailProviderError(
          "job_taken",
          `LetterStream says job ${request.job} is already used: ${taken.details}`,
          taken.code,
        );
      const answer = judge(reply.messages, ["-200"]);
      checkEcho(answer, "job", request.job);
      const authCode = answer.fields.get("authcode");
      if (!authCode) throw unclear("LetterStream held the job but sent no authcode");
      return {
        authCode,
        priceCents: cents(answer.fields.get("price")),
        batchId: answer.fields.get("batch") || undefined,
      };
    },
    async release(authCode) {
      if (!/^\S+$/.test(authCode)) throw rejected("An authcode is needed to release a job");
      await call([["doauth", authCode]], ["-200", "-100"]);
    },
    async jobStatus(job) {
      checkJob(job);
      const { messages, raw } = await send([["jobstatus", job]]);
      judgeVerdicts(messages);
      return readJobStatus(messages, job, raw);
    },
    async tracking(job, docId) {
      checkJob(job);
      if (!DOC_ID.test(docId)) throw rejected(`Document id "${docId}" must be 1-40 letters, digits, '_' or '-'`);
      const { messages } = await send([
        ["getinfo", "trackx"],
        ["doc_id", docId],
      ]);
      judgeVerdicts(messages);
      return readTracking(messages, docId);
    },
  };
}

/** A refused auth verdict (IDOK, BAD, DUP), in the code or alone in the details. */
function verdictOf(message: ReplyMessage): string | undefined {
  return [message.code, message.details.trim().toUpperCase()].find((word) => AUTH_VERDICTS.has(word));
}

/** Refused credentials and -911 end any call, whatever else the reply says. */
function judgeVerdicts(messages: ReplyMessage[]): void {
  const verdict = messages.find((message) => verdictOf(message));
  if (verdict) {
    const word = verdictOf(verdict);
    throw new MailProviderError("auth", `LetterStream refused our credentials (${word}): ${verdict.details}`, word);
  }
  const noFunds = messages.find((message) => message.code === "-911");
  if (noFunds)
    throw new MailProviderError(
      "insufficient_funds",
      `LetterStream account lacks prepaid funds: ${noFunds.details}`,
      "-911",
    );
}

/** Auth verdicts first, then -911, then errors; exactly one accepted answer and no error is success. */
function judge(messages: ReplyMessage[], accept: string[]): ReplyMessage {
  const codes = messages.map((message) => message.code).join(", ");
  judgeVerdicts(messages);
  const answers = messages.filter((message) => accept.includes(message.code));
  const errors = messages.filter((message) => message.type === "error" && !accept.includes(message.code));
  if (answers.length === 1 && errors.length === 0) return answers[0];
  if (answers.length > 0) throw unclear(`LetterStream sent a contradictory reply (${codes})`);
  if (errors[0])
    throw new MailProviderError(
      "rejected",
      `LetterStream refused the request (${errors[0].code}): ${errors[0].details}`,
      errors[0].code,
    );
  throw unclear(`LetterStream sent none of the answers we expected (${codes})`);
}

/** XML, or a bare verdict word, as messages. */
function readReply(text: string): ReplyMessage[] {
  const bare = BARE_VERDICT.exec(text);
  if (bare)
    return [
      {
        type: bare[1] === "AUTHOK" ? "info" : "error",
        code: bare[1]!,
        details: bare[1]!,
        fields: new Map(),
        events: [],
      },
    ];
  return parseReply(text);
}

/**
 * jobstatus's reply is not documented, so it is read leniently: "absent" from -300, NOJOB or words
 * saying no record; otherwise any message naming the job (in a field or its details) with a
 * status word we know. Anything else is "unknown", with the raw reply for an admin.
 */
export function readJobStatus(messages: ReplyMessage[], job: string, raw: string): JobState {
  if (
    messages.some(
      (message) =>
        ["-300", "NOJOB"].includes(message.code) || (message.type === "error" && NO_RECORD.test(message.details)),
    )
  ) {
    return { state: "absent" };
  }
  for (const message of messages) {
    const named = message.fields.get("job") === job || message.details.includes(job);
    if (!named) continue;
    const rawStatus = message.fields.get("status") ?? statusWordIn(message.details);
    const status = rawStatus === undefined ? undefined : STATUSES.get(normalise(rawStatus));
    if (!status) continue;
    const authCode = message.fields.get("authcode") || undefined;
    return {
      state: status === "held" ? "held" : "released",
      authCode,
      status,
      rawStatus,
      trackingNumber: trackingNumber(message),
    };
  }
  return { state: "unknown", raw };
}

const normalise = (word: string) => word.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * trackx's reply is not documented either: the message naming the document (or the only info
 * message) gives the status, in a `status` field or its details, and the events with the
 * provider's own dates. A status word we do not know comes back as it is, with no status of ours.
 */
export function readTracking(messages: ReplyMessage[], docId: string) {
  const errors = messages.filter((message) => message.type === "error");
  if (errors[0])
    throw new MailProviderError(
      "rejected",
      `LetterStream refused the tracking request (${errors[0].code}): ${errors[0].details}`,
      errors[0].code,
    );
  const infos = messages.filter((message) => message.type === "info" && !["AUTHOK", "-199"].includes(message.code));
  const answer =
    infos.find((message) => message.fields.get("docid") === docId || message.details.includes(docId)) ??
    (infos.length === 1 ? infos[0] : undefined);
  if (!answer)
    throw unclear(
      `LetterStream's tracking reply names no document (${messages.map((message) => message.code).join(", ")})`,
    );
  checkEcho(answer, "docid", docId);
  const rawStatus = answer.fields.get("status") ?? statusWordIn(answer.details) ?? answer.details;
  return {
    status: STATUSES.get(normalise(rawStatus)),
    rawStatus,
    trackingNumber: trackingNumber(answer),
    events: answer.events,
  };
}

/** The longest known status word in a sentence ("Job RL00000012: In Transit" -> "In Transit"). */
function statusWordIn(details: string): string | undefined {
  const text = normalise(details);
  const found = [...STATUSES.keys()].filter((word) => new RegExp(`\\b${word}\\b`).test(text));
  return found.sort((a, b) => b.length - a.length)[0];
}

function checkJob(job: string) {
  if (!JOB_NAME.test(job)) throw rejected(`Job name "${job}" must be 8-20 letters, digits, '_' or '-'`);
}

function checkHold(request: HoldRequest) {
  checkJob(request.job);
  if (!DOC_ID.test(request.docId))
    throw rejected(`Document id "${request.docId}" must be 1-40 letters, digits, '_' or '-'`);
  if (!Number.isInteger(request.pages) || request.pages < 1)
    throw rejected("The page count must be a positive whole number");
  if (request.pdf.length === 0) throw rejected("The letter PDF is empty");
  checkAddress("recipient", request.to);
  checkAddress("sender", request.from);
}

/** A ':' or '|' would split LetterStream's address record; refuse it rather than mail it wrongly. */
function checkAddress(who: string, address: Address) {
  const bad = addressParts(address).find((value) => FORBIDDEN_IN_ADDRESS.test(value));
  if (bad !== undefined) throw rejected(`The ${who} address contains ':', '|' or a line break: ${JSON.stringify(bad)}`);
  for (const key of ["name1", "address1", "city", "state", "zip"] as const) {
    if (!address[key].trim()) throw rejected(`The ${who} address has no ${key}`);
  }
}

function addressParts(address: Address): string[] {
  return [
    address.name1,
    address.name2 ?? "",
    address.address1,
    address.address2 ?? "",
    address.city,
    address.state,
    address.zip,
  ];
}

function holdFields(request: HoldRequest): Field[] {
  return [
    ["job", request.job],
    ["to[]", [request.docId, ...addressParts(request.to)].join(":")],
    ["from", addressParts(request.from).join(":")],
    ["pages", String(request.pages)],
    ["mailtype", "certified"],
    ["coversheet", "Y"],
    ["preauth", "1"],
  ];
}

/** If the reply names the job or document, it must be the one we asked about. */
function checkEcho(answer: ReplyMessage, field: string, expected: string) {
  const echoed = answer.fields.get(field);
  if (echoed !== undefined && echoed !== expected)
    throw unclear(`LetterStream answered about ${field} "${echoed}", not "${expected}"`);
}

function trackingNumber(answer: ReplyMessage): string | undefined {
  const value = answer.fields.get("tracking")?.replace(/\s+/g, "");
  if (!value) return undefined;
  if (!/^\d{22}$/.test(value)) throw unclear(`LetterStream sent a tracking number that is not 22 digits: "${value}"`);
  return value;
}

/** "7.85" (dollars) -> 785; anything else -> undefined (the price is informative only). */
function cents(price: string | undefined): number | undefined {
  const parts = /^\$?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(price ?? "");
  return parts ? Number(parts[1]) * 100 + Number((parts[2] ?? "").padEnd(2, "0")) : undefined;
}

function rejected(message: string) {
  return new MailProviderError("rejected", message);
}

function unclear(message: string) {
  return new MailProviderError("unclear", message);
}
