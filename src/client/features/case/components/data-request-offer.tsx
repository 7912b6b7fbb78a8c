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
import type { CaseMailing } from "../../../../domain/case.ts";
import { formatCents, PRICES } from "../../../../domain/prices.ts";

const PRICE = PRICES["data-request-mail"];

/**
 * The request for a copy of the sender's data: free to download at any time; or printed and sent
 * by USPS Certified Mail to Meta's privacy address for $20, after a review, then tracked here.
 */
export function DataRequestOffer({ letterId, mailing }: { letterId: number; mailing: CaseMailing | null }) {
  const { download, pending } = useLetterDownload(letterId, "owner", "data-request");
  const checkout = useCreateCheckoutSession();
  const [reviewing, setReviewing] = useState(false);
  const unsigned = isSignatureRequired(checkout.error);
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
            {pending === format ? "Preparing…" : format === "pdf" ? "Data request (PDF)" : "Data request (Word)"}
          </Button>
        ))}
        {mailing ? null : (
          <Button
            onClick={() => setReviewing(true)}
            disabled={checkout.isPending || checkout.isSuccess}
            aria-busy={checkout.isPending || undefined}
          >
            <Mail aria-hidden="true" />
            {checkout.isPending ? "Opening checkout…" : `Mail it for me (${formatCents(PRICE)})`}
          </Button>
        )}
      </div>
      <PaymentReview
        open={reviewing}
        letterId={letterId}
        document="data-request"
        priceCents={PRICE}
        priceNote="for printing and mailing your data request"
        busy={checkout.isPending || checkout.isSuccess}
        onContinue={() =>
          checkout.mutate({ letterId, packageType: "data-request-mail" }, { onError: () => setReviewing(false) })
        }
        onBack={() => setReviewing(false)}
      />
      {unsigned ? (
        <SignatureNeeded
          signHref={editLetterHref(letterId, { step: 4 })}
          message={errorMessage(checkout.error, "") || undefined}
        />
      ) : null}
      {mailing ? (
        <MailTrackingBox
          mailStatus={mailing.status}
          mailTracking={mailing.trackingNumber}
          document="data request"
          delivery={mailing}
        />
      ) : null}
    </section>
  );
}
