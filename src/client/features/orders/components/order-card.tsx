import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { caseHref } from "@/features/letters/letter-links.ts";
import { DownloadButtons } from "@/features/downloads/download-buttons.tsx";
import { useFormat } from "@/lib/format.ts";
import { useStatusNames } from "@/lib/status-names.ts";
import { type Order, orderDelivery } from "../api/orders-query.ts";
import { DOCUMENT_MAIL_TYPES, isMailedOrder, mailedDocument } from "../../../../domain/money/orders.ts";
import { completedUpgradeOf, offersUpgrade } from "../order-rules.ts";
import { MailTimeline } from "./mail-timeline.tsx";
import { MailTrackingBox } from "./mail-tracking-box.tsx";
import { PaymentStatusBadge, PaymentStatusNote } from "./payment-status.tsx";
import { RefundNote } from "./refund-note.tsx";
import { UnpaidActions } from "./unpaid-actions.tsx";
import { UpgradeButton } from "./upgrade-button.tsx";

/** One order on /orders: number, status, details, downloads, upgrade and mail tracking. */
export function OrderCard({ order, allOrders }: { order: Order; allOrders: readonly Order[] }) {
  const paid = order.status === "completed";
  const upgrade = completedUpgradeOf(order, allOrders);
  const headingId = `order-${order.id}`;
  const letterId = order.demandLetterId;
  const intl = useIntl();
  const format = useFormat();
  const { orderType } = useStatusNames();
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-5 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6"
    >
      <header className="flex items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            <FormattedMessage id="orders.number" values={{ id: String(order.id) }} />
          </h2>
          {letterId !== null ? (
            <p className="text-sm text-slate-600">
              <FormattedMessage
                id="orders.forLetter"
                values={{
                  id: String(letterId),
                  link: (chunks) => (
                    <Link
                      href={caseHref(letterId)}
                      className="rounded-sm font-medium text-navy-700 underline underline-offset-4 hover:text-navy-900"
                    >
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
          ) : null}
          <PaymentStatusNote status={order.status} className="mt-1" />
        </div>
        <PaymentStatusBadge status={order.status} />
      </header>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 border-t border-border pt-4 sm:grid-cols-3">
        <Detail label={intl.formatMessage({ id: "orders.service" })} className="col-span-2 sm:col-span-1">
          {orderType(order.type)}
          {order.isUpgrade ? (
            <span className="block text-sm font-normal text-slate-600">
              {order.upgradedFromOrderId !== null ? (
                <FormattedMessage id="orders.upgradeOf" values={{ id: String(order.upgradedFromOrderId) }} />
              ) : (
                <FormattedMessage id="orders.upgrade" />
              )}
            </span>
          ) : null}
        </Detail>
        <Detail label={intl.formatMessage({ id: "orders.amount" })}>
          <span className="tabular-nums">{format.amount(order.amount)}</span>
        </Detail>
        <Detail label={intl.formatMessage({ id: "orders.date" })}>
          <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
        </Detail>
      </dl>

      {order.mailCancelledAt ? (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <FormattedMessage
            id="orders.mailCancelled"
            values={{
              reason: order.mailCancelReason ?? "",
              b: (chunks) => <span className="font-semibold">{chunks}</span>,
            }}
          />
        </p>
      ) : null}
      <RefundNote order={order} />

      {order.status === "pending" ? <UnpaidActions order={order} /> : null}

      {upgrade ? (
        <p className="text-sm text-slate-700">
          <FormattedMessage id="orders.upgradedIn" values={{ id: String(upgrade.id) }} />
        </p>
      ) : null}

      {paid && order.demandLetterId !== null && !DOCUMENT_MAIL_TYPES.includes(order.type) ? (
        <div className="flex flex-wrap gap-2">
          <DownloadButtons letterId={order.demandLetterId} />
          {offersUpgrade(order, allOrders) ? (
            <UpgradeButton orderId={order.id} letterId={order.demandLetterId} />
          ) : null}
        </div>
      ) : null}

      {isMailedOrder(order.type) && !order.mailCancelledAt && (paid || order.mailTracking) ? (
        <MailTrackingBox
          mailStatus={order.mailStatus}
          mailTracking={order.mailTracking}
          document={mailedDocument(order.type)}
          delivery={orderDelivery(order)}
        >
          <MailTimeline events={order.mailEvents ?? []} timeZone={order.timeZone ?? undefined} />
        </MailTrackingBox>
      ) : null}
    </article>
  );
}

function Detail({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
