import { CircleCheck } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { amountToCents } from "../../../../domain/money/prices.ts";
import { Button } from "@/components/ui/button.tsx";
import { DownloadButtons } from "@/features/downloads/download-buttons.tsx";
import { RefundNote } from "@/features/orders/components/refund-note.tsx";
import type { ConfirmedOrder } from "../api/confirm-checkout.ts";
import { useCheckoutText } from "../checkout-text.ts";
import { ResultPanel } from "./result-panel.tsx";

/**
 * The success page for a split paid in one checkout (decision 0034): the total, then each
 * letter's own order, its files, and a refund with its reason when one letter could not be kept.
 */
export function SplitConfirmed({ orders }: { orders: ConfirmedOrder[] }) {
  const intl = useIntl();
  const text = useCheckoutText();
  const total = orders.reduce((sum, order) => sum + amountToCents(order.amount), 0);
  return (
    <ResultPanel
      icon={<CircleCheck />}
      tone="success"
      title={intl.formatMessage({ id: "checkout.success.title" })}
      description={
        <p>
          <FormattedMessage id="checkout.split.thanks" values={{ total: text.money(total), count: orders.length }} />
        </p>
      }
    >
      <ul className="grid gap-4">
        {orders.map((order) => (
          <li key={order.id} className="grid gap-3 rounded-lg border border-border bg-slate-50 p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 className="font-semibold text-slate-900">
                {order.demandLetterId === null ? (
                  <FormattedMessage id="checkout.split.deletedLetter" />
                ) : (
                  <FormattedMessage id="checkout.summary.letterNumber" values={{ id: order.demandLetterId }} />
                )}
                <span className="font-normal text-slate-600">
                  {" "}
                  <FormattedMessage
                    id="checkout.split.orderLine"
                    values={{ id: order.id, type: text.orderType(order.type) }}
                  />
                </span>
              </h2>
              <p className="font-semibold text-slate-900 tabular-nums">{text.amount(order.amount)}</p>
            </div>
            {order.status === "completed" && order.demandLetterId !== null ? (
              <DownloadButtons
                letterId={order.demandLetterId}
                variant="primary"
                size="md"
                className="[&>button]:flex-1"
              />
            ) : null}
            <RefundNote order={order} />
          </li>
        ))}
      </ul>
      <Button variant="outline" asChild className="justify-self-center">
        <Link href="/orders">
          <FormattedMessage id="checkout.goToOrders" />
        </Link>
      </Button>
    </ResultPanel>
  );
}
