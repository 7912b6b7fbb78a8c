import { useState } from "react";
import type { OperatorAlert } from "../../../../domain/accounts/operator-alerts.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { formatDateTime } from "../admin-format.ts";
import { useResolveAlert, useRetryQueuedOrder } from "../api/admin-actions.ts";
import { useAdminAlerts } from "../api/admin-alerts.ts";
import { RefundDialog } from "./refund-dialog.tsx";

/**
 * Decision 0039: every failure the app cannot settle alone, with the open count. A failed mailing
 * can be retried (a new letter at the mail service) or refunded here; each alert is resolved by hand.
 */
export function OperatorAlerts() {
  const { data } = useAdminAlerts();
  if (!data || data.open === 0) return null;
  return (
    <section aria-labelledby="operator-alerts-heading">
      <Card className="grid gap-4 border-amber-300 p-5">
        <h2 id="operator-alerts-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          Alerts <Badge variant="primary">{data.open}</Badge>
          <span className="sr-only">open</span>
        </h2>
        <ul className="grid gap-3">
          {data.alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      </Card>
    </section>
  );
}

function AlertRow({ alert }: { alert: OperatorAlert }) {
  const retry = useRetryQueuedOrder();
  const resolve = useResolveAlert();
  const [refunding, setRefunding] = useState(false);
  const order = alert.order;
  const canAct = order !== null && alert.orderId !== null && order.status === "completed" && !order.refundRequested;
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 bg-white p-3">
      <p className="font-semibold text-slate-900">
        {alert.title}
        {alert.orderId === null ? null : ` · Order #${alert.orderId}`}
      </p>
      <p className="text-sm text-slate-700">{alert.message}</p>
      <p className="text-xs text-slate-500">{formatDateTime(alert.createdAt)}</p>
      <div className="flex flex-wrap gap-2">
        {canAct && order.mailStatus === "failed" ? (
          <Button size="sm" disabled={retry.isPending} onClick={() => retry.mutate(alert.orderId as number)}>
            Retry mailing
          </Button>
        ) : null}
        {canAct ? (
          <Button size="sm" variant="outline" onClick={() => setRefunding(true)}>
            Refund
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" disabled={resolve.isPending} onClick={() => resolve.mutate(alert.id)}>
          Mark resolved
        </Button>
      </div>
      {canAct ? (
        <RefundDialog
          orderId={alert.orderId as number}
          amount={order.amount}
          open={refunding}
          onClose={() => setRefunding(false)}
        />
      ) : null}
    </li>
  );
}
