import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { formatAmount } from "@/lib/format.ts";
import { useRemoveQueuedOrder } from "../api/admin-actions.ts";
import type { QueuedOrder } from "../api/admin-queue.ts";

const NOT_HANDED_OVER = ["not_submitted", "held"];
const REASON_MAX = 500;

/**
 * Remove, asked first: a reason the customer reads and, while the letter is not yet handed to the
 * mail service, the offer to refund what they paid (through the card provider, or recorded locally).
 */
export function RemoveDialog({ order, open, onClose }: { order: QueuedOrder; open: boolean; onClose: () => void }) {
  const remove = useRemoveQueuedOrder();
  const cancels = NOT_HANDED_OVER.includes(order.mailStatus);
  const [reason, setReason] = useState("");
  const [refund, setRefund] = useState(true);
  const [error, setError] = useState<string>();
  const reasonId = useId();

  const confirm = () => {
    const text = reason.trim();
    if (text.length < 3) return setError("Please give a reason for the cancellation.");
    if (text.length > REASON_MAX) return setError(`A reason has at most ${REASON_MAX} characters.`);
    setError(undefined);
    remove.mutate({ orderId: order.id, reason: text, refund: cancels && refund }, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      open={open}
      title={`Remove order #${order.id} from the queue?`}
      confirmLabel={cancels ? "Cancel the mailing" : "Remove"}
      busyLabel="Removing..."
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <div className="grid gap-4">
        <p>
          {cancels
            ? "The letter has not been handed to the mail service yet, so nothing will be mailed. The customer sees the reason on their order and gets an email."
            : "The letter was already handed to the mail service: removing it only stops tracking updates. The customer is not told."}
        </p>
        <div className="grid gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-medium text-slate-900">
            Reason {cancels ? "(the customer reads it)" : ""}
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
        {cancels ? (
          <label className="flex items-start gap-3 text-sm text-slate-900">
            <input
              type="checkbox"
              checked={refund}
              onChange={(event) => setRefund(event.target.checked)}
              className="mt-0.5 size-4 accent-navy-700"
            />
            <span>Refund {formatAmount(order.amount)} to the customer's card, with the same reason.</span>
          </label>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
