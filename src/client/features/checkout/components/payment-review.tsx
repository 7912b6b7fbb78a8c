import { useState } from "react";
import type { LetterSignature } from "../../../../domain/letter/case-facts.ts";
import { demandLetterInputSchema } from "../../../../domain/letter/schema.ts";
import type { PagedDocument } from "../../../../domain/letter/letter-pages.ts";
import { formatCents } from "../../../../domain/money/prices.ts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { useLetter, useUpdateLetter } from "@/features/letters/api/letters-api.ts";
import { useLetterPages } from "@/features/letters/api/letter-pages-api.ts";
import { letterToFormValues, toPayload } from "@/features/letters/wizard/letter-payload.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { ReviewSignature, type SignMode } from "./review-signature.tsx";

const WHAT: Record<PagedDocument, string> = {
  letter: "Your letter",
  "final-notice": "Your final notice",
  "data-request": "Your data request",
};

interface PaymentReviewProps {
  open: boolean;
  letterId: number;
  /** A split's letters, paid together (decision 0034): each is listed. */
  letterIds?: number[];
  document: PagedDocument;
  /** What this payment costs, and what the price is for. */
  priceCents: number;
  priceNote: string;
  busy: boolean;
  onContinue: () => void;
  onBack: () => void;
}

/**
 * The one review before paying for certified mail (the $25/$50 checkout, the upgrade, the final
 * notice and the data request): what is mailed and how many pages, to whom, the price, and what
 * certified mail proves and does not. An unsigned letter is signed here; Continue saves the
 * signature and goes on to payment. Back changes nothing.
 */
export function PaymentReview({
  open,
  letterId,
  letterIds = [letterId],
  document,
  priceCents,
  priceNote,
  busy,
  onContinue,
  onBack,
}: PaymentReviewProps) {
  const letter = useLetter(open ? letterId : null);
  const update = useUpdateLetter(letterId);
  const [mode, setMode] = useState<SignMode>("typed");
  const [signature, setSignature] = useState<LetterSignature | undefined>();
  const [signError, setSignError] = useState<string | null>(null);
  const unsigned = document === "letter" && letter.data !== undefined && letter.data.signature == null;

  async function signThenContinue() {
    if (!unsigned) return onContinue();
    if (!letter.data || !signature) {
      setSignError(mode === "typed" ? "Tick “I sign this letter” to sign it." : "Draw your signature in the box.");
      return;
    }
    setSignError(null);
    const parsed = demandLetterInputSchema.safeParse({ ...letterToFormValues(letter.data), signature });
    if (!parsed.success) {
      setSignError("Your letter needs a change before it can be signed: use Edit letter.");
      return;
    }
    try {
      await update.mutateAsync(toPayload(parsed.data));
    } catch (error) {
      setSignError(errorMessage(error, "We couldn’t save your signature. Try again."));
      return;
    }
    onContinue();
  }

  return (
    <ConfirmDialog
      open={open}
      title="Review before you pay"
      confirmLabel={unsigned ? "Sign and continue to payment" : "Continue to payment"}
      confirmVariant="primary"
      busyLabel={update.isPending ? "Signing…" : "Opening checkout…"}
      cancelLabel="Back"
      busy={busy || update.isPending}
      onConfirm={() => void signThenContinue()}
      onCancel={onBack}
    >
      <dl className="grid gap-3" data-testid="payment-review">
        <div>
          <dt className="font-semibold text-slate-900">What we mail</dt>
          {letterIds.map((id, index) => (
            <MailedDocument
              key={id}
              letterId={id}
              document={document}
              open={open}
              what={letterIds.length > 1 ? `Letter ${index + 1} of ${letterIds.length} (#${id})` : WHAT[document]}
            />
          ))}
        </div>
        <div>
          <dt className="font-semibold text-slate-900">To</dt>
          {letterIds.map((id) => (
            <Recipient key={id} letterId={id} document={document} open={open} />
          ))}
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Price</dt>
          <dd>
            {formatCents(priceCents)} {priceNote}
          </dd>
        </div>
      </dl>
      <p className="mt-4 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
        Certified mail proves that it was mailed and that it was delivered. It does not make anyone answer, and it does
        not mean your account will be restored.
      </p>
      {unsigned && letter.data ? (
        <div className="mt-4">
          <ReviewSignature
            fullName={letter.data.fullName}
            mode={mode}
            onModeChange={setMode}
            signature={signature}
            onChange={(next) => {
              setSignature(next);
              if (next) setSignError(null);
            }}
            error={signError}
          />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

interface DocumentProps {
  letterId: number;
  document: PagedDocument;
  open: boolean;
}

function MailedDocument({ letterId, document, open, what }: DocumentProps & { what: string }) {
  const pages = useLetterPages(letterId, { document, packageType: "mail", enabled: open });
  const count = pages.data?.pages.length;
  return (
    <dd>
      {count
        ? `${what}, ${count} ${count === 1 ? "page" : "pages"}, printed and sent by USPS Certified Mail`
        : pages.isError
          ? `${what}, printed and sent by USPS Certified Mail (we couldn’t count its pages just now)`
          : `${what} (counting its pages…)`}
    </dd>
  );
}

/** The recipient block's lines; a split's letters each name their own address. */
function Recipient({ letterId, document, open }: DocumentProps) {
  const pages = useLetterPages(letterId, { document, packageType: "mail", enabled: open });
  return (
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
  );
}
