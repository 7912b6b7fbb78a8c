import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { createReplyHolds, type HeldReply } from "./held-replies.ts";

interface Session {
  id: string;
  object: "checkout.session";
  mode: "payment";
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  /** The language asked for Stripe's own page ("es"), null when none was. */
  locale?: string | null;
  metadata: Record<string, string>;
  /** The line items as sent: each line's name and amount. */
  lines?: { name: string; amount: number }[];
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
}

/**
 * A loopback imitation of the part of Stripe's API the app uses: Checkout Sessions
 * (create, retrieve, expire) and refunds, with API-key checks and idempotency keys. Tests
 * drive payments with pay(), get signed webhook events from event() and keep a reply back
 * with holdNextReply().
 */
export async function startStripeStandIn(options: { apiKey: string; webhookSecret: string }) {
  const sessions = new Map<string, Session>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const counts = { sessionsCreated: 0, refunds: 0, sessionsExpired: 0 };
  const refunds: { id: string; paymentIntent: string | null; amount: number; orderId: string | null }[] = [];
  /** How many coming refund or expire requests fail with a 500 (the SDK retries twice on its own). */
  const failures = { refunds: 0, expires: 0 };
  const holds = createReplyHolds<{ method: string; path: string }>();
  let sequence = 0;
  let base = "";

  function handle(
    method: string,
    path: string,
    form: URLSearchParams,
  ): { status: number; body: unknown; transient?: boolean } {
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
    if (method === "POST" && path === "/v1/checkout/sessions") {
      sequence += 1;
      counts.sessionsCreated += 1;
      const id = `cs_test_${sequence.toString().padStart(6, "0")}`;
      /* Stripe's total is the sum of every line: unit amount times quantity. */
      const lines: { name: string; amount: number }[] = [];
      for (let i = 0; form.has(`line_items[${i}][price_data][unit_amount]`); i++) {
        const unit = Number(form.get(`line_items[${i}][price_data][unit_amount]`));
        const quantity = Number(form.get(`line_items[${i}][quantity]`) ?? "1");
        lines.push({
          name: form.get(`line_items[${i}][price_data][product_data][name]`) ?? "",
          amount: unit * quantity,
        });
      }
      const session: Session = {
        id,
        object: "checkout.session",
        mode: "payment",
        url: `${base}/pay/${id}`,
        status: "open",
        payment_status: "unpaid",
        amount_total: lines.reduce((sum, line) => sum + line.amount, 0),
        lines,
        currency: form.get("line_items[0][price_data][currency]") ?? "usd",
        client_reference_id: form.get("client_reference_id"),
        customer_email: form.get("customer_email"),
        locale: form.get("locale"),
        metadata: Object.fromEntries(
          [...form.entries()].flatMap(([key, value]) => {
            const name = key.match(/^metadata\[([^\]]+)\]$/)?.[1];
            return name ? [[name, value]] : [];
          }),
        ),
        payment_intent: null,
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]);
      if (!session) return error(404, `No such checkout.session: '${sessionPath[1]}'`);
      if (method === "GET" && !sessionPath[2]) return { status: 200, body: session };
      /* POST /v1/checkout/sessions/:id/expire: only an open session; answers the expired session. */
      if (method === "POST" && sessionPath[2]) {
        if (failures.expires > 0) {
          failures.expires -= 1;
          return serverError();
        }
        if (session.status !== "open") {
          return error(400, `This Checkout Session is ${session.status} and can no longer be expired.`);
        }
        counts.sessionsExpired += 1;
        session.status = "expired";
        session.url = null;
        return { status: 200, body: session };
      }
    }
    if (method === "POST" && path === "/v1/refunds") {
      if (failures.refunds > 0) {
        failures.refunds -= 1;
        return serverError();
      }
      counts.refunds += 1;
      const refund = {
        id: `re_${counts.refunds}`,
        paymentIntent: form.get("payment_intent"),
        amount: Number(form.get("amount")),
        orderId: form.get("metadata[order_id]"),
      };
      refunds.push(refund);
      return {
        status: 200,
        body: {
          id: refund.id,
          object: "refund",
          status: "succeeded",
          amount: refund.amount,
          payment_intent: refund.paymentIntent,
        },
      };
    }
    return error(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = ({ status, body }: { status: number; body: unknown }) => {
      if (response.headersSent || response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return send(error(401, "Invalid API Key provided."));
    const key = request.headers["idempotency-key"];
    const url = new URL(request.url ?? "/", base);
    const cacheKey = typeof key === "string" ? `${request.method} ${url.pathname} ${key}` : undefined;
    if (cacheKey && idempotent.has(cacheKey)) return send(idempotent.get(cacheKey)!);
    const result = handle(request.method ?? "GET", url.pathname, new URLSearchParams(Buffer.concat(chunks).toString()));
    if (cacheKey && !result.transient) idempotent.set(cacheKey, result);
    await holds.wait({ method: request.method ?? "GET", path: url.pathname });
    send(result);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    sessions,
    counts,
    refunds,
    failures,
    /** The customer finishes the hosted page; an expired session's page cannot be paid. */
    pay(sessionId: string, change: { paymentStatus?: "paid" | "unpaid"; amountTotal?: number } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (session.status !== "open")
        throw new Error(`checkout session ${sessionId} is ${session.status}: it cannot be paid`);
      session.status = "complete";
      session.payment_status = change.paymentStatus ?? "paid";
      session.payment_intent = `pi_${sessionId.slice(8)}`;
      session.url = null;
      if (change.amountTotal !== undefined) session.amount_total = change.amountTotal;
      return session;
    },
    /** A webhook event as Stripe would send it: payload and a valid signature header. */
    event(type: string, object: object, eventOptions: { id?: string; secret?: string; timestamp?: number } = {}) {
      sequence += 1;
      const payload = JSON.stringify({
        id: eventOptions.id ?? `evt_${sequence}`,
        object: "event",
        type,
        api_version: "2026-10-28.endive",
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: eventOptions.secret ?? options.webhookSecret,
        timestamp: eventOptions.timestamp,
      });
      return { payload, headers: { "stripe-signature": signature, "content-type": "application/json" } };
    },
    /** The next `method path` request is answered (its work done) only once the test releases it. */
    holdNextReply(method: string, path: string): HeldReply {
      return holds.holdNext((request) => request.method === method && request.path === path);
    },
    close() {
      holds.releaseAll();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function serverError() {
  return {
    status: 500,
    body: { error: { type: "api_error", message: "An error occurred with our connection to Stripe." } },
    transient: true,
  };
}

function error(status: number, message: string) {
  return { status, body: { error: { type: "invalid_request_error", message } } };
}
