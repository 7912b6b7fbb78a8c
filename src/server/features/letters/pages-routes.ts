import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../domain/ids.ts";
import type { AppDeps } from "../../deps.ts";
import { enforceRateLimits, MINUTE } from "../../http/rate-limit.ts";
import { requestSignal } from "../../http/request-signal.ts";
import { requireUser } from "../auth/current-user.ts";
import { getLetterFor } from "./get-own-letter.ts";
import { letterPages } from "./letter-pages.ts";

const pagesQuery = z.object({
  document: z
    .enum(["letter", "final-notice", "data-request"], {
      error: "The document must be letter, final-notice or data-request",
    })
    .default("letter"),
  package: z.enum(["digital", "mail"], { error: "The package must be digital or mail" }).default("digital"),
});

/** Previews per account per minute: far above what a person opens, low enough that a script cannot queue up layouts. */
export const PREVIEWS_PER_MINUTE = 30;

/** The letter's pages as its PDF lays them out: for the owner, or an admin helping them; anyone else gets 404. */
export async function letterPagesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  api.get(
    "/api/demand-letters/:id/pages",
    { schema: { params: idParams, querystring: pagesQuery } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      await enforceRateLimits(
        db,
        [{ key: `pages:${user.id}`, max: PREVIEWS_PER_MINUTE, windowMs: MINUTE, what: "previews" }],
        clock(),
        deps.config.authRateLimitScale,
      );
      const letter = await getLetterFor(db, user, request.params.id);
      const view = await letterPages(db, letter, {
        document: request.query.document,
        packageType: request.query.package,
        now: clock(),
        signal: requestSignal(reply),
      });
      return reply.header("cache-control", "private, no-store").send(view);
    },
  );
}
