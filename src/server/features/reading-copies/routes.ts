import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUsSender } from "../../../domain/case/us-only-documents.ts";
import { AppError } from "../../../domain/errors.ts";
import { idParams } from "../../../domain/ids.ts";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import { letterRegion } from "../../../domain/letter/eu-uk-sender.ts";
import { readingArbitrationBlocks } from "../../../domain/reading-copy/arbitration.ts";
import { readingCaseRecordBlocks } from "../../../domain/reading-copy/case-record.ts";
import { readingAgComplaintBlocks } from "../../../domain/reading-copy/attorney-general.ts";
import { readingDataRequestBlocks } from "../../../domain/reading-copy/data-request.ts";
import { readingFinalNoticeBlocks } from "../../../domain/reading-copy/final-notice.ts";
import { readingEuUkDataRequestBlocks } from "../../../domain/reading-copy/eu-uk-data-request.ts";
import { readingEuUkLetterBlocks } from "../../../domain/reading-copy/eu-uk-letter.ts";
import { readingLetterBlocks } from "../../../domain/reading-copy/letter.ts";
import type { AppDeps } from "../../deps.ts";
import { requestSignal } from "../../http/request-signal.ts";
import { requireUser } from "../auth/current-user.ts";
import { agComplaintInputOf, arbitrationInputOf, NO_ARBITRATION_AGREEMENT } from "../case/escalation-inputs.ts";
import { paidCaseOf, controllerQuery, requestedController } from "../case/paid-case.ts";
import { FOLLOW_UP_NOT_OFFERED, followUpFacts, loadCaseRecords } from "../case/get-case.ts";
import { CASE_RECORD_LOCKED, proofFacts } from "../case/proof-packet.ts";
import { downloadedNotice } from "../case/notice-copy.ts";
import { mailedDataRequest } from "../dispatch/data-request-to-mail.ts";
import { mailedFinalNotice } from "../dispatch/final-notice-to-mail.ts";
import { LETTER_CONTENT_TYPES } from "../documents/file-names.ts";
import { dayAsDate } from "../documents/letter-day.ts";
import { runInWorker } from "../documents/render-pool.ts";
import { limitDownloads, sendFile } from "../letters/downloads.ts";
import { getLetterFor } from "../letters/get-own-letter.ts";
import { downloadVersion, getOwnPaidLetter, type LetterRow } from "../letters/letter-files.ts";
import { letterDay } from "../letters/letter-versions.ts";

/**
 * Spanish reading copies (decision 0059): each offered exactly when its English document is, to the
 * same people, dated as that document is, and marked on every page as a courtesy translation.
 */
export async function readingCopyRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  async function sendReadingCopy(
    reply: FastifyReply,
    letter: LetterRow,
    document: { blocks: LetterBlock[]; title: string; fileName: string; day: string },
  ) {
    const meta = {
      title: `${document.title} — carta n.º ${letter.id} (traducción de cortesía)`,
      author: letter.fullName,
      createdAt: dayAsDate(document.day),
      language: "es" as const,
    };
    const body = await runInWorker("blocksPdf", { blocks: document.blocks, meta }, { signal: requestSignal(reply) });
    return sendFile(reply, {
      body: Buffer.from(body),
      contentType: LETTER_CONTENT_TYPES.pdf,
      fileName: `${document.fileName}-${letter.id}-es.pdf`,
    });
  }

  /* The letter: the owner's only, once paid (as /download/:format), read from the version that download gives. */
  api.get(
    "/api/demand-letters/:id/download/reading-copy/es",
    { schema: { params: idParams } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      await limitDownloads(deps, user.id);
      const letter = await getOwnPaidLetter(db, user.id, request.params.id);
      const version = await downloadVersion(db, letter, clock(), requestSignal(reply));
      const options = { date: dayAsDate(version.letterDate), timeZone: "UTC" };
      const blocks =
        letterRegion(letter) === "us"
          ? readingLetterBlocks(letter, {
              ...options,
              mailing: version.reason === "mailed" ? { trackingNumber: null } : undefined,
            })
          : readingEuUkLetterBlocks(letter, options);
      return sendReadingCopy(reply, letter, {
        blocks,
        title: "Carta de reclamo",
        fileName: "carta-de-reclamo",
        day: version.letterDate,
      });
    },
  );

  /* The final notice: as /download/follow-up/:format; dated as the notice mailed or kept, else today. */
  api.get(
    "/api/demand-letters/:id/download/final-notice/reading-copy/es",
    { schema: { params: idParams } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      await limitDownloads(deps, user.id);
      const letter = await getLetterFor(db, user, request.params.id);
      requireUsSender(letter, "final-notice");
      const now = clock();
      const mailed = await mailedFinalNotice(db, letter.id);
      const kept = mailed ? undefined : await downloadedNotice(db, letter.id);
      const { first, outcome, offered } = followUpFacts(letter, await loadCaseRecords(db, letter.id), now);
      if (!first || !(mailed || kept || offered)) throw new AppError("conflict", FOLLOW_UP_NOT_OFFERED);
      const day = mailed?.letterDate ?? kept?.letterDate ?? letterDay(now, letter);
      const blocks = readingFinalNoticeBlocks(letter, {
        date: dayAsDate(day),
        timeZone: "UTC",
        first,
        outcome,
        mailing: mailed ? { trackingNumber: null } : undefined,
      });
      return sendReadingCopy(reply, letter, { blocks, title: "Aviso final", fileName: "aviso-final", day });
    },
  );

  /* The data-access request: as /download/data-request/:format, with the same ?controller=. */
  api.get(
    "/api/demand-letters/:id/download/data-request/reading-copy/es",
    { schema: { params: idParams, querystring: controllerQuery } },
    async (request, reply) => {
      const { letter, now } = await paidCaseOf(deps, request, request.params.id);
      const { controller, first } = requestedController(letter.platforms, request.query.controller);
      const mailed = first ? await mailedDataRequest(db, letter.id) : undefined;
      const day = mailed?.letterDate ?? letterDay(now, letter);
      const options = { date: dayAsDate(day), timeZone: "UTC", controller };
      const blocks =
        letterRegion(letter) === "us"
          ? readingDataRequestBlocks(letter, { ...options, mailing: mailed ? { trackingNumber: null } : undefined })
          : readingEuUkDataRequestBlocks(letter, options);
      return sendReadingCopy(reply, letter, {
        blocks,
        title: "Solicitud de una copia de mis datos personales",
        fileName: controller === "whatsapp" ? "solicitud-de-datos-whatsapp" : "solicitud-de-datos",
        day,
      });
    },
  );

  /* The attorney-general summary: as /download/ag-complaint, through the same checks, prepared on the same day. */
  api.get(
    "/api/demand-letters/:id/download/ag-complaint/reading-copy/es",
    { schema: { params: idParams } },
    async (request, reply) => {
      const { letter, input } = await agComplaintInputOf(deps, request, request.params.id);
      return sendReadingCopy(reply, letter, {
        blocks: readingAgComplaintBlocks(input),
        title: "Queja ante el fiscal general",
        fileName: "queja-fiscal-general",
        day: input.preparedOn,
      });
    },
  );

  /* The arbitration demand: as /download/arbitration, through the same checks, prepared on the same day. */
  api.get(
    "/api/demand-letters/:id/download/arbitration/reading-copy/es",
    { schema: { params: idParams } },
    async (request, reply) => {
      const { letter, input } = await arbitrationInputOf(deps, request, request.params.id);
      const blocks = readingArbitrationBlocks(input);
      if (blocks.length === 0) throw new AppError("conflict", NO_ARBITRATION_AGREEMENT);
      return sendReadingCopy(reply, letter, {
        blocks,
        title: "Demanda de arbitraje",
        fileName: "demanda-de-arbitraje",
        day: input.preparedOn,
      });
    },
  );

  /* The case record's own sentences: as /download/proof (owner or admin, once paid), without the exhibits' files. */
  api.get(
    "/api/demand-letters/:id/download/proof/reading-copy/es",
    { schema: { params: idParams } },
    async (request, reply) => {
      const user = await requireUser(request, db);
      await limitDownloads(deps, user.id);
      const letter = await getLetterFor(db, user, request.params.id);
      if (!letter.paid) throw new AppError("payment_required", CASE_RECORD_LOCKED);
      const facts = await proofFacts(db, letter, clock());
      return sendReadingCopy(reply, letter, {
        blocks: readingCaseRecordBlocks(facts),
        title: "Expediente del caso",
        fileName: "expediente-del-caso",
        day: facts.preparedOn,
      });
    },
  );
}
