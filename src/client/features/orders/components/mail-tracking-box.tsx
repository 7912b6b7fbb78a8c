import { Check, Copy, Download, ExternalLink, Truck } from "lucide-react";
import { useState, type ReactNode } from "react";
import {
  type DeliveryProofs,
  missingReceiptNote,
  proofLinkLabel,
  proofUrl,
  returnReceiptState,
} from "../../../../domain/case/delivery-proof.ts";
import { mailStatusLabel, uspsTrackingUrl } from "../../../../domain/case/mail-status.ts";
import { Button } from "@/components/ui/button.tsx";

/** A mailing as both My Orders and the case page hand it over: the same fields, read by the same functions. */
type Delivery = DeliveryProofs & { orderId: number; status: string | null };

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
  return (
    <section
      aria-label={`Certified mail tracking of the ${document}${delivery ? ` (order #${delivery.orderId})` : ""}`}
      className="grid gap-3 rounded-lg border border-navy-100 bg-navy-50/60 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Truck className="size-4 text-navy-700" aria-hidden="true" />
          {simulated ? "Simulated certified mail (nothing is mailed)" : "USPS Certified Mail"}
        </p>
        <p className="text-sm text-slate-700">
          Status: <span className="font-semibold text-slate-900">{mailStatusLabel(mailStatus ?? "not_submitted")}</span>
        </p>
      </div>
      {mailTracking ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid min-w-0 gap-1">
            <p className="text-xs font-medium text-slate-600">
              {simulated ? "Simulated tracking number (not USPS's)" : "Tracking number"}
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
              Track on USPS
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          Your tracking number will appear here once your {document} is mailed. We’ll email it to you as well.
        </p>
      )}
      {children}
      {delivery && returnReceiptState(delivery) !== "not_delivered" ? <DeliveryProof delivery={delivery} /> : null}
    </section>
  );
}

function DeliveryProof({ delivery }: { delivery: Delivery }) {
  const note = missingReceiptNote(delivery);
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
          {proofLinkLabel(proof)}
        </a>
      ))}
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
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
        aria-label="Copy tracking number"
      >
        {copied ? <Check className="text-emerald-700" aria-hidden="true" /> : <Copy aria-hidden="true" />}
      </Button>
      <span role="status" className="sr-only">
        {copied ? "Tracking number copied" : ""}
      </span>
    </>
  );
}
