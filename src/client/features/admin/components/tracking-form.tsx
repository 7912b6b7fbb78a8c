import { useId, useRef, useState, type FormEvent } from "react";
import { TRACKING_REASON_MIN } from "../../../../domain/accounts/admin.ts";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { useSetTracking } from "../api/admin-actions.ts";

/**
 * Sets the tracking number of a paid mail letter; a blank number never reaches the server. A
 * delivered letter's number is the customer's proof: changing it asks first, with a reason.
 */
export function TrackingForm({
  letterId,
  current,
  delivered,
}: {
  letterId: number;
  current: string | null;
  delivered: boolean;
}) {
  const [value, setValue] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const reasonId = useId();
  const setTracking = useSetTracking();

  function submit(event: FormEvent) {
    event.preventDefault();
    const tracking = value.trim();
    if (!tracking) {
      toast({ title: "Error", description: "Please enter a tracking number.", variant: "destructive" });
      input.current?.focus();
      return;
    }
    if (delivered && current) return setConfirming(true);
    setTracking.mutate({ letterId, tracking }, { onSuccess: () => setValue("") });
  }

  function confirm() {
    const why = reason.trim();
    if (why.length < TRACKING_REASON_MIN) return setReasonError("Say why the tracking number changes.");
    setTracking.mutate(
      { letterId, tracking: value.trim(), confirmDelivered: true, reason: why },
      {
        onSuccess: () => {
          setValue("");
          setReason("");
          setConfirming(false);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-center gap-2">
      <Input
        ref={input}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={current ? "New number" : "Tracking number"}
        aria-label={`Tracking number for letter #${letterId}`}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        className="h-9 w-28 shrink-0 px-2.5 font-mono sm:text-[0.8125rem]"
      />
      <Button type="submit" size="sm" disabled={setTracking.isPending}>
        Save<span className="sr-only"> tracking number for letter #{letterId}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Change a delivered letter's tracking number?`}
        confirmLabel="Change tracking number"
        busyLabel="Saving..."
        busy={setTracking.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {/* Drawn only while asked, so the closed dialog adds no second copy of the number to the row. */}
        {confirming ? (
          <div className="grid gap-4">
            <p>
              Letter #{letterId} was delivered with tracking number{" "}
              <span className="font-mono break-all">{current}</span>. The customer relies on it as proof of delivery.
              The new number is <span className="font-mono break-all">{value.replace(/\s+/g, "")}</span>. The change and
              its reason are kept in the admin changes log.
            </p>
            <div className="grid gap-1.5">
              <label htmlFor={reasonId} className="text-sm font-medium text-slate-900">
                Reason for the change
              </label>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(undefined);
                }}
                aria-invalid={Boolean(reasonError)}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                className="rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
              />
              {reasonError ? (
                <p id={`${reasonId}-error`} role="alert" className="text-sm font-medium text-destructive">
                  {reasonError}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
      </ConfirmDialog>
    </form>
  );
}
