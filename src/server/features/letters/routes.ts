import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../domain/errors.ts";
import { recordId } from "../../../domain/ids.ts";
import { demandLetterInputSchema } from "../../../domain/letter/schema.ts";
import { RECIPIENTS } from "../../../domain/recipients.ts";
import type { AppDeps } from "../../app.ts";
import { enforceRateLimits, MINUTE } from "../../http/rate-limit.ts";
import { requireUser } from "../auth/current-user.ts";
import { fileFormatFromParam } from "../documents/file-names.ts";
import { createLetter } from "./create-letter.ts";
import { deleteLetter } from "./delete-letter.ts";
import { letterEditState } from "./edit-state.ts";
import { getOwnLetter, getLetterFor } from "./get-own-letter.ts";
import { hasPaidOrder, type LetterFile, renderLetterFile } from "./letter-files.ts";
import { listVersions } from "./letter-versions.ts";
import { listLetters } from "./list-letters.ts";
import { updateLetter } from "./update-letter.ts";

const letterParams = z.object({ id: recordId });

export const downloadParams = z.object({
  id: recordId,
  format: z.enum(["pdf", "word"], { error: "The format must be pdf or word" }),
});

export function sendFile(reply: FastifyReply, file: LetterFile) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "private, no-store")
    .send(file.body);
}

/** Downloads per user per minute: far above what a person does, low enough that a script cannot queue up renders. */
export const DOWNLOADS_PER_MINUTE = 30;

export async function letterRoutes(app: FastifyInstance, { db, clock, config }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/recipients", async () =>
    RECIPIENTS.map(({ id, name, attention, address1, city, state, zip, country, displayName, fullAddress }) => ({
      id,
      name,
      attention,
      address1,
      city,
      state,
      zip,
      country,
      displayName,
      fullAddress,
    })),
  );

  api.get("/api/demand-letters", async (request) => {
    const user = await requireUser(request, db);
    return listLetters(db, user.id);
  });

  api.post("/api/demand-letters", { schema: { body: demandLetterInputSchema } }, async (request, reply) => {
    const user = await requireUser(request, db);
    const letter = await createLetter(db, user.id, request.body, clock());
    return reply.status(201).send(letter);
  });

  api.get("/api/demand-letters/:id", { schema: { params: letterParams } }, async (request) => {
    const user = await requireUser(request, db);
    const letter = await getOwnLetter(db, user.id, request.params.id);
    const [editState, versions] = await Promise.all([letterEditState(db, letter.id), listVersions(db, letter.id)]);
    return { ...letter, editState, versions };
  });

  /* The owner, or an admin fixing a letter for a customer; anyone else gets 404. */
  api.patch(
    "/api/demand-letters/:id",
    { schema: { params: letterParams, body: demandLetterInputSchema } },
    async (request) => {
      const user = await requireUser(request, db);
      const letter = await getLetterFor(db, user, request.params.id);
      return updateLetter(db, letter.id, request.body, clock());
    },
  );

  api.delete("/api/demand-letters/:id", { schema: { params: letterParams } }, async (request, reply) => {
    const user = await requireUser(request, db);
    const letter = await getLetterFor(db, user, request.params.id);
    await deleteLetter(db, letter.id, clock());
    return reply.status(204).send();
  });

  api.get(
    "/api/demand-letters/:id/download/:format",
    { schema: { params: downloadParams } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      await enforceRateLimits(
        db,
        [{ key: `download:${user.id}`, max: DOWNLOADS_PER_MINUTE, windowMs: MINUTE }],
        clock(),
        config.authRateLimitScale,
      );
      const letter = await getOwnLetter(db, user.id, request.params.id);
      if (!(await hasPaidOrder(db, letter.id))) {
        throw new AppError(
          "payment_required",
          "This letter's files unlock once its order is paid. Complete checkout to download it.",
        );
      }
      return sendFile(
        reply,
        await renderLetterFile(db, letter, fileFormatFromParam(request.params.format), { now: clock(), paid: true }),
      );
    },
  );
}
