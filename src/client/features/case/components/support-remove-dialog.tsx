import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { EvidenceItem } from "../../../../domain/case/evidence.ts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { useKnownText } from "@/i18n/known-text.ts";
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
  const intl = useIntl();
  const known = useKnownText();
  const remove = useRemoveEvidenceAsSupport(letterId);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const reasonId = useId();

  const confirm = () => {
    const text = reason.trim();
    if (text.length < 3) return setError(intl.formatMessage({ id: "case.supportRemove.noReason" }));
    if (text.length > REASON_MAX)
      return setError(intl.formatMessage({ id: "case.supportRemove.reasonTooLong" }, { max: REASON_MAX }));
    setError(undefined);
    remove.mutate(
      { evidenceId: item.id, reason: text },
      {
        onSuccess: ({ message }) => {
          onClose();
          toast({ title: intl.formatMessage({ id: "case.supportRemove.removed" }), description: message });
        },
        onError: (failure) =>
          setError(known(errorMessage(failure, intl.formatMessage({ id: "case.supportRemove.failed" })))),
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage({ id: "case.supportRemove.title" })}
      confirmLabel={intl.formatMessage({ id: "case.supportRemove.confirm" })}
      busyLabel={intl.formatMessage({ id: "case.supportRemove.removing" })}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <div className="grid gap-4">
        <p>
          <FormattedMessage id="case.supportRemove.text" values={{ caption: item.caption }} />
        </p>
        <div className="grid gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-medium text-slate-900">
            <FormattedMessage id="case.supportRemove.reason" />
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
