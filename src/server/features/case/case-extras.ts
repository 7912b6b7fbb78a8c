import { eq } from "drizzle-orm";
import { type AppealWindow, appealLastDay } from "../../../domain/case/appeal-window.ts";
import type { CaseView } from "../../../domain/case/case.ts";
import { dataControllersOf } from "../../../domain/letter/data-request.ts";
import { dayIn, daysBetween } from "../../../domain/time/clock.ts";
import type { Db } from "../../db/client.ts";
import { metaAppealWindows, senderCounties } from "../../db/schema.ts";
import { countyChoiceFor } from "../../../domain/escalation/county-choice.ts";
import type { LetterRow } from "../letters/letter-versions.ts";
import { downloadedNotice } from "./notice-copy.ts";
import { usDocumentsOffered } from "../../../domain/case/us-only-documents.ts";

/**
 * The parts of the case page about what the sender keeps and does beside the letter: the final
 * notice as first downloaded and its sending, whose privacy contacts the data requests go to,
 * Meta's own appeal window, and the sender's county where the county sets the small-claims fee.
 */
export async function caseExtras(
  db: Db,
  letter: LetterRow,
  now: Date,
  zone: string,
  options: { viewer: CaseView["viewer"]; noticeMailed: boolean },
): Promise<Pick<CaseView, "noticeCopy" | "dataControllers" | "appealWindow" | "countyChoice">> {
  const [copy, [appeal], county] = await Promise.all([
    downloadedNotice(db, letter.id),
    db.select().from(metaAppealWindows).where(eq(metaAppealWindows.letterId, letter.id)),
    storedCounty(db, letter.id),
  ]);
  return {
    noticeCopy: copy
      ? {
          letterDate: copy.letterDate,
          sha256: copy.pdfSha256,
          sending: copy.sending,
          recordable: options.viewer === "owner" && letter.paid && !options.noticeMailed && usDocumentsOffered(letter),
        }
      : null,
    dataControllers: dataControllersOf(letter.platforms),
    appealWindow: appealWindowOn(letter.banDate, appeal?.lastDay ?? null, dayIn(now, zone)),
    countyChoice: countyChoiceFor(letter, county),
  };
}

/** The county the sender chose on their case page, as stored; null when none (decision 0070). */
export async function storedCounty(db: Db, letterId: number): Promise<string | null> {
  const [row] = await db.select().from(senderCounties).where(eq(senderCounties.letterId, letterId));
  return row?.county ?? null;
}

function appealWindowOn(banDate: Date, fromNotice: string | null, today: string): AppealWindow {
  const { lastDay, from } = appealLastDay(banDate, fromNotice);
  const left = daysBetween(today, lastDay);
  return { lastDay, from, daysLeft: Math.max(0, left), passed: left < 0 };
}
