import type { CaseMailing } from "../../../../domain/case/case.ts";
import { formatCents, PRICES } from "../../../../domain/money/prices.ts";
import { MailableDocument } from "./mailable-document.tsx";

const PRICE = PRICES["data-request-mail"];

/**
 * The request for a copy of the sender's data: free to download at any time; or printed and sent
 * by USPS Certified Mail to Meta's privacy address for $20, after a review, then tracked here.
 */
export function DataRequestOffer({ letterId, mailing }: { letterId: number; mailing: CaseMailing | null }) {
  return (
    <section className="grid gap-2" aria-label="Request a copy of your data">
      <h3 className="text-base font-semibold text-slate-900">Request a copy of your data</h3>
      <p className="text-sm text-slate-700">
        A letter to Meta's privacy team asking for a copy of your data, your strike history and the records behind the
        decision, under your state's privacy law where it has one.{" "}
        {mailing
          ? "We print it and send it by USPS Certified Mail for you; follow it below. Your downloads are the copy we mailed."
          : `It is free to download and send yourself. Or we print it and send it by USPS Certified Mail to Meta's privacy address for ${formatCents(PRICE)}, and track it here.`}
      </p>
      <MailableDocument letterId={letterId} document="data-request" offered mailing={mailing} />
    </section>
  );
}
