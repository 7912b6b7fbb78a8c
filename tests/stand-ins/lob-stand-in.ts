import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createReplyHolds, type HeldReply } from "./held-replies.ts";

/**
 * A loopback imitation of Lob's letters API in the shapes of its published OpenAPI document
 * (lob/lob-openapi, resources/letters): Basic auth with the key as user name, multipart create
 * with an Idempotency-Key, retrieve, list with a metadata filter, cancel, and signed webhook events.
 * Tests move a letter along with advance(), break the next request with failNext() and keep a
 * reply back with holdNextReply().
 */
export type LobStandInFailure = "http_500" | "timeout" | "malformed" | "drop_after_create";

export interface LobStandInLetter {
  /** The letter object as Lob answers it. */
  letter: Record<string, unknown> & { id: string; tracking_events: Record<string, unknown>[]; deleted: boolean };
  /** The form fields of the create (the file left out). */
  fields: Record<string, string>;
  pdf: Buffer;
  idempotencyKey?: string;
}

/** The first details of each certified event name, from the Tracking Events table of lob-api-public.yml. */
const DETAILS: Record<string, [event: string, description: string]> = {
  Mailed: ["package_accepted", "Package has been accepted into the carrier network for delivery."],
  "In Transit": ["package_arrived", "Package has arrived at an intermediate location in the carrier network."],
  "In Local Area": ["package_in_local_area", "Package is at a location near the end destination."],
  "Processed for Delivery": ["out_for_delivery", "Package is out for delivery."],
  "Pickup Available": ["pickup_available", "Package is available for pickup at carrier location."],
  Delivered: ["delivered", "Package has been delivered."],
  "Re-Routed": ["package_forwarded", "Package has been forwarded."],
  "Returned to Sender": ["returned_to_sender", "Package is to be returned to sender."],
  Issue: ["delivery_attempted", "Delivery of package has been attempted. Contact carrier to ensure delivery."],
};
const ADDRESS_FIELDS = [
  "name",
  "company",
  "address_line1",
  "address_line2",
  "address_city",
  "address_state",
  "address_zip",
];

export async function startLobStandIn(options: { apiKey: string; webhookSecret?: string }) {
  const letters = new Map<string, LobStandInLetter>();
  const byIdempotencyKey = new Map<string, string>();
  const failures: LobStandInFailure[] = [];
  const seen: { method: string; path: string; authorized: boolean }[] = [];
  const holds = createReplyHolds<{ method: string; pathname: string }>();
  let url = "";
  let counter = 0;
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
  const now = () => new Date().toISOString();

  function lobError(response: ServerResponse, status: number, code: string, message: string) {
    send(response, status, JSON.stringify({ error: { message, status_code: status, code } }));
  }

  async function create(request: IncomingMessage, body: Buffer, response: ServerResponse, failure?: LobStandInFailure) {
    const headerKey = request.headers["idempotency-key"];
    const queryKey = new URL(request.url ?? "/", "http://stand-in").searchParams.get("idempotency_key");
    if (headerKey && queryKey) return lobError(response, 422, "invalid", "Multiple idempotency keys provided");
    const key = (Array.isArray(headerKey) ? headerKey[0] : headerKey) ?? queryKey ?? undefined;
    const earlier = key ? byIdempotencyKey.get(key) : undefined;
    if (earlier) return finish(request, response, failure, letters.get(earlier)?.letter);
    const contentType = request.headers["content-type"] ?? "";
    if (!contentType.startsWith("multipart/form-data"))
      return lobError(response, 422, "invalid", "this stand-in takes letters as multipart/form-data");
    const form = await new Request("http://stand-in/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    })
      .formData()
      .catch(() => undefined);
    if (!form) return lobError(response, 400, "bad_request", "The body could not be read");
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
    const file = form.get("file");
    const pdf = file && typeof file !== "string" ? Buffer.from(await file.arrayBuffer()) : undefined;
    const invalid = validate(fields, pdf);
    if (invalid) return lobError(response, 422, invalid.code, invalid.message);
    const letterId = id("ltr");
    const metadata = Object.fromEntries(
      Object.entries(fields).flatMap(([name, value]) => {
        const match = /^metadata\[(.+)\]$/.exec(name);
        return match ? [[match[1], value]] : [];
      }),
    );
    const created = now();
    const letter = {
      id: letterId,
      description: fields.description ?? null,
      metadata,
      to: addressOf(fields, "to"),
      from: addressOf(fields, "from"),
      color: fields.color === "true",
      double_sided: fields.double_sided !== "false",
      address_placement: fields.address_placement ?? "top_first_page",
      return_envelope: false,
      perforated_page: null,
      custom_envelope: null,
      extra_service: fields.extra_service,
      mail_type: fields.mail_type ?? "usps_first_class",
      url: `${url}/assets/letters/${letterId}.pdf?version=v1&expires=${Math.floor(Date.now() / 1000) + 2_592_000}&signature=${randomBytes(16).toString("hex")}`,
      carrier: "USPS",
      tracking_number: fields.extra_service?.startsWith("certified")
        ? `92071902358909${String(++counter).padStart(8, "0")}`
        : null,
      tracking_events: [] as Record<string, unknown>[],
      thumbnails: [],
      expected_delivery_date: created.slice(0, 10),
      date_created: created,
      date_modified: created,
      send_date: created,
      use_type: fields.use_type,
      fsc: false,
      status: "rendered",
      deleted: false,
      object: "letter",
    };
    letters.set(letterId, { letter, fields, pdf: pdf as Buffer, idempotencyKey: key });
    if (key) byIdempotencyKey.set(key, letterId);
    return finish(request, response, failure, letter);
  }

  /** The answer to a create or retrieve (done by now), kept back if the test holds it, then broken as the test asked. */
  async function finish(
    request: IncomingMessage,
    response: ServerResponse,
    failure: LobStandInFailure | undefined,
    letter: unknown,
  ) {
    const body = JSON.stringify(letter);
    const { pathname } = new URL(request.url ?? "/", "http://stand-in");
    await holds.wait({ method: request.method ?? "", pathname });
    if (failure === "drop_after_create") return response.socket?.destroy();
    if (failure === "timeout") return;
    if (failure === "malformed") return send(response, 200, body.slice(0, Math.floor(body.length / 2)));
    send(response, 200, body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const { pathname, searchParams } = new URL(request.url ?? "/", "http://stand-in");
    const authorized =
      request.headers.authorization === `Basic ${Buffer.from(`${options.apiKey}:`).toString("base64")}`;
    seen.push({ method: request.method ?? "", path: request.url ?? "", authorized });
    const asset = /^\/assets\/letters\/(ltr_[a-z0-9]+)\.pdf$/.exec(pathname);
    if (asset && request.method === "GET") {
      const found = letters.get(asset[1]);
      if (!found) return send(response, 404, "Not Found", "text/plain");
      response.writeHead(200, { "content-type": "application/pdf" });
      return response.end(found.pdf);
    }
    if (!authorized)
      return lobError(
        response,
        401,
        "unauthorized",
        "Your API key is not valid. Please sign up on lob.com to get a valid api key.",
      );
    const failure = failures.shift();
    if (failure === "http_500") return lobError(response, 500, "internal_server_error", "Internal server error");
    const one = /^\/v1\/letters\/(ltr_[a-zA-Z0-9]+)$/.exec(pathname);
    if (pathname === "/v1/letters" && request.method === "POST")
      return create(request, Buffer.concat(chunks), response, failure);
    if (pathname === "/v1/letters" && request.method === "GET") {
      const limit = Number(searchParams.get("limit") ?? 10);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        return lobError(response, 422, "invalid", "limit must be 1-100");
      const filter = [...searchParams].flatMap(([name, value]) => {
        const match = /^metadata\[(.+)\]$/.exec(name);
        return match ? [[match[1], value] as const] : [];
      });
      const data = [...letters.values()]
        .map((entry) => entry.letter)
        .filter((letter) => filter.every(([key, value]) => (letter.metadata as Record<string, string>)[key] === value))
        .reverse()
        .slice(0, limit);
      return finish(request, response, failure, {
        data,
        object: "list",
        next_url: null,
        previous_url: null,
        count: data.length,
      });
    }
    const found = one ? letters.get(one[1]) : undefined;
    if (one && !found) return lobError(response, 404, "not_found", "letter not found");
    if (found && request.method === "GET") return finish(request, response, failure, found.letter);
    if (found && request.method === "DELETE") {
      if (found.letter.deleted || found.letter.tracking_events.length > 0)
        return lobError(response, 422, "not_deletable", "This letter can no longer be canceled");
      found.letter.deleted = true;
      return finish(request, response, failure, { id: found.letter.id, deleted: true });
    }
    lobError(response, 404, "unrecognized_endpoint", "The requested endpoint does not exist");
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((problem) => send(response, 500, String(problem), "text/plain"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function letterOf(letterId: string): LobStandInLetter {
    const found = letters.get(letterId);
    if (!found) throw new Error(`no letter ${letterId}`);
    return found;
  }

  return {
    url,
    /** Every request: method, path with query, and whether it carried our key. */
    seen,
    /** The letters created, oldest first, with the uploaded PDF's bytes. */
    letters: () => [...letters.values()],
    failNext(failure: LobStandInFailure) {
      failures.push(failure);
    },
    /**
     * The next request of `method` whose path begins with `pathPrefix` is done at once (a create
     * makes its letter) but answered only once the test releases it.
     */
    holdNextReply(method: string, pathPrefix: string): HeldReply {
      return holds.holdNext((candidate) => candidate.method === method && candidate.pathname.startsWith(pathPrefix));
    },
    /** Appends a certified tracking event, as USPS's scans reach Lob. */
    advance(letterId: string, name: string, at = now()) {
      const { letter } = letterOf(letterId);
      const [event, description] = DETAILS[name] ?? ["other", "Unrecognized carrier status."];
      letter.tracking_events.push({
        id: id("evnt"),
        type: "certified",
        name,
        details: { event, description, notes: null, action_required: false },
        location: "94025",
        time: at,
        date_created: at,
        date_modified: at,
        object: "tracking_event",
      });
      letter.date_modified = at;
      return letter;
    },
    /** Posts a signed event for the letter, as Lob would (headers Lob-Signature, Lob-Signature-Timestamp). */
    async sendWebhook(
      target: string,
      eventType: string,
      letterId: string,
      sign: { secret?: string; timestamp?: string; eventId?: string } = {},
    ) {
      const { letter } = letterOf(letterId);
      const secret = sign.secret ?? options.webhookSecret;
      if (!secret) throw new Error("no webhook secret to sign with");
      const body = JSON.stringify({
        id: sign.eventId ?? id("evt"),
        body: eventType === "letter.deleted" ? { id: letter.id, deleted: true } : letter,
        reference_id: letter.id,
        event_type: {
          id: eventType,
          enabled_for_test: !eventType.includes("certified"),
          resource: "letters",
          object: "event_type",
        },
        date_created: now(),
        object: "event",
      });
      const timestamp = sign.timestamp ?? String(Date.now());
      const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
      const response = await fetch(target, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "lob-signature": signature,
          "lob-signature-timestamp": timestamp,
        },
        body,
      });
      return { status: response.status, body: await response.text(), sent: body };
    },
    close() {
      holds.releaseAll();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What Lob refuses with 422 (letter_editable.yml, address_editable_us.yml, the error codes). */
function validate(
  fields: Record<string, string>,
  pdf: Buffer | undefined,
): { code: string; message: string } | undefined {
  for (const who of ["to", "from"]) {
    if (!fields[`${who}[name]`] && !fields[`${who}[company]`])
      return { code: "invalid", message: `${who}.name or ${who}.company is required` };
    for (const part of ["address_line1", "address_city", "address_state", "address_zip"])
      if (!fields[`${who}[${part}]`]) return { code: "invalid", message: `${who}.${part} is required` };
    if (!/^[a-zA-Z]{2}$/.test(fields[`${who}[address_state]`]))
      return { code: "invalid", message: `${who}.address_state must be 2 letters` };
    if (!/^\d{5}(-\d{4})?$/.test(fields[`${who}[address_zip]`]))
      return { code: "invalid", message: `${who}.address_zip must be a ZIP` };
    for (const part of ["name", "company"])
      if ((fields[`${who}[${part}]`] ?? "").length > 40)
        return { code: "invalid", message: `${who}.${part} must be at most 40 characters` };
  }
  if (!pdf?.subarray(0, 5).equals(Buffer.from("%PDF-"))) return { code: "invalid_file", message: "file must be a PDF" };
  if (!fields.color) return { code: "invalid", message: "color is required" };
  if (!["marketing", "operational"].includes(fields.use_type))
    return { code: "mail_use_type_can_not_be_null", message: 'use_type must be one of "marketing" or "operational"' };
  if (!["certified", "certified_return_receipt", "registered"].includes(fields.extra_service))
    return {
      code: "invalid",
      message:
        "extra_service must be certified, certified_return_receipt or registered (this stand-in mails nothing else)",
    };
  const placements = ["top_first_page", "insert_blank_page", "bottom_first_page_center", "bottom_first_page"];
  if (fields.address_placement && !placements.includes(fields.address_placement))
    return { code: "invalid", message: "address_placement is not one of Lob's" };
  if (fields.mail_type && !["usps_first_class", "usps_standard"].includes(fields.mail_type))
    return { code: "invalid", message: "mail_type is not one of Lob's" };
  for (const [name, value] of Object.entries(fields)) {
    const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
    if (key && (key.length > 40 || value.length > 500 || /["\\]/.test(key + value)))
      return { code: "invalid", message: 'metadata keys are at most 40 characters, values 500, neither with " or \\' };
  }
}

function addressOf(fields: Record<string, string>, who: string) {
  const parts = Object.fromEntries(
    ADDRESS_FIELDS.map((part) => [part, fields[`${who}[${part}]`]?.toUpperCase() ?? null]),
  );
  return { id: `adr_${randomBytes(8).toString("hex")}`, ...parts, address_country: "UNITED STATES", object: "address" };
}

function send(response: ServerResponse, status: number, body: string, type = "application/json") {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, { "content-type": type });
  response.end(body);
}
