import { Badge } from "@/components/ui/badge.tsx";
import { cn } from "@/lib/cn.ts";

/**
 * Spec §4: completed 'Payment Successful', anything else raw in red; a checkout left unpaid is
 * 'Not paid' (decision 0045: it is not an order until it is paid).
 */
export function PaymentStatusBadge({ status }: { status: string }) {
  if (status === "completed") return <Badge variant="success">Payment Successful</Badge>;
  if (status === "pending") return <Badge variant="warning">Not paid</Badge>;
  if (status === "refunded") return <Badge variant="neutral">Refunded</Badge>;
  return <Badge variant="destructive">{status}</Badge>;
}

/** The line under the badge: nothing for a paid or refunded order (RefundNote says why). */
export function PaymentStatusNote({ status, className }: { status: string; className?: string }) {
  if (status === "completed" || status === "refunded") return null;
  const pending = status === "pending";
  return (
    <p className={cn("text-sm", pending ? "text-slate-600" : "font-medium text-red-700", className)}>
      {pending ? "This checkout was not paid. Nothing was charged." : "Payment failed - please contact support"}
    </p>
  );
}
