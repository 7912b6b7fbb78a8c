import { FormattedMessage } from "react-intl";
import type { RefundReason } from "../../../../domain/money/payment-rules.ts";
import { REFUND_REASON_IDS } from "../order-messages.ts";
import { useFormat } from "@/lib/format.ts";

interface RefundFacts {
  refundAmount?: string | null;
  refundReason?: string | null;
  refundNote?: string | null;
  refundedAt?: string | null;
}

/** As refundReasonText: an unknown reason is shown as support's. */
const reasonId = (reason: string | null | undefined) =>
  reason && Object.hasOwn(REFUND_REASON_IDS, reason)
    ? REFUND_REASON_IDS[reason as RefundReason]
    : REFUND_REASON_IDS.admin;

/** Why money went back on this order, and whether it has left yet; support's note is shown as written. */
export function RefundNote({ order }: { order: RefundFacts }) {
  const format = useFormat();
  if (!order.refundAmount) return null;
  return (
    <p role="note" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
      <span className="font-semibold">
        <FormattedMessage
          id="app.refund.amount"
          values={{ amount: format.amount(order.refundAmount), done: order.refundedAt ? "yes" : "no" }}
        />
      </span>{" "}
      <FormattedMessage id={reasonId(order.refundReason)} />
      {order.refundNote ? ` ${order.refundNote}` : null} <FormattedMessage id="app.refund.delay" />
    </p>
  );
}
