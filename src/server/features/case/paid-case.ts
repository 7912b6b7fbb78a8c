import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { requireUsSender, type UsOnlyDocument } from "../../../domain/case/us-only-documents.ts";
import { AppError } from "../../../domain/errors.ts";
import { DATA_CONTROLLERS, type DataController, dataControllersOf } from "../../../domain/letter/data-request.ts";
import type { AppDeps } from "../../deps.ts";
import { requireUser } from "../auth/current-user.ts";
import { limitDownloads } from "../letters/downloads.ts";
import { getLetterFor } from "../letters/get-own-letter.ts";
import { escalationOf } from "./escalation.ts";
import { caseTimeZone, loadCaseRecords } from "./get-case.ts";

export const controllerQuery = z.object({
  controller: z.enum(DATA_CONTROLLERS, { error: "Choose meta or whatsapp as the controller." }).optional(),
});

/**
 * A paid letter's case for one of its documents, after the download rate limit: the owner's, or an
 * admin's (404 to anyone else); a US-only document only for a US sender (409); unpaid: 402.
 */
export async function paidCaseOf(deps: AppDeps, request: FastifyRequest, id: number, usOnly?: UsOnlyDocument) {
  const { db, clock } = deps;
  const user = await requireUser(request, db);
  await limitDownloads(deps, user.id);
  const letter = await getLetterFor(db, user, id);
  if (usOnly) requireUsSender(letter, usOnly);
  if (!letter.paid) throw new AppError("payment_required", "This document is ready once your letter is paid for.");
  const records = await loadCaseRecords(db, letter.id);
  const zone = caseTimeZone(letter);
  return { user, letter, records, zone, now: clock(), offers: escalationOf(letter, records, clock()) };
}

/** The controller a data request goes to: the one asked for, or the letter's first; 400 when the letter has none of its accounts. */
export function requestedController(platforms: readonly string[], asked: DataController | undefined) {
  const controllers = dataControllersOf(platforms);
  const controller = asked ?? controllers[0] ?? "meta";
  if (!controllers.includes(controller))
    throw new AppError(
      "invalid_input",
      controller === "whatsapp"
        ? "This letter has no WhatsApp account, so there is no request to WhatsApp LLC."
        : "This letter has no Facebook, Instagram or Threads account, so there is no request to Meta Platforms, Inc.",
    );
  return { controller, first: controller === controllers[0] };
}
