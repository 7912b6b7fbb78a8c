import type { PagedDocument } from "../../../../domain/letter/letter-pages.ts";
import { formatCents } from "../../../../domain/money/prices.ts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { useLetterPages } from "@/features/letters/api/letter-pages-api.ts";

const WHAT: Record<PagedDocument, string> = {
  letter: "Your letter",
  "final-notice": "Your final notice",
  "data-request": "Your data request",
};

interface PaymentReviewProps {
  open: boolean;
  letterId: number;
  document: PagedDocument;
  /** What this payment costs, and what the price is for. */
  priceCents: number;
  priceNote: string;
  busy: boolean;
  onContinue: () => void;
  onBack: () => void;
}

/**
 * A short review before paying for certified mail: what is mailed and how many pages, to whom,
 * the price, and what certified mail proves. Continue goes on to payment; Back changes nothing.
 */
export function PaymentReview({
  open,
  letterId,
  document,
  priceCents,
  priceNote,
  busy,
  onContinue,
  onBack,
}: PaymentReviewProps) {
  const pages = useLetterPages(letterId, { document, packageType: "mail", enabled: open });
  const count = pages.data?.pages.length;
  const what = WHAT[document];
  return (
    <ConfirmDialog
      open={open}
      title="Review before you pay"
      confirmLabel="Continue to payment"
      confirmVariant="primary"
      busyLabel="Opening checkout…"
      cancelLabel="Back"
      busy={busy}
      onConfirm={onContinue}
      onCancel={onBack}
    >
      <dl className="grid gap-3" data-testid="payment-review">
        <div>
          <dt className="font-semibold text-slate-900">What we mail</dt>
          <dd>
            {count
              ? `${what}, ${count} ${count === 1 ? "page" : "pages"}, printed and sent by USPS Certified Mail`
              : pages.isError
                ? `${what}, printed and sent by USPS Certified Mail (we couldn’t count its pages just now)`
                : `${what} (counting its pages…)`}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">To</dt>
          <dd>
            {pages.data ? (
              <address className="not-italic">
                {pages.data.recipient.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            ) : (
              "The address on your letter"
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Price</dt>
          <dd>
            {formatCents(priceCents)} {priceNote}
          </dd>
        </div>
      </dl>
      <p className="mt-4 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
        Certified mail proves that it was mailed and that it was delivered. It does not make anyone answer.
      </p>
    </ConfirmDialog>
  );
}
