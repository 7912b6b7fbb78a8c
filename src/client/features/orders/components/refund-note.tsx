import { formatAmount } from "@/lib/format.ts";
import { refundReasonText } from "../../../../domain/money/payment-rules.ts";

interface RefundFacts {
  refundAmount?: string | null;
  refundReason?: string | null;
  refundNote?: string | null;
  refundedAt?: string | null;
}

/** Why money went back on this order, and whether it has left yet. */
export function RefundNote({ order }: { order: RefundFacts }) {
  if (!order.refundAmount) return null;
  return (
    <p role="note" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
      <span className="font-semibold">
        {formatAmount(order.refundAmount)} {order.refundedAt ? "refunded" : "being refunded"} to your card.
      </span>{" "}
      {refundReasonText(order.refundReason ?? null, order.refundNote)} Refunds usually reach your card within 5 to 10
      business days.
    </p>
  );
}
