import { type CaseEscalation, escalationOffers } from "../../../domain/case/case.ts";
import { termsWindowFor } from "../../../domain/case/terms-dates.ts";
import { dayIn } from "../../../domain/time/clock.ts";
import type { LetterRow } from "../letters/letter-versions.ts";
import { escalationFor } from "./out-of-court.ts";
import { caseTimeZone, deadlineOn, firstLetterRecord, latestOutcome, type loadCaseRecords } from "./get-case.ts";

type CaseRecords = Awaited<ReturnType<typeof loadCaseRecords>>;

/** The further documents a letter's case offers at `now`, from its records (see escalationOffers). */
export function escalationOf(letter: LetterRow, records: CaseRecords, now: Date): CaseEscalation {
  const zone = caseTimeZone(letter);
  const first = firstLetterRecord(records, zone);
  return escalationFor(
    letter,
    escalationOffers({
      paid: letter.paid,
      outcome: latestOutcome(records),
      deadlinePassed: first ? deadlineOn(first.deadline, now, zone).passed : false,
      windowEnds: (first && termsWindowFor(letter, first.deliveredOn)?.ends.day) || null,
      today: dayIn(now, zone),
    }),
  );
}
