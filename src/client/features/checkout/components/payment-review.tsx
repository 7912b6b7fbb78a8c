import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { LetterSignature } from "../../../../domain/letter/case-facts.ts";
import { demandLetterInputSchema } from "../../../../domain/letter/schema.ts";
import type { PagedDocument } from "../../../../domain/letter/letter-pages.ts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { useLetter, useUpdateLetter } from "@/features/letters/api/letters-api.ts";
import { useLetterPages } from "@/features/letters/api/letter-pages-api.ts";
import { letterToFormValues, toPayload } from "@/features/letters/wizard/letter-payload.ts";
import type { MessageId } from "@/i18n/message-ids.ts";
import { withMessages } from "@/i18n/with-messages.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useCheckoutText } from "../checkout-text.ts";
import { ReviewSignature, type SignMode } from "./review-signature.tsx";

const WHAT: Record<PagedDocument, MessageId> = {
  letter: "checkout.review.what.letter",
  "final-notice": "checkout.review.what.final-notice",
  "data-request": "checkout.review.what.data-request",
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
/**
 * Its texts are the checkout's (and the signature pad's, the wizard's): the case page and My Orders
 * open it too, and load them with it.
 */
export const PaymentReview = withMessages(["checkout", "wizard"], Review);

function Review({
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
  const intl = useIntl();
  const text = useCheckoutText();

  async function signThenContinue() {
    if (!unsigned) return onContinue();
    if (!letter.data || !signature) {
      setSignError(
        intl.formatMessage({ id: mode === "typed" ? "checkout.review.signTick" : "checkout.review.signDraw" }),
      );
      return;
    }
    setSignError(null);
    const parsed = demandLetterInputSchema.safeParse({ ...letterToFormValues(letter.data), signature });
    if (!parsed.success) {
      setSignError(intl.formatMessage({ id: "checkout.review.needsEdit" }));
      return;
    }
    try {
      await update.mutateAsync(toPayload(parsed.data));
    } catch (error) {
      setSignError(errorMessage(error, intl.formatMessage({ id: "checkout.review.saveFailed" })));
      return;
    }
    onContinue();
  }

  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage({ id: "checkout.review.title" })}
      confirmLabel={intl.formatMessage({
        id: unsigned ? "checkout.review.signAndContinue" : "checkout.review.continue",
      })}
      confirmVariant="primary"
      busyLabel={intl.formatMessage({ id: update.isPending ? "checkout.review.signing" : "checkout.review.opening" })}
      cancelLabel={intl.formatMessage({ id: "checkout.review.back" })}
      busy={busy || update.isPending}
      onConfirm={() => void signThenContinue()}
      onCancel={onBack}
    >
      <dl className="grid gap-3" data-testid="payment-review">
        <div>
          <dt className="font-semibold text-slate-900">
            <FormattedMessage id="checkout.review.whatWeMail" />
          </dt>
          {letterIds.map((id, index) => (
            <MailedDocument
              key={id}
              letterId={id}
              document={document}
              open={open}
              what={
                letterIds.length > 1
                  ? intl.formatMessage(
                      { id: "checkout.review.splitWhat" },
                      { number: index + 1, count: letterIds.length, id },
                    )
                  : intl.formatMessage({ id: WHAT[document] })
              }
            />
          ))}
        </div>
        <div>
          <dt className="font-semibold text-slate-900">
            <FormattedMessage id="checkout.review.to" />
          </dt>
          {letterIds.map((id) => (
            <Recipient key={id} letterId={id} document={document} open={open} />
          ))}
        </div>
        <div>
          <dt className="font-semibold text-slate-900">
            <FormattedMessage id="checkout.review.price" />
          </dt>
          <dd>
            <FormattedMessage
              id="checkout.review.priceLine"
              values={{ price: text.money(priceCents), note: priceNote }}
            />
          </dd>
        </div>
      </dl>
      <p className="mt-4 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
        <FormattedMessage id="checkout.review.proves" />
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
      {count ? (
        <FormattedMessage id="checkout.review.pages" values={{ what, count }} />
      ) : (
        <FormattedMessage
          id={pages.isError ? "checkout.review.pagesUnknown" : "checkout.review.counting"}
          values={{ what }}
        />
      )}
    </dd>
  );
}

/** The recipient block's lines; a split's letters each name their own address. */
function Recipient({ letterId, document, open }: DocumentProps) {
  const pages = useLetterPages(letterId, { document, packageType: "mail", enabled: open });
  return (
    <dd>
      {pages.data ? (
        <address lang="en" className="not-italic">
          {pages.data.recipient.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <FormattedMessage id="checkout.review.addressFallback" />
      )}
    </dd>
  );
}
