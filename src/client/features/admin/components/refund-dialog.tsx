import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { formatAmount } from "@/lib/format.ts";
import { useRefundOrder } from "../api/admin-actions.ts";

const REASON_MAX = 500;

/** Refund one order, asked first, with a reason the customer reads on their order and in an email. */
export function RefundDialog({
  orderId,
  amount,
  open,
  onClose,
}: {
  orderId: number;
  amount: string;
  open: boolean;
  onClose: () => void;
}) {
  const refund = useRefundOrder();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const reasonId = useId();

  const confirm = () => {
    const text = reason.trim();
    if (text.length < 3) return setError("Please give a reason for the refund.");
    if (text.length > REASON_MAX) return setError(`A reason has at most ${REASON_MAX} characters.`);
    setError(undefined);
    refund.mutate({ orderId, reason: text }, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      open={open}
      title={`Refund order #${orderId}?`}
      confirmLabel={`Refund ${formatAmount(amount)}`}
      busyLabel="Refunding..."
      busy={refund.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <div className="grid gap-4">
        <p>
          {formatAmount(amount)} goes back to the customer's card (or is recorded as refunded without a card provider).
          A mailing not yet handed to the mail service is stopped. The customer sees the reason on their order and gets
          an email.
        </p>
        <div className="grid gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-medium text-slate-900">
            Reason (the customer reads it)
          </label>
          <textarea
            id={reasonId}
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${reasonId}-error` : undefined}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
          />
          {error ? (
            <p id={`${reasonId}-error`} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </ConfirmDialog>
  );
}
