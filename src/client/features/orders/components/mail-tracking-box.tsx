import { Check, Copy, Download, ExternalLink, Truck } from "lucide-react";
import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { type DeliveryProofs, proofUrl, returnReceiptState } from "../../../../domain/case/delivery-proof.ts";
import { uspsTrackingUrl } from "../../../../domain/case/mail-status.ts";
import { Button } from "@/components/ui/button.tsx";
import { missingReceiptNoteId, proofLabelId } from "../order-messages.ts";
import { useStatusNames } from "@/lib/status-names.ts";

/** A mailing as both My Orders and the case page hand it over: the same fields, read by the same functions. */
type Delivery = DeliveryProofs & { orderId: number; status: string | null };

/** The messages' name for what is mailed ("letter", "final notice" or "data request"). */
const documentKey = (document: string) =>
  document === "final notice" ? "notice" : document === "data request" ? "request" : "letter";

interface MailTrackingBoxProps {
  mailStatus: string | null;
  mailTracking: string | null;
  /** What is mailed, in words: "letter" (the default) or "final notice". */
  document?: string;
  /** Shown below the status: the mail timeline. */
  children?: ReactNode;
  /** The order, its mail service and the proofs of delivery kept (absent: none shown). */
  delivery?: Delivery;
}

/**
 * A paid mail order's certified-mail progress: status, tracking number and the USPS link, then
 * the proof of delivery once delivered. A simulated mailing says so and links nowhere.
 */
export function MailTrackingBox({
  mailStatus,
  mailTracking,
  document = "letter",
  children,
  delivery,
}: MailTrackingBoxProps) {
  const simulated = delivery?.provider === "simulated";
  const intl = useIntl();
  const { mailStatus: statusName } = useStatusNames();
  const mailed = documentKey(document);
  const label = delivery
    ? intl.formatMessage({ id: "app.tracking.labelWithOrder" }, { document: mailed, orderId: String(delivery.orderId) })
    : intl.formatMessage({ id: "app.tracking.label" }, { document: mailed });
  return (
    <section aria-label={label} className="grid gap-3 rounded-lg border border-navy-100 bg-navy-50/60 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Truck className="size-4 text-navy-700" aria-hidden="true" />
          <FormattedMessage id={simulated ? "app.tracking.simulated" : "app.tracking.usps"} />
        </p>
        <p className="text-sm text-slate-700">
          <FormattedMessage
            id="app.tracking.status"
            values={{
              status: statusName(mailStatus ?? "not_submitted"),
              b: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
            }}
          />
        </p>
      </div>
      {mailTracking ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid min-w-0 gap-1">
            <p className="text-xs font-medium text-slate-600">
              <FormattedMessage id={simulated ? "app.tracking.simulatedNumber" : "app.tracking.number"} />
            </p>
            <div className="flex items-center gap-2">
              <code className="min-w-0 rounded bg-white px-2 py-1 font-mono text-sm break-all text-slate-900 select-all">
                {mailTracking}
              </code>
              <CopyButton text={mailTracking} />
            </div>
          </div>
          {simulated ? null : (
            <a
              href={uspsTrackingUrl(mailTracking)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-navy-700 underline-offset-4 hover:underline sm:self-center"
            >
              <FormattedMessage id="app.tracking.trackOnUsps" />
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">
                <FormattedMessage id="app.tracking.newTab" />
              </span>
            </a>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          <FormattedMessage id="app.tracking.pending" values={{ document: mailed }} />
        </p>
      )}
      {children}
      {delivery && returnReceiptState(delivery) !== "not_delivered" ? <DeliveryProof delivery={delivery} /> : null}
    </section>
  );
}

function DeliveryProof({ delivery }: { delivery: Delivery }) {
  const note = missingReceiptNoteId(delivery);
  return (
    <div className="grid gap-2 border-t border-navy-100 pt-3">
      {delivery.proofs.map((proof) => (
        <a
          key={proof.kind}
          href={proofUrl(delivery.orderId, proof.kind)}
          download
          className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
        >
          <Download className="size-4" aria-hidden="true" />
          <FormattedMessage id={proofLabelId(proof)} />
        </a>
      ))}
      {note ? (
        <p className="text-sm text-slate-700">
          <FormattedMessage id={note} />
        </p>
      ) : null}
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const intl = useIntl();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused: the number stays selectable by hand.
    }
  }
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        onClick={() => void copy()}
        aria-label={intl.formatMessage({ id: "app.tracking.copy" })}
      >
        {copied ? <Check className="text-emerald-700" aria-hidden="true" /> : <Copy aria-hidden="true" />}
      </Button>
      <span role="status" className="sr-only">
        {copied ? intl.formatMessage({ id: "app.tracking.copied" }) : ""}
      </span>
    </>
  );
}
