import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../domain/errors.ts";
import { recordId } from "../../../domain/ids.ts";
import { demandLetterInputSchema } from "../../../domain/letter/schema.ts";
import { RECIPIENTS } from "../../../domain/recipients.ts";
import type { AppDeps } from "../../app.ts";
import { requireUser } from "../auth/current-user.ts";
import { fileFormatFromParam } from "../documents/file-names.ts";
import { createLetter } from "./create-letter.ts";
import { getOwnLetter } from "./get-own-letter.ts";
import { hasPaidOrder, type LetterFile, renderLetterFile } from "./letter-files.ts";
import { listLetters } from "./list-letters.ts";

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

export async function letterRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/recipients", async () =>
    RECIPIENTS.map(({ id, name, attention, address1, city, state, zip, country, displayName, fullAddress }) => ({
      id, name, attention, address1, city, state, zip, country, displayName, fullAddress,
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

  api.get("/api/demand-letters/:id", { schema: { params: z.object({ id: recordId }) } }, async (request) => {
    const user = await requireUser(request, db);
    return getOwnLetter(db, user.id, request.params.id);
  });

  api.get("/api/demand-letters/:id/download/:format", { schema: { params: downloadParams } }, async (request, reply) => {
    const user = await requireUser(request, db);
    const letter = await getOwnLetter(db, user.id, request.params.id);
    if (!(await hasPaidOrder(db, letter.id))) {
      throw new AppError("payment_required", "This letter's files unlock once its order is paid. Complete checkout to download it.");
    }
    return sendFile(reply, await renderLetterFile(db, letter, fileFormatFromParam(request.params.format)));
  });
}
