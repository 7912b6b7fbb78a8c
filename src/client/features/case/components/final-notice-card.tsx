import { FileDown, Mail } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { isSignatureRequired, useCreateCheckoutSession } from "@/features/checkout/api/create-checkout-session.ts";
import { PaymentReview } from "@/features/checkout/components/payment-review.tsx";
import { SignatureNeeded } from "@/features/checkout/components/signature-needed.tsx";
import { useLetterDownload } from "@/features/downloads/use-letter-download.ts";
import { editLetterHref } from "@/features/letters/letter-links.ts";
import { MailTrackingBox } from "@/features/orders/components/mail-tracking-box.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { FINAL_NOTICE_DAYS, type CaseMailing } from "../../../../domain/case.ts";
import { formatCents, PRICES } from "../../../../domain/prices.ts";

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
  const { download, pending } = useLetterDownload(letterId, "owner", "follow-up");
  const checkout = useCreateCheckoutSession();
  const [reviewing, setReviewing] = useState(false);
  const unsigned = isSignatureRequired(checkout.error);
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
              {format === "pdf" ? "Final notice (PDF)" : "Final notice (Word)"}
            </Button>
          ))}
          {mailing || !offered ? null : (
            <Button
              onClick={() => setReviewing(true)}
              disabled={checkout.isPending || checkout.isSuccess}
              aria-busy={checkout.isPending || undefined}
            >
              <Mail aria-hidden="true" />
              {checkout.isPending ? "Opening checkout…" : `Mail it for me (${formatCents(PRICES["follow-up-mail"])})`}
            </Button>
          )}
        </div>
        <PaymentReview
          open={reviewing}
          letterId={letterId}
          document="final-notice"
          priceCents={PRICES["follow-up-mail"]}
          priceNote="for printing and mailing your final notice"
          busy={checkout.isPending || checkout.isSuccess}
          onContinue={() =>
            checkout.mutate({ letterId, packageType: "follow-up-mail" }, { onError: () => setReviewing(false) })
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
            document="final notice"
            delivery={mailing}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
