import { letterStreamAuth, nextT as processT } from "./letterstream-auth.ts";
import { parseReply, type ReplyMessage } from "./letterstream-xml.ts";
import { type Address, type HoldRequest, MailProviderError, type MailProvider, type MailStatus } from "./mail-provider.ts";

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
/** DUP: the server refused the request before doing anything, so it is safe to repeat with a new t. */
const DUP_RETRIES = 2;
const STATUSES = new Map<string, MailStatus>([
  ["held", "held"],
  ["released", "submitted"],
  ["mailed", "mailed"],
  ["in transit", "in_transit"],
  ["delivery attempted", "in_transit"],
  ["unclaimed", "in_transit"],
  ["delivered", "delivered"],
  ["refused", "returned"],
  ["returned to sender", "returned"],
]);

export function createLetterStreamClient(options: LetterStreamClientOptions): MailProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/apis/index.php`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const fetchReply = options.fetch ?? fetch;
  const nextT = options.nextT ?? processT;

  async function post(fields: Field[], pdf?: { name: string; bytes: Buffer }): Promise<ReplyMessage[]> {
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
      const why = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String(error);
      throw unclear(`LetterStream could not be reached or did not answer: ${why}`);
    }
    if (status < 200 || status > 299) throw new MailProviderError("unclear", `LetterStream answered HTTP ${status}`, String(status));
    return parseReply(text);
  }

  /** Sends one request (again with a new t after DUP) and returns the message with an accepted code. */
  async function call(fields: Field[], accept: string[], pdf?: { name: string; bytes: Buffer }): Promise<ReplyMessage> {
    for (let attempt = 0; ; attempt += 1) {
      const messages = await post(fields, pdf);
      if (attempt < DUP_RETRIES && messages.some((message) => message.code === "DUP")) continue;
      return judge(messages, accept);
    }
  }

  return {
    kind: "letterstream",
    async hold(request) {
      checkHold(request);
      const answer = await call(holdFields(request), ["-200"], { name: `${request.docId}.pdf`, bytes: request.pdf });
      checkEcho(answer, "job", request.job);
      const authCode = answer.fields.get("authcode");
      if (!authCode) throw unclear("LetterStream held the job but sent no authcode");
      return { authCode, priceCents: cents(answer.fields.get("price")), batchId: answer.fields.get("batch") || undefined };
    },
    async release(authCode) {
      if (!/^\S+$/.test(authCode)) throw rejected("An authcode is needed to release a job");
      await call([["doauth", authCode]], ["-200", "-100"]);
    },
    async jobStatus(job) {
      checkJob(job);
      const answer = await call([["jobstatus", job]], ["JOBSTATUS", "NOJOB"]);
      if (answer.code === "NOJOB") return { state: "absent" };
      checkEcho(answer, "job", job);
      const rawStatus = answer.fields.get("status") ?? "";
      const status = mapStatus(rawStatus);
      const authCode = answer.fields.get("authcode") || undefined;
      return { state: status === "held" ? "held" : "released", authCode, status, rawStatus, trackingNumber: trackingNumber(answer) };
    },
    async tracking(job, docId) {
      checkJob(job);
      if (!DOC_ID.test(docId)) throw rejected(`Document id "${docId}" must be 1-40 letters, digits, '_' or '-'`);
      const answer = await call([["getinfo", "trackx"], ["doc_id", docId]], ["TRACKX"]);
      checkEcho(answer, "docid", docId);
      const rawStatus = answer.fields.get("status") ?? "";
      return { status: mapStatus(rawStatus), rawStatus, trackingNumber: trackingNumber(answer), events: answer.events };
    },
  };
}

/** Auth verdicts first, then -911, then errors; exactly one accepted answer and no error is success. */
function judge(messages: ReplyMessage[], accept: string[]): ReplyMessage {
  const codes = messages.map((message) => message.code).join(", ");
  const verdict = messages.find((message) => AUTH_VERDICTS.has(message.code));
  if (verdict) throw new MailProviderError("auth", `LetterStream refused our credentials (${verdict.code}): ${verdict.details}`, verdict.code);
  const noFunds = messages.find((message) => message.code === "-911");
  if (noFunds) throw new MailProviderError("insufficient_funds", `LetterStream account lacks prepaid funds: ${noFunds.details}`, "-911");
  const answers = messages.filter((message) => accept.includes(message.code));
  const errors = messages.filter((message) => message.type === "error" && !accept.includes(message.code));
  if (answers.length === 1 && errors.length === 0) return answers[0];
  if (answers.length > 0) throw unclear(`LetterStream sent a contradictory reply (${codes})`);
  if (errors[0]) throw new MailProviderError("rejected", `LetterStream refused the request (${errors[0].code}): ${errors[0].details}`, errors[0].code);
  throw unclear(`LetterStream sent none of the answers we expected (${codes})`);
}

function checkJob(job: string) {
  if (!JOB_NAME.test(job)) throw rejected(`Job name "${job}" must be 8-20 letters, digits, '_' or '-'`);
}

function checkHold(request: HoldRequest) {
  checkJob(request.job);
  if (!DOC_ID.test(request.docId)) throw rejected(`Document id "${request.docId}" must be 1-40 letters, digits, '_' or '-'`);
  if (!Number.isInteger(request.pages) || request.pages < 1) throw rejected("The page count must be a positive whole number");
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
  return [address.name1, address.name2 ?? "", address.address1, address.address2 ?? "", address.city, address.state, address.zip];
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
  if (echoed !== undefined && echoed !== expected) throw unclear(`LetterStream answered about ${field} "${echoed}", not "${expected}"`);
}

function mapStatus(raw: string): MailStatus {
  const status = STATUSES.get(raw.trim().toLowerCase().replace(/\s+/g, " "));
  if (!status) throw unclear(`LetterStream reported a status we do not know: "${raw}"`);
  return status;
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
