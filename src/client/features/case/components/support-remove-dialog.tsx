import { useId, useState } from "react";
import type { EvidenceItem } from "../../../../domain/case/evidence.ts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { useRemoveEvidenceAsSupport } from "../api/evidence-api.ts";

const REASON_MAX = 500;

/** Support removing a customer's file: asked first, with the reason the customer reads on their case page. */
export function SupportRemoveDialog({
  letterId,
  item,
  open,
  onClose,
}: {
  letterId: number;
  item: EvidenceItem;
  open: boolean;
  onClose: () => void;
}) {
  const remove = useRemoveEvidenceAsSupport(letterId);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const reasonId = useId();

  const confirm = () => {
    const text = reason.trim();
    if (text.length < 3) return setError("Please give a reason for the removal.");
    if (text.length > REASON_MAX) return setError(`A reason has at most ${REASON_MAX} characters.`);
    setError(undefined);
    remove.mutate(
      { evidenceId: item.id, reason: text },
      {
        onSuccess: ({ message }) => {
          onClose();
          toast({ title: "File removed", description: message });
        },
        onError: (failure) => setError(errorMessage(failure, "The file could not be removed. Please try again.")),
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      title="Remove this customer’s file?"
      confirmLabel="Remove file"
      busyLabel="Removing…"
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <div className="grid gap-4">
        <p>
          “{item.caption}” is deleted from this case. The customer sees the reason on their case page, and the removal
          is kept in the audit log with the file’s SHA-256.
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
