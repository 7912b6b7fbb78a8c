import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { type CaseView, OUTCOME_KINDS, OUTCOME_NOTE_MAX, type OutcomeKind } from "../../../../domain/case/case.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { Textarea } from "@/features/letters/wizard/form-controls.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useKnownText } from "@/i18n/known-text.ts";
import { useRecordOutcome } from "../api/case-api.ts";
import { OUTCOME_LABEL_IDS } from "../case-texts.ts";

/** What happened after the letter: one choice and an optional note, kept with the case. */
export function OutcomeForm({ letterId, current }: { letterId: number; current: CaseView["outcome"] }) {
  const intl = useIntl();
  const known = useKnownText();
  const label = (option: OutcomeKind) => intl.formatMessage({ id: OUTCOME_LABEL_IDS[option] });
  const [kind, setKind] = useState<OutcomeKind | "">(current?.kind ?? "");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const record = useRecordOutcome(letterId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind) return setError(intl.formatMessage({ id: "case.outcome.choose" }));
    if (note.length > OUTCOME_NOTE_MAX)
      return setError(intl.formatMessage({ id: "case.outcome.noteTooLong" }, { max: OUTCOME_NOTE_MAX }));
    setError(undefined);
    record.mutate(
      { kind, note },
      {
        onSuccess: () => {
          setNote("");
          toast({
            title: intl.formatMessage({ id: "case.saved" }),
            description: intl.formatMessage({ id: "case.outcome.recorded" }, { outcome: label(kind) }),
          });
        },
        onError: (failure) => setError(known(errorMessage(failure, intl.formatMessage({ id: "case.couldNotSave" })))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-describedby={error ? "outcome-error" : undefined}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          {intl.formatMessage({ id: "case.outcome.question" })}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {OUTCOME_KINDS.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 text-sm text-slate-900 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-navy-700 has-[:focus-visible]:ring-offset-2"
            >
              <input
                type="radio"
                name="outcome"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="size-4 accent-navy-700"
              />
              {label(option)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        label={intl.formatMessage({ id: "case.outcome.note" })}
        hint={intl.formatMessage({ id: "case.outcome.noteHint" })}
      >
        {(control) => (
          <Textarea
            rows={3}
            limit={OUTCOME_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            {...control}
          />
        )}
      </FormField>
      {error ? (
        <p id="outcome-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={record.isPending} aria-busy={record.isPending || undefined}>
          {intl.formatMessage({ id: record.isPending ? "case.savingDots" : "case.save" })}
        </Button>
      </div>
    </form>
  );
}
