import type { FastifyInstance } from "fastify";
import { AppError } from "../../../domain/errors.ts";
import { type AppDeps, dispatchDeps } from "../../deps.ts";
import { readLobEvent, verifyLobSignature } from "../../providers/mail/lob-webhook.ts";
import { processLobEvent } from "./lob-events.ts";

/** Lob's signed tracking events (decision 0024). Polling stays as the fallback. */
export async function dispatchRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (webhook) => {
    // Lob signs the exact bytes it sent: keep the body raw here.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    webhook.post("/api/webhooks/lob", async (request) => {
      const secret = deps.config.lob.webhookSecret;
      if (!secret || !deps.mail.get("lob")) {
        throw new AppError("invalid_input", "Lob webhooks are not configured on this server.");
      }
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const check = verifyLobSignature(body, request.headers, secret, deps.clock());
      if (!check.ok) {
        request.log.warn({ reason: check.reason }, "Lob webhook refused");
        throw new AppError("invalid_input", `The Lob signature is not valid: ${check.reason}`);
      }
      const event = readLobEvent(body);
      if ("error" in event) {
        request.log.warn({ reason: event.error }, "Lob webhook unreadable");
        throw new AppError("invalid_input", `The Lob event cannot be read: ${event.error}`);
      }
      const outcome = await processLobEvent(dispatchDeps(app, deps), event);
      return { received: true, outcome };
    });
  });
}
