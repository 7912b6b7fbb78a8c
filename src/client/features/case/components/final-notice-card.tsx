import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { FINAL_NOTICE_DAYS, type CaseMailing } from "../../../../domain/case/case.ts";
import { formatCents, PRICES } from "../../../../domain/money/prices.ts";
import { MailableDocument } from "./mailable-document.tsx";
import type { CaseView } from "../../../../domain/case/case.ts";
import { formatDay } from "../../../../domain/time/clock.ts";
import { SendingForm } from "./sending-form.tsx";

/** The final notice: free to download; or printed and sent by USPS Certified Mail for $20, then tracked here. */
export function FinalNoticeCard({
  letterId,
  offered,
  mailing,
  copy,
  today,
}: {
  letterId: number;
  offered: boolean;
  mailing: CaseMailing | null;
  /** The notice as first downloaded, once it was (decision 0044). */
  copy: CaseView["noticeCopy"];
  /** The sender's today, "YYYY-MM-DD". */
  today: string;
}) {
  return (
    <Card id="final-notice" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">Final notice</CardTitle>
        <p className="text-sm text-slate-600">
          A short letter that refers to your first letter by its date and certified-mail number, notes its deadline,
          repeats what you asked for and gives Meta {FINAL_NOTICE_DAYS} more days, never ending before your first
          letter's deadline.{" "}
          {mailing
            ? "We print it and send it by USPS Certified Mail for you; follow it below. The notice as mailed is part of your case record."
            : `It is free to download: print it, sign it, send it by certified mail and keep the receipt. Or we print it and send it by USPS Certified Mail for ${formatCents(PRICES["follow-up-mail"])}, track it here and add it to your case record.`}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <MailableDocument letterId={letterId} document="final-notice" offered={offered} mailing={mailing} />
        {copy && !mailing ? (
          <div className="grid gap-3 border-t border-slate-200 pt-4">
            <p className="text-sm text-slate-700">
              Your notice is dated <strong>{formatDay(copy.letterDate)}</strong>, the day you first downloaded it. Every
              download after is the same file, so the copy you send is the one in your case record.
            </p>
            {copy.recordable ? (
              <>
                <h3 className="text-base font-semibold text-slate-900">When and how you sent it</h3>
                <SendingForm letterId={letterId} document="final-notice" current={copy.sending} today={today} />
              </>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
