import { dayIn, formatDay } from "../../../domain/time/clock.ts";
import { AppError } from "../../../domain/errors.ts";
import type { SendingInput } from "../../../domain/case/sending.ts";
import type { Db } from "../../db/client.ts";
import { letterSendings } from "../../db/schema.ts";
import type { LetterRow } from "../letters/letter-versions.ts";
import { caseTimeZone, countingVersion, loadCaseRecords } from "./get-case.ts";

/**
 * PUT /api/demand-letters/{id}/sending: the sender records when and how they sent the letter they
 * mailed themselves; recording again replaces it. Only then do the final notice, the statement of
 * claim and the case record say it was sent (decision 0030). A letter going by our certified mail
 * is recorded by the mailing itself.
 */
export async function recordSending(db: Db, letter: LetterRow, input: SendingInput, now: Date): Promise<void> {
  if (!letter.paid) throw new AppError("conflict", "You can record how you sent your letter once it is paid for.");
  const records = await loadCaseRecords(db, letter.id);
  const byOurMail = records.letterOrders.some((order) => order.type === "mail" && order.status === "completed");
  if (byOurMail)
    throw new AppError("conflict", "This letter goes by our certified mail: its mailing is recorded for you.");
  const letterDate = countingVersion(records.versions)?.letterDate;
  if (!letterDate) throw new AppError("conflict", "Download your letter first: its date is set when it is produced.");
  checkSendingDays(input, { name: "your letter", date: letterDate }, dayIn(now, caseTimeZone(letter)));
  const values = { ...input, letterId: letter.id, recordedAt: now };
  await db.insert(letterSendings).values(values).onConflictDoUpdate({ target: letterSendings.letterId, set: values });
}

/**
 * The sender's days, for a letter or a final notice they mailed themself: sent on or after the
 * document's date and not after today; delivered on or after the day sent and not after today.
 */
export function checkSendingDays(
  input: Pick<SendingInput, "sentOn" | "deliveredOn">,
  document: { name: string; date: string },
  today: string,
): void {
  const problem =
    input.sentOn < document.date
      ? `The day you sent it cannot be before ${document.name}'s date, ${formatDay(document.date)}.`
      : input.sentOn > today
        ? "The day you sent it cannot be later than today."
        : undefined;
  if (problem) throw new AppError("invalid_input", problem, { sentOn: problem });
  const deliveryProblem = !input.deliveredOn
    ? undefined
    : input.deliveredOn < input.sentOn
      ? "The day it was delivered cannot be before the day you sent it."
      : input.deliveredOn > today
        ? "The day it was delivered cannot be later than today."
        : undefined;
  if (deliveryProblem) throw new AppError("invalid_input", deliveryProblem, { deliveredOn: deliveryProblem });
}
