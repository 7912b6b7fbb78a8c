import { request as httpRequest } from "node:http";
import { letterInput } from "../helpers/factories.ts";
import type { ServerProcess } from "./server-process.ts";

export interface Reply {
  status: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
  setCookie: string[];
}

/** One HTTP request on a fresh connection (no pooled socket survives a killed server). */
export function send(
  server: Pick<ServerProcess, "url">,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${server.url}${path}`,
      { method, headers: options.headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          const setCookie = incoming.headers["set-cookie"] ?? [];
          resolve({ status: incoming.statusCode ?? 0, body, setCookie, json: () => JSON.parse(body) });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

/** A signed-in browser: its session cookie works on any instance, since sessions live in the database. */
export interface Visitor {
  email: string;
  /** The session cookie, for requests `call` cannot make (multipart uploads). */
  cookie: string;
  call(server: ServerProcess, method: string, path: string, body?: unknown): Promise<Reply>;
}

let counter = 0;

export async function signUp(server: ServerProcess): Promise<Visitor> {
  counter += 1;
  const email = `process.${process.pid}.${counter}@example.com`;
  const body = { email, password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" };
  const reply = await send(server, "POST", "/api/auth/register", {
    headers: jsonHeaders(server),
    body: JSON.stringify(body),
  });
  if (reply.status !== 201) throw new Error(`sign-up failed: ${reply.status} ${reply.body}`);
  const cookie = reply.setCookie
    .map((line) => line.split(";")[0])
    .findLast((pair) => pair.startsWith("sid=") && pair !== "sid=");
  if (!cookie) throw new Error("sign-up set no session cookie");
  return {
    email,
    cookie,
    call(target, method, path, payload) {
      const headers = { ...jsonHeaders(target), cookie };
      return send(target, method, path, { headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    },
  };
}

function jsonHeaders(server: ServerProcess): Record<string, string> {
  return { "content-type": "application/json", origin: server.url };
}

export async function createLetter(visitor: Visitor, server: ServerProcess): Promise<number> {
  const reply = await visitor.call(server, "POST", "/api/demand-letters", letterInput());
  if (reply.status !== 201) throw new Error(`letter not created: ${reply.status} ${reply.body}`);
  return reply.json<{ id: number }>().id;
}

/** POST /api/create-checkout-session; the Stripe session id is the last part of the hosted page URL. */
export async function startCheckout(
  visitor: Visitor,
  server: ServerProcess,
  letterId: number,
  packageType: "digital" | "mail",
) {
  const reply = await visitor.call(server, "POST", "/api/create-checkout-session", { letterId, packageType });
  if (reply.status !== 200) throw new Error(`checkout not started: ${reply.status} ${reply.body}`);
  const { checkoutUrl, orderId } = reply.json<{ checkoutUrl: string; orderId: number }>();
  return { orderId, sessionId: checkoutUrl.split("/pay/")[1], checkoutUrl };
}

/** What the success page does: GET /api/checkout/confirm?session_id=... */
export function confirmCheckout(visitor: Visitor, server: ServerProcess, sessionId: string) {
  return visitor.call(server, "GET", `/api/checkout/confirm?session_id=${sessionId}`);
}

export interface OrderView {
  id: number;
  type: string;
  status: string;
  demandLetterId: number;
  mailStatus: string;
  mailTracking: string | null;
}

/** The visitor's orders as the My Orders page reads them. */
export async function ordersOf(visitor: Visitor, server: ServerProcess): Promise<OrderView[]> {
  const reply = await visitor.call(server, "GET", "/api/orders");
  if (reply.status !== 200) throw new Error(`orders not listed: ${reply.status} ${reply.body}`);
  return reply.json<OrderView[]>();
}

/** Stripe posting a signed event; resolves with the status, or "no answer" when the connection died. */
export async function deliverWebhook(
  server: ServerProcess,
  event: { payload: string; headers: Record<string, string> },
): Promise<number | "no answer"> {
  try {
    const reply = await send(server, "POST", "/api/stripe/webhook", { headers: event.headers, body: event.payload });
    return reply.status;
  } catch {
    return "no answer";
  }
}
