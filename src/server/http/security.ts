import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { AppError } from "../../domain/errors.ts";
import type { Config } from "../env.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Routes called by providers' servers rather than by our pages. */
const CROSS_ORIGIN_ALLOWED = new Set(["/api/stripe/webhook", "/api/webhooks/lob"]);

/** Helmet's security headers with a CSP the built app satisfies, worked out once and set on every reply. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = helmetHeaders(helmetOptions(config));
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    /* API answers are per user and change with every write: never kept by a browser or a proxy. */
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
    done();
  });
}

/** Runs helmet's middleware once against a response that only records the headers it sets. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function helmetOptions(config: Config): HelmetOptions {
  const chatOrigin = config.supportChatSrc ? new URL(config.supportChatSrc).origin : undefined;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(chatOrigin ? [chatOrigin] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(chatOrigin ? [chatOrigin] : [])],
        frameSrc: chatOrigin ? [chatOrigin] : ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.appUrl.startsWith("https:") ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.appUrl.startsWith("https:"),
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  };
}

/** State-changing requests must come from our own pages. */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const appOrigin = new URL(config.appUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || CROSS_ORIGIN_ALLOWED.has(request.routeOptions.url ?? "")) return;
    if (!isSameOrigin(request, appOrigin)) {
      throw new AppError("forbidden", "This request came from another site and was refused.");
    }
  });
}

function isSameOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const hostOrigin = `${request.protocol}://${request.headers.host}`;
    return origin === appOrigin || origin === hostOrigin;
  }
  const fetchSite = request.headers["sec-fetch-site"];
  return fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
}
