import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { arbitrationDemandBlocks } from "../../../domain/escalation/arbitration-demand.ts";
import { agComplaintBlocks } from "../../../domain/escalation/attorney-general-summary.ts";
import { dayIn } from "../../../domain/time/clock.ts";
import { dataAccessRequestBlocks } from "../../../domain/escalation/data-request-letter.ts";
import { z } from "zod";
import { AppError } from "../../../domain/errors.ts";
import type { UsOnlyDocument } from "../../../domain/case/us-only-documents.ts";
import { idParams } from "../../../domain/ids.ts";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import type { AppDeps } from "../../deps.ts";
import { requestSignal } from "../../http/request-signal.ts";
import { LETTER_CONTENT_TYPES } from "../documents/file-names.ts";
import { DATA_REQUEST_TITLE, mailedDataRequest } from "../dispatch/data-request-to-mail.ts";
import { runInWorker } from "../documents/render-pool.ts";
import { downloadParams, sendFile } from "../letters/downloads.ts";
import type { LetterRow } from "../letters/letter-versions.ts";
import { controllerQuery, paidCaseOf, requestedController } from "./paid-case.ts";
import { outOfCourtDocument, senderZone } from "./out-of-court.ts";
import { agComplaintInputOf, arbitrationInputOf, NO_ARBITRATION_AGREEMENT } from "./escalation-inputs.ts";

const day = z.iso.date({ error: "Give the day as YYYY-MM-DD." });
const outOfCourtQuery = z.object({ decisionDate: day.optional(), dataRequestReceivedOn: day.optional() });

/**
 * The documents for going further (issue 28), each offered when it applies (escalationOf): the
 * arbitration demand, the data-access request (PDF or Word) and the attorney-general summary.
 * The owner's, or an admin's; 404 to anyone else, as for every letter download.
 */
export async function escalationRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  const caseOf = (request: FastifyRequest, id: number, usOnly?: UsOnlyDocument) =>
    paidCaseOf(deps, request, id, usOnly);

  async function sendBlocks(
    reply: FastifyReply,
    letter: LetterRow,
    document: { blocks: LetterBlock[]; title: string; fileName: string; format?: "pdf" | "docx" },
  ) {
    const format = document.format ?? "pdf";
    const meta = { title: `${document.title} — Letter #${letter.id}`, author: letter.fullName, createdAt: clock() };
    const body = await runInWorker(
      format === "pdf" ? "blocksPdf" : "blocksDocx",
      { blocks: document.blocks, meta },
      {
        signal: requestSignal(reply),
      },
    );
    return sendFile(reply, {
      body: Buffer.from(body),
      contentType: LETTER_CONTENT_TYPES[format],
      fileName: `${document.fileName}-${letter.id}.${format}`,
    });
  }

  api.get("/api/demand-letters/:id/download/arbitration", { schema: { params: idParams } }, async (request, reply) => {
    const { letter, input } = await arbitrationInputOf(deps, request, request.params.id);
    const blocks = arbitrationDemandBlocks(input);
    if (blocks.length === 0) throw new AppError("conflict", NO_ARBITRATION_AGREEMENT);
    return sendBlocks(reply, letter, { blocks, title: "Demand for arbitration", fileName: "arbitration-demand" });
  });

  /* One request per controller: ?controller=whatsapp for WhatsApp LLC's; the letter's first controller by default. */
  api.get(
    "/api/demand-letters/:id/download/data-request/:format",
    { schema: { params: downloadParams, querystring: controllerQuery } },
    async (request, reply) => {
      const { letter, zone, now } = await caseOf(request, request.params.id);
      const format = request.params.format === "word" ? "docx" : "pdf";
      const { controller, first } = requestedController(letter.platforms, request.query.controller);
      /* Once mailed, the request to the first controller is the copy the mail service took, and its Word copy. */
      const mailed = first ? await mailedDataRequest(db, letter.id) : undefined;
      if (mailed)
        return sendFile(reply, {
          body: format === "pdf" ? mailed.pdf : mailed.docx,
          contentType: LETTER_CONTENT_TYPES[format],
          fileName: `data-request-${letter.id}.${format}`,
        });
      return sendBlocks(reply, letter, {
        blocks: dataAccessRequestBlocks(letter, { date: now, timeZone: zone, controller }),
        title: DATA_REQUEST_TITLE,
        fileName: controller === "whatsapp" ? "data-request-whatsapp" : "data-request",
        format,
      });
    },
  );

  /* EU and UK senders: the out-of-court routes after the letter (decision 0053); US letters have the small-claims guide. */
  api.get(
    "/api/demand-letters/:id/download/out-of-court",
    { schema: { params: idParams, querystring: outOfCourtQuery } },
    async (request, reply) => {
      const { user, letter, now } = await caseOf(request, request.params.id);
      const blocks = outOfCourtDocument(
        letter,
        {
          preparedOn: dayIn(now, senderZone(letter)),
          decisionDate: request.query.decisionDate ?? null,
          dataRequestReceivedOn: request.query.dataRequestReceivedOn ?? null,
        },
        user.language,
      );
      if (!blocks)
        throw new AppError(
          "conflict",
          "The out-of-court guide is for senders in the European Union and the United Kingdom. For a US letter, use the small-claims guide on your case page.",
        );
      if (user.language === "es") {
        /* Our own guide written in Spanish, not a translation of a document sent: no courtesy mark (decision 0064). */
        const meta = {
          title: `Después de su carta: vías extrajudiciales — Carta n.º ${letter.id}`,
          author: letter.fullName,
          createdAt: clock(),
          language: "es" as const,
          courtesyMark: false,
        };
        const pdf = await runInWorker("blocksPdf", { blocks, meta }, { signal: requestSignal(reply) });
        return sendFile(reply, {
          body: Buffer.from(pdf),
          contentType: LETTER_CONTENT_TYPES.pdf,
          fileName: `guia-extrajudicial-${letter.id}.pdf`,
        });
      }
      return sendBlocks(reply, letter, {
        blocks,
        title: "After your letter: out-of-court routes",
        fileName: "out-of-court-guide",
      });
    },
  );

  api.get("/api/demand-letters/:id/download/ag-complaint", { schema: { params: idParams } }, async (request, reply) => {
    const { letter, input } = await agComplaintInputOf(deps, request, request.params.id);
    const blocks = agComplaintBlocks(input);
    return sendBlocks(reply, letter, { blocks, title: "Complaint to the attorney general", fileName: "ag-complaint" });
  });
}
