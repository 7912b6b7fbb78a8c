import { channel } from "node:diagnostics_channel";
import type { FastifyInstance } from "fastify";

/**
 * Records "METHOD /path" for every route of every Fastify instance created while recording, through
 * Fastify's `fastify.initialization` diagnostics channel (an onRoute hook added before any route).
 * HEAD routes Fastify adds beside each GET and the static files' wildcard are left out.
 */
export function recordRoutes(): { routes: Set<string>; stop(): void } {
  const routes = new Set<string>();
  const initialization = channel("fastify.initialization");
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook("onRoute", (route) => {
      if (route.url === "/*") return;
      for (const method of [route.method].flat()) if (method !== "HEAD") routes.add(`${method} ${route.url}`);
    });
  };
  initialization.subscribe(onInit);
  return { routes, stop: () => initialization.unsubscribe(onInit) };
}
