import { CircleCheck, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import {
  DOCUMENT_MAIL_TYPES,
  isMailedOrder,
  mailedDocument,
  ORDER_TYPE_LABELS,
  type OrderType,
} from "../../../../domain/money/orders.ts";
import { caseHref } from "@/features/letters/letter-links.ts";
import { Button } from "@/components/ui/button.tsx";
import { DownloadButtons } from "@/features/downloads/download-buttons.tsx";
import { formatAmount } from "@/lib/format.ts";
import type { ConfirmedOrder } from "../api/confirm-checkout.ts";
import { ResultPanel } from "./result-panel.tsx";

/** The success page once the server has confirmed the payment. */
export function PaymentConfirmed({ order }: { order: ConfirmedOrder }) {
  const isMail = isMailedOrder(order.type);
  /* The final notice or the data request: a document of its own, followed on the letter's page. */
  const notice = DOCUMENT_MAIL_TYPES.includes(order.type);
  const bought = order.isUpgrade
    ? "Upgrade to USPS Certified Mail"
    : (ORDER_TYPE_LABELS[order.type as OrderType] ?? order.type);
  return (
    <ResultPanel
      icon={<CircleCheck />}
      tone="success"
      title="Payment successful"
      description={<p>Thank you. Your payment is confirmed and a receipt is on its way to your email.</p>}
    >
      <dl className="grid grid-cols-2 gap-4 rounded-lg border border-border bg-slate-50 p-4 text-sm">
        <Row label="Order number">#{order.id}</Row>
        <Row label="Amount paid">
          <span className="tabular-nums">{formatAmount(order.amount)}</span>
        </Row>
        <Row label="What you bought" wide>
          {bought}
          {order.demandLetterId !== null ? (
            <span className="font-normal text-slate-600"> · Letter #{order.demandLetterId}</span>
          ) : null}
        </Row>
      </dl>

      {order.demandLetterId !== null && !notice ? (
        <div className="grid gap-2">
          <h2 className="text-sm font-semibold text-slate-900">Your letter is ready to download</h2>
          <DownloadButtons letterId={order.demandLetterId} variant="primary" size="md" className="[&>button]:flex-1" />
        </div>
      ) : null}

      {isMail ? (
        <div className="flex gap-3 rounded-lg border border-navy-100 bg-navy-50 p-4 text-sm leading-6 text-navy-900">
          <Mail className="mt-0.5 size-5 shrink-0 text-navy-700" aria-hidden="true" />
          <p>
            We’ll print your {mailedDocument(order.type)} and mail it by USPS Certified Mail. As soon as it is mailed
            we’ll email you the tracking number, and you can follow it under My Orders
            {notice ? " and on your letter’s page" : ""}.
          </p>
        </div>
      ) : null}

      {notice && order.demandLetterId !== null ? (
        <Button asChild className="justify-self-center">
          <Link href={caseHref(order.demandLetterId)}>Back to Letter #{order.demandLetterId}</Link>
        </Button>
      ) : null}
      <Button variant="outline" asChild className="justify-self-center">
        <Link href="/orders">Go to My Orders</Link>
      </Button>
    </ResultPanel>
  );
}

function Row({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
