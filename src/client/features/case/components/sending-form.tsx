import { type FormEvent, useState } from "react";
import { formatDay } from "../../../../domain/time/clock.ts";
import {
  SEND_METHOD_LABELS,
  sendMethodsFor,
  type Sending,
  type SendMethod,
  sendingWords,
  TRACKING_NUMBER_MAX,
} from "../../../../domain/case/sending.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { NativeSelect } from "@/features/letters/wizard/form-controls.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { useRecordSending } from "../api/case-api.ts";

interface SendingFormProps {
  letterId: number;
  /** Which document's sending: the letter (default) or the final notice the sender downloaded. */
  document?: "letter" | "final-notice";
  current: Sending | null;
  /** The sender's today, "YYYY-MM-DD": the latest day the field offers. */
  today: string;
  /** False for an EU or UK sender: no final notice follows their letter (decision 0053). */
  usSender?: boolean;
}

/**
 * When and how the sender sent the letter they mailed themselves. Until it is recorded, the final
 * notice, the statement of claim and the case record say only where the letter was addressed.
 */
export function SendingForm({ letterId, document = "letter", current, today, usSender = true }: SendingFormProps) {
  const [editing, setEditing] = useState(current === null);
  const [sentOn, setSentOn] = useState(current?.sentOn ?? "");
  const [method, setMethod] = useState<SendMethod | "">(current?.method ?? "");
  const [trackingNumber, setTrackingNumber] = useState(current?.trackingNumber ?? "");
  const [deliveredOn, setDeliveredOn] = useState(current?.deliveredOn ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useRecordSending(letterId, document);

  if (current && !editing) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-slate-900">
          You recorded that you sent it on <strong>{formatDay(current.sentOn)}</strong> {sendingWords(current)}.
          {current.deliveredOn ? (
            <>
              {" "}
              It was delivered on <strong>{formatDay(current.deliveredOn)}</strong>.
            </>
          ) : null}
        </p>
        {current.deliveredOn || document !== "letter" ? null : (
          <p className="text-sm text-slate-700">
            Once the tracking page or your receipt shows it delivered, add that day: the terms' time to resolve a
            dispute counts from it.
          </p>
        )}
        <div>
          <Button variant="outline" onClick={() => setEditing(true)}>
            Correct this
          </Button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!sentOn) found.sentOn = "Enter the day you sent it.";
    if (!method) found.method = "Choose how you sent it.";
    setErrors(found);
    if (!method || Object.keys(found).length > 0) return;
    save.mutate(
      { sentOn, method, trackingNumber, deliveredOn },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: "Saved", description: `Sent on ${formatDay(sentOn)}.` });
        },
        onError: (failure) =>
          setErrors(
            failure instanceof ApiError && failure.fields
              ? failure.fields
              : { form: errorMessage(failure, "Could not save. Please try again.") },
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Day you sent it" error={errors.sentOn}>
          {(control) => (
            <Input type="date" max={today} value={sentOn} onChange={(e) => setSentOn(e.target.value)} {...control} />
          )}
        </FormField>
        <FormField label="How you sent it" error={errors.method}>
          {(control) => (
            <NativeSelect value={method} onChange={(e) => setMethod(e.target.value as SendMethod | "")} {...control}>
              <option value="">Choose…</option>
              {sendMethodsFor(usSender).map((option) => (
                <option key={option} value={option}>
                  {SEND_METHOD_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        label="Tracking or certified-mail number (optional)"
        hint={`From your receipt. It goes into your ${document === "letter" && usSender ? "final notice and " : ""}case record as you type it.`}
        error={errors.trackingNumber}
      >
        {(control) => (
          <Input
            limit={TRACKING_NUMBER_MAX}
            autoComplete="off"
            inputMode="text"
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.target.value)}
            {...control}
          />
        )}
      </FormField>
      <FormField
        label="Day it was delivered (optional)"
        hint="From the tracking page or your receipt. The time Meta's terms give to resolve a dispute counts from this day."
        error={errors.deliveredOn}
      >
        {(control) => (
          <Input
            type="date"
            min={sentOn || undefined}
            max={today}
            value={deliveredOn}
            onChange={(e) => setDeliveredOn(e.target.value)}
            {...control}
          />
        )}
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
        {current ? (
          <Button type="button" variant="outline" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
