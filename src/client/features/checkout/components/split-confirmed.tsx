import { CircleCheck } from "lucide-react";
import { Link } from "wouter";
import { amountToCents, formatCents } from "../../../../domain/money/prices.ts";
import { orderTypeLabel } from "../../../../domain/money/orders.ts";
import { Button } from "@/components/ui/button.tsx";
import { DownloadButtons } from "@/features/downloads/download-buttons.tsx";
import { RefundNote } from "@/features/orders/components/refund-note.tsx";
import { formatAmount } from "@/lib/format.ts";
import type { ConfirmedOrder } from "../api/confirm-checkout.ts";
import { ResultPanel } from "./result-panel.tsx";

/**
 * The success page for a split paid in one checkout (decision 0034): the total, then each
 * letter's own order, its files, and a refund with its reason when one letter could not be kept.
 */
export function SplitConfirmed({ orders }: { orders: ConfirmedOrder[] }) {
  const total = orders.reduce((sum, order) => sum + amountToCents(order.amount), 0);
  return (
    <ResultPanel
      icon={<CircleCheck />}
      tone="success"
      title="Payment successful"
      description={
        <p>
          Thank you. One payment of {formatCents(total)} covers your {orders.length} letters, one order each. A receipt
          for each is on its way to your email.
        </p>
      }
    >
      <ul className="grid gap-4">
        {orders.map((order) => (
          <li key={order.id} className="grid gap-3 rounded-lg border border-border bg-slate-50 p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 className="font-semibold text-slate-900">
                Letter #{order.demandLetterId ?? "deleted"}
                <span className="font-normal text-slate-600">
                  {" "}
                  · Order #{order.id} · {orderTypeLabel(order.type)}
                </span>
              </h2>
              <p className="font-semibold text-slate-900 tabular-nums">{formatAmount(order.amount)}</p>
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
        <Link href="/orders">Go to My Orders</Link>
      </Button>
    </ResultPanel>
  );
}
