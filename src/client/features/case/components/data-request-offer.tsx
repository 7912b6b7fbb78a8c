import type { CaseMailing } from "../../../../domain/case/case.ts";
import { formatCents, PRICES } from "../../../../domain/money/prices.ts";
import { MailableDocument } from "./mailable-document.tsx";
import { FileDown } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
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
      <section className="grid gap-2" aria-labelledby="data-request-heading">
        <h3 id="data-request-heading" className="text-base font-semibold text-slate-900">
          <FormattedMessage id="case.dataRequest.title" />
        </h3>
        <p className="text-sm text-slate-700">
          <FormattedMessage id="case.dataRequest.abroad" values={{ region: abroad }} />
        </p>
        <MailableDocument letterId={letterId} document="data-request" offered mailing={mailing} mailable={false} />
      </section>
    );
  const whatsappOnly = controllers.length === 1 && controllers[0] === "whatsapp";
  const whatsappToo = controllers.length > 1;
  return (
    <section className="grid gap-2" aria-labelledby="data-request-heading">
      <h3 id="data-request-heading" className="text-base font-semibold text-slate-900">
        <FormattedMessage id="case.dataRequest.title" />
      </h3>
      <p className="text-sm text-slate-700">
        <FormattedMessage id="case.dataRequest.text" values={{ to: whatsappOnly ? "whatsapp" : "meta" }} />{" "}
        {mailing ? (
          <FormattedMessage id="case.dataRequest.mailed" />
        ) : (
          <FormattedMessage id="case.dataRequest.offer" values={{ price: formatCents(PRICE) }} />
        )}
      </p>
      <MailableDocument letterId={letterId} document="data-request" offered mailing={mailing} />
      {whatsappToo ? <WhatsAppRequest letterId={letterId} /> : null}
    </section>
  );
}

/** WhatsApp's data is WhatsApp LLC's: a request of its own, to its privacy contact, free to download and send yourself. */
function WhatsAppRequest({ letterId }: { letterId: number }) {
  const intl = useIntl();
  const { download, pending } = useLetterDownload(letterId, "owner", "data-request-whatsapp");
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700">
        <FormattedMessage id="case.dataRequest.whatsapp" />
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
            {pending === format
              ? intl.formatMessage({ id: "case.preparing" })
              : intl.formatMessage(
                  { id: "case.dataRequest.whatsappDownload" },
                  { format: format === "pdf" ? "PDF" : "Word" },
                )}
          </Button>
        ))}
      </div>
    </div>
  );
}
