import { FileDown, Mail } from "lucide-react";
import { useState } from "react";
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

/** The documents a case can have mailed for it beside the letter, and how each is named. */
const DOCUMENTS = {
  "final-notice": { download: "follow-up", packageType: "follow-up-mail", name: "final notice", label: "Final notice" },
  "data-request": {
    download: "data-request",
    packageType: "data-request-mail",
    name: "data request",
    label: "Data request",
  },
} as const;

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
  const { download: source, packageType, name, label } = DOCUMENTS[document];
  const price = PRICES[packageType];
  const { download, pending } = useLetterDownload(letterId, "owner", source);
  const checkout = useCreateCheckoutSession();
  const [reviewing, setReviewing] = useState(false);
  return (
    <>
      <div className="flex flex-wrap gap-3">
        {(offered ? (["pdf", "word"] as const) : []).map((format) => (
          <Button
            key={format}
            variant="outline"
            onClick={() => void download(format)}
            disabled={pending !== null}
            aria-busy={pending === format || undefined}
          >
            <FileDown aria-hidden="true" />
            {pending === format ? "Preparing…" : `${label} (${format === "pdf" ? "PDF" : "Word"})`}
          </Button>
        ))}
        {mailing || !offered || !mailable ? null : (
          <Button
            onClick={() => setReviewing(true)}
            disabled={checkout.isPending || checkout.isSuccess}
            aria-busy={checkout.isPending || undefined}
          >
            <Mail aria-hidden="true" />
            {checkout.isPending ? "Opening checkout…" : `Mail the ${name} for me (${formatCents(price)})`}
          </Button>
        )}
      </div>
      {mailable ? (
        <PaymentReview
          open={reviewing}
          letterId={letterId}
          document={document}
          priceCents={price}
          priceNote={`for printing and mailing your ${name}`}
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
