import type { CaseMailing } from "../../../../domain/case/case.ts";
import { formatCents, PRICES } from "../../../../domain/money/prices.ts";
import { MailableDocument } from "./mailable-document.tsx";
import { FileDown } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { useLetterDownload } from "@/features/downloads/use-letter-download.ts";
import type { DataController } from "../../../../domain/letter/data-request.ts";

const PRICE = PRICES["data-request-mail"];

/**
 * The request for a copy of the sender's data: free to download at any time; or printed and sent
 * by USPS Certified Mail to Meta's privacy address for $20, after a review, then tracked here.
 */
export function DataRequestOffer({
  letterId,
  mailing,
  controllers,
  abroad = null,
}: {
  letterId: number;
  mailing: CaseMailing | null;
  /** Whose privacy contacts the requests go to: one request each. */
  controllers: readonly DataController[];
  /** An EU or UK sender's region: a GDPR request to the company their terms name, sent by themselves. */
  abroad?: "eu" | "uk" | null;
}) {
  if (abroad)
    return (
      <section className="grid gap-2" aria-label="Request a copy of your data">
        <h3 className="text-base font-semibold text-slate-900">Request a copy of your data</h3>
        <p className="text-sm text-slate-700">
          A request under {abroad === "uk" ? "the UK GDPR" : "the GDPR"} to the company your terms name, for a copy of
          your data and meaningful information about how the decision was made. It has one month to answer. Download it
          and send it yourself through that company's privacy form or by registered post: the request names both.
        </p>
        <MailableDocument letterId={letterId} document="data-request" offered mailing={mailing} mailable={false} />
      </section>
    );
  const whatsappOnly = controllers.length === 1 && controllers[0] === "whatsapp";
  const whatsappToo = controllers.length > 1;
  return (
    <section className="grid gap-2" aria-label="Request a copy of your data">
      <h3 className="text-base font-semibold text-slate-900">Request a copy of your data</h3>
      <p className="text-sm text-slate-700">
        {whatsappOnly
          ? "A letter to WhatsApp LLC, which its privacy policy names for privacy questions, asking for"
          : "A letter to Meta's privacy team asking for"}{" "}
        a copy of your data, your strike history and the records behind the decision, under your state's privacy law
        where it has one.{" "}
        {mailing
          ? "We print it and send it by USPS Certified Mail for you; follow it below. Your downloads are the copy we mailed."
          : `It is free to download and send yourself. Or we print it and send it by USPS Certified Mail to Meta's privacy address for ${formatCents(PRICE)}, and track it here.`}
      </p>
      <MailableDocument letterId={letterId} document="data-request" offered mailing={mailing} />
      {whatsappToo ? <WhatsAppRequest letterId={letterId} /> : null}
    </section>
  );
}

/** WhatsApp's data is WhatsApp LLC's: a request of its own, to its privacy contact, free to download and send yourself. */
function WhatsAppRequest({ letterId }: { letterId: number }) {
  const { download, pending } = useLetterDownload(letterId, "owner", "data-request-whatsapp");
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700">
        Your WhatsApp data is held by WhatsApp LLC, so it has a request of its own, to the privacy contact its privacy
        policy gives. Download it and send it yourself.
      </p>
      <div className="flex flex-wrap gap-3">
        {(["pdf", "word"] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            onClick={() => void download(format)}
            disabled={pending !== null}
            aria-busy={pending === format || undefined}
          >
            <FileDown aria-hidden="true" />
            {pending === format ? "Preparing…" : `WhatsApp data request (${format === "pdf" ? "PDF" : "Word"})`}
          </Button>
        ))}
      </div>
    </div>
  );
}
