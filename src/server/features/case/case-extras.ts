import { eq } from "drizzle-orm";
import { type AppealWindow, appealLastDay } from "../../../domain/case/appeal-window.ts";
import type { CaseView } from "../../../domain/case/case.ts";
import { dataControllersOf } from "../../../domain/letter/data-request.ts";
import { dayIn, daysBetween } from "../../../domain/time/clock.ts";
import type { Db } from "../../db/client.ts";
import { metaAppealWindows } from "../../db/schema.ts";
import type { LetterRow } from "../letters/letter-versions.ts";
import { downloadedNotice } from "./notice-copy.ts";
import { usDocumentsOffered } from "../../../domain/case/us-only-documents.ts";

/**
 * The parts of the case page about what the sender keeps and does beside the letter: the final
 * notice as first downloaded and its sending, whose privacy contacts the data requests go to, and
 * Meta's own appeal window.
 */
export async function caseExtras(
  db: Db,
  letter: LetterRow,
  now: Date,
  zone: string,
  options: { viewer: CaseView["viewer"]; noticeMailed: boolean },
): Promise<Pick<CaseView, "noticeCopy" | "dataControllers" | "appealWindow">> {
  const [copy, [appeal]] = await Promise.all([
    downloadedNotice(db, letter.id),
    db.select().from(metaAppealWindows).where(eq(metaAppealWindows.letterId, letter.id)),
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
  };
}

function appealWindowOn(banDate: Date, fromNotice: string | null, today: string): AppealWindow {
  const { lastDay, from } = appealLastDay(banDate, fromNotice);
  const left = daysBetween(today, lastDay);
  return { lastDay, from, daysLeft: Math.max(0, left), passed: left < 0 };
}
