import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The idle timer (Fastify's `connectionTimeout`) drops a connection that goes quiet: a client that
 * stops sending its request, or stops reading its answer. A connection is also quiet while the
 * server works on a request that has arrived whole, and a slow answer (a case record on a busy
 * machine) was cut off there: the browser asked again on a new connection and was told the record
 * was still being made. So the timer stops once the request has arrived whole and runs again from
 * the first byte of the answer on; the request itself stays bounded by `requestTimeout`.
 */
export function registerIdleTimer(app: FastifyInstance, idleMs: number): void {
  app.addHook("preHandler", (request, _reply, done) => {
    if (arrivedWhole(request.raw)) requestArrived(request);
    done();
  });
  app.addHook("onSend", (request, _reply, payload, done) => {
    setIdleTimer(request, idleMs);
    done(null, payload);
  });
}

/** Stops the idle timer while the answer is being prepared: for a route that reads its own body (an upload), once it has. */
export function requestArrived(request: FastifyRequest): void {
  setIdleTimer(request, 0);
}

/** 0 stops it. A request made with `inject()` has no real socket and no timer. */
function setIdleTimer(request: FastifyRequest, ms: number): void {
  const socket = request.raw.socket as { setTimeout?: (ms: number) => unknown } | undefined;
  if (typeof socket?.setTimeout === "function") socket.setTimeout(ms);
}

/** A body Fastify has read, or none to read. */
function arrivedWhole(raw: IncomingMessage): boolean {
  if (raw.complete) return true;
  const length = raw.headers["content-length"];
  return raw.headers["transfer-encoding"] === undefined && (length === undefined || length === "0");
}
