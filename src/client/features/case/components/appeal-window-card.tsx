import { type FormEvent, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { META_APPEAL_WINDOW } from "../../../../domain/case/appeal-window.ts";
import type { CaseView } from "../../../../domain/case/case.ts";
import { useKnownText } from "@/i18n/known-text.ts";
import { useCaseFormat } from "../case-format.ts";
import { useRecordAppealDay } from "../api/case-api.ts";

/** What to do before the last day to appeal inside Meta (the English is appeal-window.ts's BEFORE_THE_APPEAL_DAY). */
const BEFORE_THE_APPEAL_DAY = ["case.appeal.before.review", "case.appeal.before.screenshots"] as const;

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
  const intl = useIntl();
  const format = useCaseFormat();
  const known = useKnownText();
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
            : known(errorMessage(failure, intl.formatMessage({ id: "case.couldNotSave" }))),
        ),
    });
  };
  return (
    <Card id="appeal-window" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">
          <FormattedMessage id="case.appeal.title" />
        </CardTitle>
        <p className="text-sm text-slate-600">
          <FormattedMessage id="case.appeal.intro" values={{ days: META_APPEAL_WINDOW.days }} />
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-slate-900">
          <FormattedMessage
            id={window.passed ? "case.appeal.passed" : "case.appeal.lastDay"}
            values={{
              day: format.day(window.lastDay),
              days: window.daysLeft,
              strong: (chunks) => <strong>{chunks}</strong>,
            }}
          />{" "}
          <FormattedMessage
            id={window.from === "notice" ? "case.appeal.fromNotice" : "case.appeal.fromBan"}
            values={{ days: META_APPEAL_WINDOW.days }}
          />
        </p>
        {window.passed ? null : (
          <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
            {BEFORE_THE_APPEAL_DAY.map((step) => (
              <li key={step}>
                <FormattedMessage id={step} />
              </li>
            ))}
          </ul>
        )}
        {canEdit && editing ? (
          <form onSubmit={submit} noValidate className="grid gap-3">
            <FormField
              label={intl.formatMessage({ id: "case.appeal.field" })}
              hint={intl.formatMessage({ id: "case.appeal.fieldHint" }, { days: META_APPEAL_WINDOW.days })}
              error={error}
            >
              {(control) => <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} {...control} />}
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
                {intl.formatMessage({ id: save.isPending ? "case.savingDots" : "case.save" })}
              </Button>
              <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                <FormattedMessage id="case.cancel" />
              </Button>
            </div>
          </form>
        ) : canEdit ? (
          <div>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <FormattedMessage id={window.from === "notice" ? "case.appeal.change" : "case.appeal.another"} />
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
