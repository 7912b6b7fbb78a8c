import { randomUUID } from "node:crypto";
import { type LobLetter, readLetterProgress } from "./lob-webhook.ts";
import {
  type Address,
  type HoldRequest,
  type JobState,
  type MailProvider,
  MailProviderError,
  type ProofFile,
} from "./mail-provider.ts";

/**
 * The Lob client: plain HTTP against the published OpenAPI document (lob/lob-openapi). Lob mails
 * on create, so hold() creates the letter and release() does nothing. Shapes and what is assumed:
 * docs/decisions/0024-lob-second-provider.md.
 */
export interface LobClientOptions {
  /** A secret key: test_… (never printed or mailed) or live_…. */
  apiKey: string;
  /** Default https://api.lob.com; a loopback stand-in in tests. */
  baseUrl?: string;
  /** Per request, reading the reply included. Default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** What `npm run mail:check` prints: Lob's raw replies and the verdict. */
export interface LobKeyCheck {
  ok: boolean;
  reason: string;
  raw: string[];
}

export type LobClient = MailProvider & {
  kind: "lob";
  checkKey(): Promise<LobKeyCheck>;
  cancel(letterId: string): Promise<void>;
};

/** A request's body and headers; `log` collects each raw reply (for the key check). */
interface Init {
  body?: FormData;
  headers?: Record<string, string>;
  log?: string[];
}

const LETTER_ID = /^ltr_[a-zA-Z0-9]+$/;

/** The key check's test letter: one blank US-letter page, to and from Lob's own office (its documentation's examples). */
const CHECK_ADDRESS: Address = {
  name1: "Mail check",
  name2: "Lob",
  address1: "210 King St",
  address2: "# 6100",
  city: "San Francisco",
  state: "CA",
  zip: "94107",
};
const CHECK_LETTER: HoldRequest = {
  job: "mail-check",
  docId: "mail-check",
  to: CHECK_ADDRESS,
  from: CHECK_ADDRESS,
  pdf: minimalPdf(),
  pages: 1,
};

export function createLobClient(options: LobClientOptions): LobClient {
  const base = (options.baseUrl ?? "https://api.lob.com").replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 30_000;
  const fetchReply = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString("base64")}`;

  /** One request to Lob: the status and the body as text, or unclear when nothing readable came back. */
  async function send(method: string, path: string, init: Init = {}) {
    try {
      const response = await fetchReply(`${base}${path}`, {
        method,
        body: init.body,
        headers: { authorization, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const reply = { status: response.status, text: await response.text() };
      init.log?.push(`${method} ${path} -> HTTP ${reply.status} ${reply.text}`);
      return reply;
    } catch (error) {
      throw unclear(`Lob could not be reached or did not answer (${method} ${path}): ${why(error, timeoutMs)}`);
    }
  }

  /** A request whose reply must be 2xx JSON; any other reply throws as the contract says. */
  async function call<T>(method: string, path: string, init?: Init) {
    const reply = await send(method, path, init);
    return { body: judge(method, path, reply) as T, raw: reply.text };
  }

  async function retrieve(letterId: string): Promise<LobLetter> {
    if (!LETTER_ID.test(letterId)) throw rejected(`"${letterId}" is not a Lob letter id`);
    return checkLetter((await call<LobLetter>("GET", `/v1/letters/${letterId}`)).body);
  }

  async function findByJob(job: string): Promise<{ letters: LobLetter[]; raw: string; foreign: boolean }> {
    const { body, raw } = await call<{ data?: unknown }>("GET", `/v1/letters?limit=2&metadata[job]=${encode(job)}`);
    if (!Array.isArray(body.data)) throw unclear(`Lob's letter list has no data array: ${raw.slice(0, 500)}`);
    const letters = body.data as LobLetter[];
    // A letter of another job means the filter was not applied: "none of ours on this page" proves nothing.
    return { letters, raw, foreign: letters.some((letter) => letter?.metadata?.job !== job) };
  }

  async function letterFor(ref: { job: string; providerId?: string }): Promise<LobLetter> {
    if (ref.providerId) return retrieve(ref.providerId);
    const found = await findByJob(ref.job);
    if (found.foreign || found.letters.length > 1)
      throw unclear(`Lob's letters for job ${ref.job} are not one letter of that job: ${found.raw.slice(0, 500)}`);
    const [letter] = found.letters;
    if (!letter) throw rejected(`Lob has no letter for job ${ref.job}`, "not_found");
    return checkLetter(letter);
  }

  async function create(request: HoldRequest, idempotencyKey: string, log?: string[]): Promise<LobLetter> {
    const form = new FormData();
    form.append("description", `Letter ${request.job} (${request.docId})`);
    appendAddress(form, "to", request.to);
    appendAddress(form, "from", request.from);
    form.append("file", new Blob([new Uint8Array(request.pdf)], { type: "application/pdf" }), `${request.docId}.pdf`);
    for (const [name, value] of Object.entries(LETTER_SETTINGS)) form.append(name, value);
    form.append("metadata[job]", request.job);
    form.append("metadata[doc]", request.docId);
    const { body } = await call<LobLetter>("POST", "/v1/letters", {
      body: form,
      headers: { "idempotency-key": idempotencyKey },
      log,
    });
    const letter = checkLetter(body);
    const job = letter.metadata?.job;
    if (job !== undefined && job !== request.job)
      throw unclear(`Lob answered the create of job ${request.job} with letter ${letter.id} of job ${job}`);
    return letter;
  }

  async function cancel(letterId: string, log?: string[]): Promise<void> {
    if (!LETTER_ID.test(letterId)) throw rejected(`"${letterId}" is not a Lob letter id`);
    const { body, raw } = await call<{ id?: string; deleted?: boolean }>("DELETE", `/v1/letters/${letterId}`, { log });
    if (body.deleted !== true || body.id !== letterId) throw unclear(`Lob did not confirm the cancel: ${raw}`);
  }

  return {
    kind: "lob",
    async hold(request) {
      checkHold(request);
      const letter = await create(request, request.job);
      // A certified letter carries its tracking number from creation: shown from then on.
      const trackingNumber = letter.tracking_number ?? undefined;
      return { authCode: letter.id, providerId: letter.id, released: true, trackingNumber };
    },
    /** Lob has no hold: the letter was created (and will be mailed) by hold(). */
    async release() {},
    async mailingStatus({ job }): Promise<JobState> {
      const { letters, raw, foreign } = await findByJob(job);
      if (foreign || letters.length > 1) return { state: "unknown", raw };
      const [letter] = letters;
      if (!letter) return { state: "absent" };
      checkLetter(letter);
      const progress = readLetterProgress(letter);
      return {
        state: "released",
        providerId: letter.id,
        authCode: letter.id,
        status: progress.status,
        rawStatus: progress.rawStatus,
        trackingNumber: progress.trackingNumber,
      };
    },
    async tracking(ref) {
      return readLetterProgress(await letterFor(ref));
    },
    /** Lob publishes one document per letter: `url`, its rendering of what it prints. No return receipt. */
    async proofs(ref) {
      const letter = await letterFor(ref);
      if (!letter.url || letter.deleted || letter.status === "processed" || letter.status === "failed") return [];
      const pdf = await asset(fetchReply, letter.url, base);
      return pdf
        ? [{ kind: "printed_piece", pdf, simulated: false, source: "Lob letter url" } satisfies ProofFile]
        : [];
    },
    async cancel(letterId) {
      await cancel(letterId);
    },
    async checkKey() {
      const raw: string[] = [];
      const mode = /^(test|live)_(?!pub_)/.exec(options.apiKey)?.[1];
      if (!mode) return { ok: false, reason: "Not a Lob secret key: it should begin with test_ or live_", raw };
      try {
        if (mode === "live") {
          await call("GET", "/v1/letters?limit=1", { log: raw });
          // A live list holds a real recipient's address: only that Lob answered is kept.
          raw[0] = raw[0].replace(/^(\S+ \S+ -> HTTP \d+) [\s\S]*$/, "$1 (letters left out)");
          const reason =
            "Lob accepted the live key for a read. Nothing was created: a live key is never checked by mailing.";
          return { ok: true, reason, raw };
        }
        const letter = await create(CHECK_LETTER, `mail-check-${randomUUID()}`, raw);
        await cancel(letter.id, raw);
        return { ok: true, reason: `Lob created test letter ${letter.id} and cancelled it`, raw };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error), raw };
      }
    },
  };
}

/** Sent with every letter: black and white, one-sided, first class, certified with the electronic return receipt. */
const LETTER_SETTINGS = {
  color: "false",
  /** Lob prints both sides unless told; LetterStream prints one unless told. One way for both: decision 0038. */
  double_sided: "false",
  mail_type: "usps_first_class",
  extra_service: "certified_return_receipt",
  use_type: "operational",
  /** Lob's own address page first: nothing printed in our letter can show through the window. */
  address_placement: "insert_blank_page",
};

/** Our address as Lob's inline US address (deepObject fields, as the published encoding). */
function appendAddress(form: FormData, prefix: "to" | "from", address: Address) {
  const fields: [string, string | undefined][] = [
    ["name", address.name1],
    ["company", address.name2],
    ["address_line1", address.address1],
    ["address_line2", address.address2],
    ["address_city", address.city],
    ["address_state", address.state],
    ["address_zip", address.zip],
    ["address_country", "US"],
  ];
  for (const [name, value] of fields) if (value?.trim()) form.append(`${prefix}[${name}]`, value.trim());
}

/** 2xx JSON is the answer; 401/403 auth; 400/404/409/413/422 rejected; anything else unclear. */
function judge(method: string, path: string, reply: { status: number; text: string }): unknown {
  if (reply.status >= 200 && reply.status < 300) {
    try {
      return JSON.parse(reply.text);
    } catch {
      throw unclear(`Lob answered ${method} ${path} with HTTP ${reply.status} and no readable JSON`);
    }
  }
  const kind = [401, 403].includes(reply.status)
    ? "auth"
    : [400, 404, 409, 413, 422].includes(reply.status)
      ? "rejected"
      : "unclear";
  throw new MailProviderError(
    kind,
    judgeMessage(method, path, reply),
    lobError(reply.text)?.code ?? String(reply.status),
  );
}

function judgeMessage(method: string, path: string, reply: { status: number; text: string }): string {
  const error = lobError(reply.text);
  const words = error ? `${error.code ?? "error"}: ${error.message ?? ""}` : reply.text.slice(0, 200);
  return `Lob answered ${method} ${path.split("?")[0]} with HTTP ${reply.status} (${words})`;
}

function lobError(text: string): { code?: string; message?: string } | undefined {
  try {
    const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error;
    if (error && typeof error === "object")
      return { code: String(error.code ?? "") || undefined, message: String(error.message ?? "") };
  } catch {}
  return undefined;
}

function checkLetter(letter: LobLetter): LobLetter {
  if (!letter || typeof letter !== "object" || !LETTER_ID.test(String(letter.id)))
    throw unclear(`Lob's reply is not a letter: ${JSON.stringify(letter).slice(0, 300)}`);
  return letter;
}

function checkHold(request: HoldRequest) {
  if (!/^[A-Za-z0-9_-]{8,20}$/.test(request.job))
    throw rejected(`Job name "${request.job}" is not 8-20 of A-Z a-z 0-9 _ -`);
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(request.docId))
    throw rejected(`Document id "${request.docId}" is not 1-40 of A-Z a-z 0-9 _ -`);
  if (!request.pdf.subarray(0, 5).equals(Buffer.from("%PDF-"))) throw rejected("The letter is not a PDF");
}

/**
 * The signed link, fetched without our key; undefined while it is not there yet. Only Lob's asset
 * host (signed_link.yml) or the API's own origin (a stand-in) is fetched.
 */
async function asset(fetchAsset: typeof fetch, url: string, base: string): Promise<Buffer | undefined> {
  if (!url.startsWith("https://lob-assets.com/") && URL.parse(url)?.origin !== new URL(base).origin)
    throw unclear(`Lob's letter url is not on lob-assets.com: ${url.slice(0, 100)}`);
  let response: Response;
  try {
    response = await fetchAsset(url, { signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    throw unclear(`Lob's letter PDF could not be fetched: ${why(error, 60_000)}`);
  }
  if (response.status === 403 || response.status === 404) return undefined;
  if (!response.ok) throw unclear(`Lob's letter PDF link answered HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

function minimalPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << >> >>",
  ];
  let text = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, "0")} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, "latin1");
}

const encode = encodeURIComponent;

function why(error: unknown, timeoutMs: number): string {
  return error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String(error);
}

function unclear(message: string) {
  return new MailProviderError("unclear", message);
}

function rejected(message: string, code?: string) {
  return new MailProviderError("rejected", message, code);
}
