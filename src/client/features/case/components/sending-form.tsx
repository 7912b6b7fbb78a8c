import { type FormEvent, type ReactNode, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { sendMethodsFor, type Sending, type SendMethod, TRACKING_NUMBER_MAX } from "../../../../domain/case/sending.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { NativeSelect } from "@/features/letters/wizard/form-controls.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { useKnownText } from "@/i18n/known-text.ts";
import { useRecordSending } from "../api/case-api.ts";
import { useCaseFormat } from "../case-format.ts";
import { SEND_METHOD_LABEL_IDS, useSendingWords } from "../case-texts.ts";

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
  const intl = useIntl();
  const format = useCaseFormat();
  const known = useKnownText();
  const sendingWords = useSendingWords();
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
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
          <FormattedMessage
            id="case.sending.recorded"
            values={{ day: format.day(current.sentOn), how: sendingWords(current), strong }}
          />
          {current.deliveredOn ? (
            <>
              {" "}
              <FormattedMessage id="case.sending.delivered" values={{ day: format.day(current.deliveredOn), strong }} />
            </>
          ) : null}
        </p>
        {current.deliveredOn || document !== "letter" ? null : (
          <p className="text-sm text-slate-700">
            <FormattedMessage id="case.sending.addDelivery" />
          </p>
        )}
        <div>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <FormattedMessage id="case.sending.correct" />
          </Button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!sentOn) found.sentOn = intl.formatMessage({ id: "case.sending.enterDay" });
    if (!method) found.method = intl.formatMessage({ id: "case.sending.chooseHow" });
    setErrors(found);
    if (!method || Object.keys(found).length > 0) return;
    save.mutate(
      { sentOn, method, trackingNumber, deliveredOn },
      {
        onSuccess: () => {
          setEditing(false);
          toast({
            title: intl.formatMessage({ id: "case.saved" }),
            description: intl.formatMessage({ id: "case.sending.savedOn" }, { day: format.day(sentOn) }),
          });
        },
        onError: (failure) =>
          setErrors(
            failure instanceof ApiError && failure.fields
              ? failure.fields
              : { form: known(errorMessage(failure, intl.formatMessage({ id: "case.couldNotSave" }))) ?? "" },
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={intl.formatMessage({ id: "case.sending.dayField" })} error={errors.sentOn}>
          {(control) => (
            <Input type="date" max={today} value={sentOn} onChange={(e) => setSentOn(e.target.value)} {...control} />
          )}
        </FormField>
        <FormField label={intl.formatMessage({ id: "case.sending.howField" })} error={errors.method}>
          {(control) => (
            <NativeSelect value={method} onChange={(e) => setMethod(e.target.value as SendMethod | "")} {...control}>
              <option value="">{intl.formatMessage({ id: "case.sending.choose" })}</option>
              {sendMethodsFor(usSender).map((option) => (
                <option key={option} value={option}>
                  {intl.formatMessage({ id: SEND_METHOD_LABEL_IDS[option] })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        label={intl.formatMessage({ id: "case.sending.trackingField" })}
        hint={intl.formatMessage(
          { id: "case.sending.trackingHint" },
          { notice: document === "letter" && usSender ? "yes" : "no" },
        )}
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
        label={intl.formatMessage({ id: "case.sending.deliveredField" })}
        hint={intl.formatMessage({ id: "case.sending.deliveredHint" })}
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
          {intl.formatMessage({ id: save.isPending ? "case.savingDots" : "case.save" })}
        </Button>
        {current ? (
          <Button type="button" variant="outline" onClick={() => setEditing(false)}>
            <FormattedMessage id="case.cancel" />
          </Button>
        ) : null}
      </div>
    </form>
  );
}
