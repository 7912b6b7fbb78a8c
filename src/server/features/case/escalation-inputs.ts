import type { FastifyRequest } from "fastify";
import type { ArbitrationInput } from "../../../domain/escalation/arbitration-demand.ts";
import type { AgComplaintInput } from "../../../domain/escalation/attorney-general-summary.ts";
import { AppError } from "../../../domain/errors.ts";
import { dayIn } from "../../../domain/time/clock.ts";
import type { AppDeps } from "../../deps.ts";
import { deadlineOn, firstLetterRecord, latestOutcome } from "./get-case.ts";
import { paidCaseOf } from "./paid-case.ts";

export const ARBITRATION_NOT_OFFERED =
  "The arbitration demand is offered once your notice of dispute was delivered and the days the terms give Meta to resolve it have passed.";
export const NO_ARBITRATION_AGREEMENT = "The terms of this letter's platforms have no arbitration agreement.";
export const AG_COMPLAINT_NOT_OFFERED =
  "The attorney general summary is offered once Meta refuses or the reply deadline in your letter has passed.";

/**
 * The facts the arbitration demand is made from, through the checks its download makes (owner or
 * admin, US sender, paid, offered); shared by the English demand and its Spanish reading copy.
 */
export async function arbitrationInputOf(deps: AppDeps, request: FastifyRequest, id: number) {
  const { letter, records, zone, now, offers } = await paidCaseOf(deps, request, id, "arbitration");
  const first = firstLetterRecord(records, zone);
  if (!first || !offers.arbitrationWindowEnds) throw new AppError("conflict", ARBITRATION_NOT_OFFERED);
  const input: ArbitrationInput = {
    letterId: letter.id,
    letter,
    preparedOn: dayIn(now, zone),
    first,
    windowEnds: offers.arbitrationWindowEnds,
    outcome: latestOutcome(records),
  };
  return { letter, input };
}

/** The facts of the attorney-general summary, through the checks its download makes; shared likewise. */
export async function agComplaintInputOf(deps: AppDeps, request: FastifyRequest, id: number) {
  const { letter, records, zone, now, offers } = await paidCaseOf(deps, request, id, "ag-complaint");
  if (!offers.agComplaint) throw new AppError("conflict", AG_COMPLAINT_NOT_OFFERED);
  const first = firstLetterRecord(records, zone) ?? null;
  const input: AgComplaintInput = {
    letterId: letter.id,
    letter,
    preparedOn: dayIn(now, zone),
    first,
    outcome: latestOutcome(records),
    deadlinePassed: first ? deadlineOn(first.deadline, now, zone).passed : false,
  };
  return { letter, input };
}
