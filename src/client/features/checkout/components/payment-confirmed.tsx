import { CircleCheck, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { DOCUMENT_MAIL_TYPES, isMailedOrder } from "../../../../domain/money/orders.ts";
import { caseHref } from "@/features/letters/letter-links.ts";
import { Button } from "@/components/ui/button.tsx";
import { DownloadButtons } from "@/features/downloads/download-buttons.tsx";
import type { ConfirmedOrder } from "../api/confirm-checkout.ts";
import { useCheckoutText } from "../checkout-text.ts";
import { ResultPanel } from "./result-panel.tsx";

/** The success page once the server has confirmed the payment. */
export function PaymentConfirmed({ order }: { order: ConfirmedOrder }) {
  const isMail = isMailedOrder(order.type);
  /* The final notice or the data request: a document of its own, followed on the letter's page. */
  const notice = DOCUMENT_MAIL_TYPES.includes(order.type);
  const intl = useIntl();
  const text = useCheckoutText();
  const bought = order.isUpgrade ? intl.formatMessage({ id: "checkout.success.upgrade" }) : text.orderType(order.type);
  const mailed =
    order.type === "follow-up-mail"
      ? "checkout.success.mailed.final-notice"
      : order.type === "data-request-mail"
        ? "checkout.success.mailed.data-request"
        : "checkout.success.mailed.letter";
  return (
    <ResultPanel
      icon={<CircleCheck />}
      tone="success"
      title={intl.formatMessage({ id: "checkout.success.title" })}
      description={
        <p>
          <FormattedMessage id="checkout.success.thanks" />
        </p>
      }
    >
      <dl className="grid grid-cols-2 gap-4 rounded-lg border border-border bg-slate-50 p-4 text-sm">
        <Row label={intl.formatMessage({ id: "checkout.success.orderNumber" })}>#{order.id}</Row>
        <Row label={intl.formatMessage({ id: "checkout.success.amountPaid" })}>
          <span className="tabular-nums">{text.amount(order.amount)}</span>
        </Row>
        <Row label={intl.formatMessage({ id: "checkout.success.whatBought" })} wide>
          {bought}
          {order.demandLetterId !== null ? (
            <span className="font-normal text-slate-600">
              {" "}
              <FormattedMessage id="checkout.success.letterRef" values={{ id: order.demandLetterId }} />
            </span>
          ) : null}
        </Row>
      </dl>

      {order.demandLetterId !== null && !notice ? (
        <div className="grid gap-2">
          <h2 className="text-sm font-semibold text-slate-900">
            <FormattedMessage id="checkout.success.ready" />
          </h2>
          <DownloadButtons letterId={order.demandLetterId} variant="primary" size="md" className="[&>button]:flex-1" />
        </div>
      ) : null}

      {isMail ? (
        <div className="flex gap-3 rounded-lg border border-navy-100 bg-navy-50 p-4 text-sm leading-6 text-navy-900">
          <Mail className="mt-0.5 size-5 shrink-0 text-navy-700" aria-hidden="true" />
          <p>
            <FormattedMessage id={mailed} />
          </p>
        </div>
      ) : null}

      {notice && order.demandLetterId !== null ? (
        <Button asChild className="justify-self-center">
          <Link href={caseHref(order.demandLetterId)}>
            <FormattedMessage id="checkout.success.backToLetter" values={{ id: order.demandLetterId }} />
          </Link>
        </Button>
      ) : null}
      <Button variant="outline" asChild className="justify-self-center">
        <Link href="/orders">
          <FormattedMessage id="checkout.goToOrders" />
        </Link>
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
