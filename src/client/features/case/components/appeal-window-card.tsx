import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { BEFORE_THE_APPEAL_DAY, META_APPEAL_WINDOW } from "../../../../domain/case/appeal-window.ts";
import type { CaseView } from "../../../../domain/case/case.ts";
import { formatDay } from "../../../../domain/time/clock.ts";
import { useRecordAppealDay } from "../api/case-api.ts";

/**
 * Meta's own appeal window: the last day to ask Meta for a review, from the sender's notice or 180
 * days from the ban date, and what to do before it passes. The sender can enter the day their notice gives.
 */
export function AppealWindowCard({
  letterId,
  window,
  canEdit,
}: {
  letterId: number;
  window: CaseView["appealWindow"];
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [day, setDay] = useState(window.from === "notice" ? window.lastDay : "");
  const [error, setError] = useState<string | undefined>();
  const save = useRecordAppealDay(letterId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(day, {
      onSuccess: () => setEditing(false),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.fields?.lastDay
            ? failure.fields.lastDay
            : errorMessage(failure, "Could not save. Please try again."),
        ),
    });
  };
  const source =
    window.from === "notice"
      ? "the day you entered from Meta's notice"
      : `${META_APPEAL_WINDOW.days} days from the day your account was disabled; Meta says the time varies by region, so use the day on your notice if it shows one`;
  return (
    <Card id="appeal-window" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">Your appeal inside Meta</CardTitle>
        <p className="text-sm text-slate-600">
          Meta's Help Center says an account not appealed within {META_APPEAL_WINDOW.days} days, or whose appeal fails,
          is disabled for good.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-slate-900">
          {window.passed ? "The last day to appeal inside Meta was " : "Last day to appeal inside Meta: "}
          <strong>{formatDay(window.lastDay)}</strong>
          {window.passed ? "." : ` (${window.daysLeft === 1 ? "1 day" : `${window.daysLeft} days`} left).`} Counted from{" "}
          {source}.
        </p>
        {window.passed ? null : (
          <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
            {BEFORE_THE_APPEAL_DAY.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        )}
        {canEdit && editing ? (
          <form onSubmit={submit} noValidate className="grid gap-3">
            <FormField
              label="Last day to appeal, as your notice gives it"
              hint="Leave it blank to count 180 days from the day your account was disabled."
              error={error}
            >
              {(control) => <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} {...control} />}
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
                {save.isPending ? "Saving..." : "Save"}
              </Button>
              <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : canEdit ? (
          <div>
            <Button variant="outline" onClick={() => setEditing(true)}>
              {window.from === "notice" ? "Change the day" : "My notice gives another day"}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
