import { Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { formatAmount } from "@/lib/format.ts";
import { formatDateTime } from "../admin-format.ts";
import { useRetryQueuedOrder } from "../api/admin-actions.ts";
import { useRemovedFromQueue } from "../api/admin-queue.ts";

/** Mailings support cancelled (and did not refund): each with its reason and a way back into the queue. */
export function RemovedOrders() {
  const removed = useRemovedFromQueue();
  const putBack = useRetryQueuedOrder();
  if (!removed.data || removed.data.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="removed-orders-heading">
      <CardHeader className="gap-1">
        <CardTitle as="h2" id="removed-orders-heading">
          Mailings cancelled by support
        </CardTitle>
        <CardDescription>
          Taken out of the queue before they were handed over, and not refunded. Put one back to mail it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {removed.data.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border p-3 text-sm"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold text-slate-900">
                  Order #{order.id} · {formatAmount(order.amount)} ·{" "}
                  <span className="font-normal break-all">{order.userEmail}</span>
                </p>
                <p className="text-slate-700 [overflow-wrap:anywhere]">{order.mailCancelReason}</p>
                {order.mailCancelledAt ? (
                  <p className="text-xs text-slate-600">Cancelled {formatDateTime(order.mailCancelledAt)}</p>
                ) : null}
              </div>
              <Button variant="outline" size="sm" disabled={putBack.isPending} onClick={() => putBack.mutate(order.id)}>
                <Undo2 aria-hidden="true" />
                Put back in queue<span className="sr-only"> order #{order.id}</span>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
