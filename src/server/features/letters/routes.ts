import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordId } from "../../../domain/ids.ts";
import { demandLetterInputSchema } from "../../../domain/letter/schema.ts";
import { RECIPIENTS } from "../../../domain/letter/recipients.ts";
import { type AppDeps, paymentDeps } from "../../deps.ts";
import { enforceRateLimits } from "../../http/rate-limit.ts";
import { actsForCustomer, letterChanges, letterSnapshot, recordSupportChange } from "../admin/support-changes.ts";
import { requireUser } from "../auth/current-user.ts";
import { closeCheckoutsSoon } from "../payments/close-checkouts.ts";
import { fileFormatFromParam } from "../documents/file-names.ts";
import { createLetter } from "./create-letter.ts";
import { deleteLetter } from "./delete-letter.ts";
import { letterEditState } from "./edit-state.ts";
import { getOwnLetter, getLetterFor } from "./get-own-letter.ts";
import { downloadParams, limitDownloads, sendFile } from "./downloads.ts";
import { getOwnPaidLetter, renderLetterFile } from "./letter-files.ts";
import { listVersions } from "./letter-versions.ts";
import { listLetters } from "./list-letters.ts";
import { correctionLimits, updateLetter } from "./update-letter.ts";
import { requestSignal } from "../../http/request-signal.ts";

const letterParams = z.object({ id: recordId });

export async function letterRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const payment = paymentDeps(app, deps);

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

  /* The owner, or an admin fixing a letter for a customer (audited, decision 0022); anyone else gets 404. */
  api.patch(
    "/api/demand-letters/:id",
    { schema: { params: letterParams, body: demandLetterInputSchema } },
    async (request) => {
      const user = await requireUser(request, db);
      const letter = await getLetterFor(db, user, request.params.id);
      const now = clock();
      if (letter.paid)
        await enforceRateLimits(db, correctionLimits(user.id, letter.id), now, config.authRateLimitScale);
      return updateLetter(
        db,
        letter.id,
        request.body,
        now,
        actsForCustomer(user, letter)
          ? (tx, before, after) =>
              recordSupportChange(tx, {
                actorUserId: user.id,
                action: "letter.update",
                letterId: letter.id,
                ...letterChanges(before, after),
                at: now,
              })
          : undefined,
      );
    },
  );

  api.delete("/api/demand-letters/:id", { schema: { params: letterParams } }, async (request, reply) => {
    const user = await requireUser(request, db);
    const letter = await getLetterFor(db, user, request.params.id);
    const now = clock();
    const openCheckouts = await deleteLetter(
      db,
      letter.id,
      now,
      actsForCustomer(user, letter)
        ? (tx, before) =>
            recordSupportChange(tx, {
              actorUserId: user.id,
              action: "letter.delete",
              letterId: letter.id,
              before: { ...letterSnapshot(before), userId: before.userId, createdAt: before.createdAt.toISOString() },
              after: null,
              at: now,
            })
        : undefined,
    );
    closeCheckoutsSoon(payment, openCheckouts);
    return reply.status(204).send();
  });

  api.get(
    "/api/demand-letters/:id/download/:format",
    { schema: { params: downloadParams } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      await limitDownloads(deps, user.id);
      const letter = await getOwnPaidLetter(db, user.id, request.params.id);
      return sendFile(
        reply,
        await renderLetterFile(db, letter, fileFormatFromParam(request.params.format), {
          now: clock(),
          paid: true,
          signal: requestSignal(reply),
        }),
      );
    },
  );
}
