import { useState } from "react";
import { RotateCw, Trash2, TriangleAlert } from "lucide-react";
import { uspsTrackingUrl } from "../../../../domain/case/mail-status.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { formatAmount, formatDate } from "@/lib/format.ts";
import { mailStatusLabel } from "../../../../domain/case/mail-status.ts";
import { orderTypeLabel } from "../../../../domain/money/orders.ts";
import { formatDateTime, formatTime } from "../admin-format.ts";
import { useRetryQueuedOrder } from "../api/admin-actions.ts";
import type { QueuedOrder } from "../api/admin-queue.ts";
import { Cell, Email, Missing, Mono, RowNote } from "./admin-table.tsx";
import { RemoveDialog } from "./remove-dialog.tsx";

export const QUEUE_COLUMNS = [
  "Order #",
  "Type",
  "Amount",
  "Queued At",
  "Mail Service Status",
  "Service & Job",
  "Tracking",
  "Actions",
] as const;

const PROVIDER_LABELS: Record<string, string> = { letterstream: "LetterStream", lob: "Lob", simulated: "Simulated" };

/** The mail service an order went to; before the hand-over, the one it will go to is not fixed yet. */
export function providerLabel(provider: string | null | undefined): string {
  return provider ? (PROVIDER_LABELS[provider] ?? provider) : "Not handed over";
}

/** One queued mail order, with the reason it is stuck (if any) on a line of its own below. */
export function QueueRow({ order }: { order: QueuedOrder }) {
  const retry = useRetryQueuedOrder();
  const [removing, setRemoving] = useState(false);
  const busy = retry.isPending || removing;
  const errorId = `queue-error-${order.id}`;

  return (
    <tbody className="border-t border-border">
      <tr>
        <Cell>
          <span className="font-semibold text-slate-900">#{order.id}</span>
          <Email className="text-xs text-slate-600">{order.userEmail}</Email>
          {order.demandLetterId !== null ? (
            <span className="block text-xs text-slate-600">Letter #{order.demandLetterId}</span>
          ) : null}
        </Cell>
        <Cell>
          <span className="flex min-w-24 flex-wrap items-center gap-x-2 gap-y-1">
            {orderTypeLabel(order.type)}
            {order.isUpgrade ? <Badge variant="primary">Upgrade</Badge> : null}
          </span>
        </Cell>
        <Cell className="whitespace-nowrap tabular-nums">{formatAmount(order.amount)}</Cell>
        <Cell className="whitespace-nowrap">
          {order.queuedAt ? (
            <time dateTime={order.queuedAt}>
              {formatDate(order.queuedAt)}
              <span className="block text-xs text-slate-600">{formatTime(order.queuedAt)}</span>
            </time>
          ) : (
            <Missing />
          )}
        </Cell>
        <Cell>
          <span className="font-medium text-slate-900">{order.letterStreamStatus ?? "Not submitted"}</span>
          <span className="block text-xs text-slate-600">Our status: {mailStatusLabel(order.mailStatus)}</span>
        </Cell>
        <Cell>
          <span className="block text-xs font-medium text-slate-700">{providerLabel(order.mailProvider)}</span>
          {order.letterStreamJobId ? <Mono>{order.letterStreamJobId}</Mono> : <Missing />}
          {order.mailProviderId ? (
            <span className="block">
              <Mono>{order.mailProviderId}</Mono>
            </span>
          ) : null}
        </Cell>
        <Cell>
          {order.mailTracking && order.mailProvider === "simulated" ? (
            <span className="font-mono text-[0.8125rem] whitespace-nowrap text-slate-900">
              {order.mailTracking}
              <span className="block font-sans text-xs text-slate-600">Simulated</span>
            </span>
          ) : order.mailTracking ? (
            <a
              href={uspsTrackingUrl(order.mailTracking)}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-sm font-mono text-[0.8125rem] whitespace-nowrap text-navy-700 underline decoration-navy-300 underline-offset-4 hover:decoration-navy-700"
            >
              {order.mailTracking}
              <span className="sr-only"> (track on USPS, opens in a new tab)</span>
            </a>
          ) : (
            <Missing />
          )}
        </Cell>
        <Cell>
          <span className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              aria-describedby={order.dispatchError ? errorId : undefined}
              onClick={() => retry.mutate(order.id)}
            >
              <RotateCw className={retry.isPending ? "animate-spin" : undefined} aria-hidden="true" />
              Retry<span className="sr-only"> order #{order.id}</span>
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-red-800 hover:border-red-300 hover:bg-red-50"
              disabled={busy}
              onClick={() => setRemoving(true)}
            >
              <Trash2 aria-hidden="true" />
              Remove<span className="sr-only"> order #{order.id}</span>
            </Button>
            <RemoveDialog order={order} open={removing} onClose={() => setRemoving(false)} />
          </span>
        </Cell>
      </tr>
      {order.dispatchError ? (
        <RowNote colSpan={QUEUE_COLUMNS.length}>
          <p
            id={errorId}
            className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            <span>
              <span className="font-semibold">{dispatchState(order)}</span> {order.dispatchError}
            </span>
          </p>
        </RowNote>
      ) : null}
    </tbody>
  );
}

/** Paused orders wait for an admin; the others are tried again by themselves. */
function dispatchState(order: QueuedOrder): string {
  if (!order.dispatchNextAt) return "Paused until you press Retry:";
  const attempts = order.dispatchAttempts > 0 ? ` (attempt ${order.dispatchAttempts})` : "";
  return `Trying again ${formatDateTime(order.dispatchNextAt)}${attempts}:`;
}
