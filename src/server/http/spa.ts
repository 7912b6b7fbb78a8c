import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { PROJECT_ROOT } from "../project-root.ts";
import { errorBodyFor } from "../i18n/answers.ts";
import { errorBody } from "./errors.ts";

export const CLIENT_DIR = path.join(PROJECT_ROOT, "dist", "client");

/** Serves the built client: hashed assets cached for a year, index.html for every page path. */
export async function registerSpa(app: FastifyInstance, clientDir = CLIENT_DIR): Promise<void> {
  const built = existsSync(`${clientDir}/index.html`);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: "index.html",
      wildcard: true,
      // The client build writes .br and .gz beside each text file; send those when the browser takes them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes("/assets/");
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !urlPath.startsWith("/api/") &&
      !urlPath.startsWith("/assets/");
    if (isPage && built) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply
      .status(404)
      .send(errorBodyFor(request, errorBody("not_found", `No such path: ${request.method} ${urlPath}`)));
  });
}
