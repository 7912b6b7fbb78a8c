import { letterStreamAuth, nextT as processT } from "./letterstream-auth.ts";
import { knownNames, readDocStatus, readTracking } from "./letterstream-status.ts";
import type { ReplyMessage } from "./letterstream-xml.ts";
import { type AuthCheck, judgeVerdicts, readAuthVerdict, readReply, verdictOf } from "./letterstream-verdicts.ts";
import { readProofReply } from "./letterstream-proof.ts";
import {
  type Address,
  type HoldRequest,
  MailProviderError,
  type MailProvider,
  type ProofFile,
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
/** A hold refused because the job name is taken, in whatever words. */
const JOB_TAKEN = /\bjob\b.*\b(already|exists|taken|used|duplicate)/i;
/** DUP: the server refused the request before doing anything, so it is safe to repeat with a new t. */
const DUP_RETRIES = 2;

export function createLetterStreamClient(
  options: LetterStreamClientOptions,
): MailProvider & { checkAuth(): Promise<AuthCheck> } {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/apis/index.php`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const fetchReply = options.fetch ?? fetch;
  const nextT = options.nextT ?? processT;

  /** One request; the reply's bytes, as they came (a reply that is not HTTP 2xx throws unclear). */
  async function postRaw(fields: Field[], pdf?: { name: string; bytes: Buffer }): Promise<Buffer> {
    const { status, bytes } = await exchange(fields, pdf);
    if (status < 200 || status > 299)
      throw new MailProviderError("unclear", `LetterStream answered HTTP ${status}`, String(status));
    return bytes;
  }

  /** One request; the HTTP status and the reply's bytes, whatever they are. */
  async function exchange(
    fields: Field[],
    pdf?: { name: string; bytes: Buffer },
  ): Promise<{ status: number; bytes: Buffer }> {
    const all: Field[] = [...Object.entries(letterStreamAuth(options.apiId, options.apiKey, nextT())), ...fields];
    let body: FormData | URLSearchParams = new URLSearchParams(all);
    if (pdf) {
      body = new FormData();
      for (const [name, value] of all) body.append(name, value);
      body.append("single_file", new Blob([new Uint8Array(pdf.bytes)], { type: "application/pdf" }), pdf.name);
    }
    let status: number;
    let bytes: Buffer;
    try {
      const response = await fetchReply(endpoint, { method: "POST", body, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      const why =
        error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String(error);
      throw unclear(`LetterStream could not be reached or did not answer: ${why}`);
    }
    return { status, bytes };
  }

  async function post(
    fields: Field[],
    pdf?: { name: string; bytes: Buffer },
  ): Promise<{ messages: ReplyMessage[]; raw: string }> {
    const text = (await postRaw(fields, pdf)).toString("utf8");
    return { messages: readReply(text), raw: text };
  }

  /** getinfo=sig or getinfo=proof: the PDF when LetterStream has it, undefined until then. */
  async function proof(getinfo: "sig" | "proof", docId: string): Promise<Buffer | undefined> {
    const what = `getinfo=${getinfo}`;
    for (let attempt = 0; ; attempt += 1) {
      const reply = readProofReply(
        await postRaw([
          ["getinfo", getinfo],
          ["doc_id", docId],
        ]),
        readReply,
        what,
      );
      if ("pdf" in reply) return reply.pdf;
      if (attempt < DUP_RETRIES && reply.messages.some((message) => verdictOf(message) === "DUP")) continue;
      judgeVerdicts(reply.messages);
      return undefined;
    }
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
    /**
     * One call with the auth fields alone (no job, nothing mailed), with debugging on as the
     * document gives its verdicts (`AUTHOK 051010 08:14:38`), for the operator's check before
     * going live. DUP is asked again with a new t. Every raw reply is kept, whatever it is.
     */
    async checkAuth() {
      const replies: string[] = [];
      for (let attempt = 0; ; attempt += 1) {
        let reply: { status: number; bytes: Buffer };
        try {
          reply = await exchange([["debug", "3"]]);
        } catch (error) {
          return { verdict: "unclear", reason: error instanceof Error ? error.message : String(error), replies };
        }
        const raw = reply.bytes.toString("utf8");
        replies.push(reply.status === 200 ? raw : `HTTP ${reply.status}\n${raw}`);
        if (reply.status < 200 || reply.status > 299)
          return { verdict: "unclear", reason: `LetterStream answered HTTP ${reply.status}`, replies };
        const verdict = readAuthVerdict(raw);
        if (verdict.dup && attempt < DUP_RETRIES) continue;
        return { ...verdict.check, replies };
      }
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
      const authCode = answer.fields.get("authcode");
      if (!authCode || /\s/.test(authCode))
        throw unclear(`LetterStream answered -200 to the hold without an authcode to release it: "${authCode ?? ""}"`);
      // A -200 with an authcode holds what this request sent, whatever its <doc> entries call it:
      // the document's own sample answers with LetterStream's job number (117002), not our job name.
      return {
        authCode,
        priceCents: cents(answer.fields.get("cost") ?? answer.fields.get("price")),
        batchId: answer.fields.get("batch") || undefined,
        providerJobNumbers: distinct([answer.fields.get("job"), ...answer.docs.map((doc) => doc.get("job"))]),
        providerDocIds: distinct(answer.docs.map((doc) => doc.get("id"))),
      };
    },
    async release(authCode) {
      if (!/^\S+$/.test(authCode)) throw rejected("An authcode is needed to release a job");
      await call([["doauth", authCode]], ["-200", "-100"]);
    },
    /** docstatus with our own document id (the status table, Table 7.3), read leniently. */
    async mailingStatus(ref) {
      checkJob(ref.job);
      checkDocId(ref.docId);
      const { messages, raw } = await send([["docstatus", ref.docId]]);
      judgeVerdicts(messages);
      return readDocStatus(messages, ref, raw);
    },
    async tracking(ref) {
      checkJob(ref.job);
      checkDocId(ref.docId);
      const { messages } = await send([
        ["getinfo", "trackx"],
        ["doc_id", ref.docId],
      ]);
      judgeVerdicts(messages);
      return readTracking(messages, ref.docId, knownNames(ref));
    },
    /** The USPS electronic return receipt (getinfo=sig) and the printed piece (getinfo=proof), each once available. */
    async proofs({ docId }) {
      checkDocId(docId);
      const found: ProofFile[] = [];
      const receipt = await proof("sig", docId);
      if (receipt)
        found.push({ kind: "return_receipt", pdf: receipt, simulated: false, source: "LetterStream getinfo=sig" });
      const printed = await proof("proof", docId);
      if (printed)
        found.push({ kind: "printed_piece", pdf: printed, simulated: false, source: "LetterStream getinfo=proof" });
      return found;
    },
  };
}

function checkDocId(docId: string) {
  if (!DOC_ID.test(docId)) throw rejected(`Document id "${docId}" must be 1-40 letters, digits, '_' or '-'`);
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

/** The non-empty values, each once, in the order given. */
function distinct(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

function checkJob(job: string) {
  if (!JOB_NAME.test(job)) throw rejected(`Job name "${job}" must be 8-20 letters, digits, '_' or '-'`);
}

function checkHold(request: HoldRequest) {
  checkJob(request.job);
  checkDocId(request.docId);
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
    // Printed on one side, as Lob prints ours (decision 0038); also LetterStream's default.
    ["duplex", "N"],
    ["preauth", "1"],
  ];
}

/** "7.85" or "$1,007.85" (dollars) -> cents; anything else -> undefined (the price is informative only). */
function cents(price: string | undefined): number | undefined {
  const parts = /^\$?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(price?.trim().replace(/,/g, "") ?? "");
  return parts ? Number(parts[1]) * 100 + Number((parts[2] ?? "").padEnd(2, "0")) : undefined;
}

function rejected(message: string) {
  return new MailProviderError("rejected", message);
}

function unclear(message: string) {
  return new MailProviderError("unclear", message);
}
