import { FormattedMessage } from "react-intl";
import { Badge, type BadgeVariant } from "@/components/ui/badge.tsx";
import type { MessageId } from "@/i18n/message-ids.ts";
import { cn } from "@/lib/cn.ts";

const BADGES: Record<string, { variant: BadgeVariant; id: MessageId }> = {
  completed: { variant: "success", id: "status.paymentSuccessful" },
  pending: { variant: "warning", id: "status.notPaid" },
  refunded: { variant: "neutral", id: "status.refunded" },
};

/**
 * Spec §4: completed 'Payment Successful', anything else raw in red; a checkout left unpaid is
 * 'Not paid' (decision 0045: it is not an order until it is paid).
 */
export function PaymentStatusBadge({ status }: { status: string }) {
  const badge = Object.hasOwn(BADGES, status) ? BADGES[status] : undefined;
  return (
    <Badge variant={badge?.variant ?? "destructive"}>
      {badge ? <FormattedMessage id={badge.id} /> : <FormattedMessage id="status.order" values={{ status }} />}
    </Badge>
  );
}

/** The line under the badge: nothing for a paid or refunded order (RefundNote says why). */
export function PaymentStatusNote({ status, className }: { status: string; className?: string }) {
  if (status === "completed" || status === "refunded") return null;
  const pending = status === "pending";
  return (
    <p className={cn("text-sm", pending ? "text-slate-600" : "font-medium text-red-700", className)}>
      <FormattedMessage id={pending ? "orders.unpaidNote" : "orders.failedNote"} />
    </p>
  );
}
