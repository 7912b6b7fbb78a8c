import { FileDown, Mail } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "@/components/ui/button.tsx";
import { isSignatureRequired, useCreateCheckoutSession } from "@/features/checkout/api/create-checkout-session.ts";
import { PaymentReview } from "@/features/checkout/components/payment-review.tsx";
import { SignatureNeeded } from "@/features/checkout/components/signature-needed.tsx";
import { useLetterDownload } from "@/features/downloads/use-letter-download.ts";
import { editLetterHref } from "@/features/letters/letter-links.ts";
import { MailTrackingBox } from "@/features/orders/components/mail-tracking-box.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import type { CaseMailing } from "../../../../domain/case/case.ts";
import { formatCents, PRICES } from "../../../../domain/money/prices.ts";
import type { MessageId } from "@/i18n/message-ids.ts";
import { ReadingCopyLink, readingCopyHref } from "./reading-copy-link.tsx";

/** The documents a case can have mailed for it beside the letter, and how each is named. */
const DOCUMENTS = {
  "final-notice": {
    download: "follow-up",
    packageType: "follow-up-mail",
    name: "final notice",
    label: "case.document.finalNotice",
  },
  "data-request": {
    download: "data-request",
    packageType: "data-request-mail",
    name: "data request",
    label: "case.document.dataRequest",
  },
} as const satisfies Record<string, { label: MessageId } & Record<string, string>>;

/**
 * A document of the case, free to download (PDF and Word); or printed and sent by USPS Certified
 * Mail for its price after a review, then tracked here. `offered`: whether it may be downloaded
 * and bought now (a mailing already bought is tracked whatever it says). `mailable`: false where
 * certified mail is not sold (a sender outside the US): download only.
 */
export function MailableDocument({
  letterId,
  document,
  offered,
  mailing,
  mailable = true,
}: {
  letterId: number;
  document: keyof typeof DOCUMENTS;
  offered: boolean;
  mailing: CaseMailing | null;
  mailable?: boolean;
}) {
  const intl = useIntl();
  const { download: source, packageType, name, label } = DOCUMENTS[document];
  /* Which document a sentence names: "notice" or "request". */
  const kind = document === "final-notice" ? "notice" : "request";
  const price = PRICES[packageType];
  const { download, pending } = useLetterDownload(letterId, "owner", source);
  const checkout = useCreateCheckoutSession();
  const [reviewing, setReviewing] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {(offered ? (["pdf", "word"] as const) : []).map((format) => (
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
                  { id: "case.document.download" },
                  { document: intl.formatMessage({ id: label }), format: format === "pdf" ? "PDF" : "Word" },
                )}
          </Button>
        ))}
        {offered ? <ReadingCopyLink href={readingCopyHref(letterId, document)} /> : null}
        {mailing || !offered || !mailable ? null : (
          <Button
            onClick={() => setReviewing(true)}
            disabled={checkout.isPending || checkout.isSuccess}
            aria-busy={checkout.isPending || undefined}
          >
            <Mail aria-hidden="true" />
            {checkout.isPending
              ? intl.formatMessage({ id: "case.document.openingCheckout" })
              : intl.formatMessage({ id: "case.document.mailForMe" }, { document: kind, price: formatCents(price) })}
          </Button>
        )}
      </div>
      {mailable ? (
        <PaymentReview
          open={reviewing}
          letterId={letterId}
          document={document}
          priceCents={price}
          priceNote={intl.formatMessage({ id: "case.document.priceNote" }, { document: kind })}
          busy={checkout.isPending || checkout.isSuccess}
          onContinue={() => checkout.mutate({ letterId, packageType }, { onError: () => setReviewing(false) })}
          onBack={() => setReviewing(false)}
        />
      ) : null}
      {isSignatureRequired(checkout.error) ? (
        <SignatureNeeded
          signHref={editLetterHref(letterId, { step: 4 })}
          message={errorMessage(checkout.error, "") || undefined}
        />
      ) : null}
      {mailing ? (
        <MailTrackingBox
          mailStatus={mailing.status}
          mailTracking={mailing.trackingNumber}
          document={name}
          delivery={mailing}
        />
      ) : null}
    </>
  );
}
