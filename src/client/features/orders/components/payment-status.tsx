import { Badge } from "@/components/ui/badge.tsx";
import { cn } from "@/lib/cn.ts";

/** Spec §4: pending 'Payment Pending', completed 'Payment Successful', anything else raw in red. */
export function PaymentStatusBadge({ status }: { status: string }) {
  if (status === "completed") return <Badge variant="success">Payment Successful</Badge>;
  if (status === "pending") return <Badge variant="warning">Payment Pending</Badge>;
  if (status === "refunded") return <Badge variant="neutral">Refunded</Badge>;
  return <Badge variant="destructive">{status}</Badge>;
}

/** The line under the badge: nothing for a paid or refunded order (RefundNote says why). */
export function PaymentStatusNote({ status, className }: { status: string; className?: string }) {
  if (status === "completed" || status === "refunded") return null;
  const pending = status === "pending";
  return (
    <p className={cn("text-sm", pending ? "text-slate-600" : "font-medium text-red-700", className)}>
      {pending ? "Awaiting payment completion" : "Payment failed - please contact support"}
    </p>
  );
}
