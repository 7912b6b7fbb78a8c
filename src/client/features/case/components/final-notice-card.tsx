import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { FINAL_NOTICE_DAYS, type CaseMailing } from "../../../../domain/case/case.ts";
import { formatCents, PRICES } from "../../../../domain/money/prices.ts";
import { MailableDocument } from "./mailable-document.tsx";

/** The final notice: free to download; or printed and sent by USPS Certified Mail for $20, then tracked here. */
export function FinalNoticeCard({
  letterId,
  offered,
  mailing,
}: {
  letterId: number;
  offered: boolean;
  mailing: CaseMailing | null;
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
      </CardContent>
    </Card>
  );
}
