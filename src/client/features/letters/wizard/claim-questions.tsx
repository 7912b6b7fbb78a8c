import { FormattedMessage, useIntl } from "react-intl";
import { useKnownText } from "@/i18n/known-text.ts";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { CASE_LIMITS } from "../../../../domain/letter/case-facts.ts";
import { claimAmount, dollarsText } from "../../../../domain/escalation/claim-amount.ts";
import { statePlaceName } from "../../../../domain/letter/us-states.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import type { LetterForm, LetterFormValues } from "./wizard-steps.ts";

type AnswerField = "ruleNamed" | "brokeRule" | "postNamed" | "appealed" | "overLimitChoice";

interface Choice {
  value: string;
  label: string;
}

/** One optional question as radio buttons; "Not answered" keeps it blank, and the drafts leave a blank for it. */
function Question({
  form,
  name,
  legend,
  choices,
}: {
  form: LetterForm;
  name: AnswerField;
  legend: string;
  choices: readonly Choice[];
}) {
  const intl = useIntl();
  const known = useKnownText();
  const error = known(form.formState.errors[name]?.message);
  const errorId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[...choices, { value: "", label: intl.formatMessage({ id: "wizard.answer.none" }) }].map((choice) => (
          <label
            key={choice.value || "blank"}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-navy-700 has-[:focus-visible]:ring-offset-2"
          >
            <input type="radio" value={choice.value} className="size-4 accent-navy-700" {...form.register(name)} />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** What a claim needs from the sender: each answer prints as theirs, each one left out as a blank to fill. */
export function ClaimQuestions({ form }: { form: LetterForm }) {
  const { errors } = form.formState;
  const intl = useIntl();
  const answer = (value: "yes" | "no" | "unsure") => ({
    value,
    label: intl.formatMessage({ id: `wizard.answer.${value}` }),
  });
  const yesNo = [answer("yes"), answer("no")];
  return (
    <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {intl.formatMessage({ id: "wizard.claim.legend" })}
      </legend>
      <p className="text-sm text-muted-foreground">{intl.formatMessage({ id: "wizard.claim.intro" })}</p>
      <Question
        form={form}
        name="ruleNamed"
        legend={intl.formatMessage({ id: "wizard.claim.ruleNamed" })}
        choices={yesNo}
      />
      <Question
        form={form}
        name="brokeRule"
        legend={intl.formatMessage({ id: "wizard.claim.brokeRule" })}
        choices={[answer("no"), answer("unsure"), answer("yes")]}
      />
      <Question
        form={form}
        name="postNamed"
        legend={intl.formatMessage({ id: "wizard.claim.postNamed" })}
        choices={yesNo}
      />
      <Question
        form={form}
        name="appealed"
        legend={intl.formatMessage({ id: "wizard.claim.appealed" })}
        choices={yesNo}
      />
      <FormField
        label={intl.formatMessage({ id: "wizard.claim.appealResult" })}
        error={errors.appealResult?.message}
        hint={intl.formatMessage({ id: "wizard.claim.appealResultHint" })}
      >
        {(control) => (
          <Input autoComplete="off" limit={CASE_LIMITS.appealResult} {...control} {...form.register("appealResult")} />
        )}
      </FormField>
    </fieldset>
  );
}

/** The amounts typed so far beside the state's small-claims limit, the choice above it, and lost profits in arbitration. */
export function AmountAgainstLimit({ form }: { form: LetterForm }) {
  const [state, paid, other] = useWatch({
    control: form.control,
    name: ["state", "amountPaidToMeta", "amountClaimed"],
  }) as [LetterFormValues["state"], string | undefined, string | undefined];
  const amount = claimAmount({
    state: (state ?? "").toUpperCase(),
    amountPaidToMeta: number(paid),
    amountClaimed: number(other),
  });
  const place = state ? statePlaceName(state.toUpperCase()) : "";
  const intl = useIntl();
  return (
    <div className="grid gap-4">
      {amount.total > 0 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" aria-live="polite">
          <FormattedMessage
            id="wizard.amount.total"
            values={{
              b: (chunks) => <strong>{chunks}</strong>,
              total: dollarsText(amount.total),
              hasPaid: amount.paid > 0 ? "yes" : "no",
              paid: dollarsText(amount.paid),
            }}
          />{" "}
          {amount.limit !== null
            ? intl.formatMessage({ id: "wizard.amount.limit" }, { place, limit: dollarsText(amount.limit) })
            : intl.formatMessage({ id: "wizard.amount.checkLimit" })}
        </p>
      ) : null}
      {amount.over ? (
        <Question
          form={form}
          name="overLimitChoice"
          legend={intl.formatMessage({ id: "wizard.amount.overLegend" }, { place })}
          choices={[
            {
              value: "reduce",
              label: intl.formatMessage({ id: "wizard.amount.reduce" }, { limit: dollarsText(amount.limit ?? 0) }),
            },
            { value: "other_court", label: intl.formatMessage({ id: "wizard.amount.otherCourt" }) },
          ]}
        />
      ) : null}
      {amount.other > 0 ? (
        <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-navy-700"
            {...form.register("arbitrateExcludedLosses")}
          />
          <span>{intl.formatMessage({ id: "wizard.amount.arbitrate" })}</span>
        </label>
      ) : null}
    </div>
  );
}

/** "$1,200" as typed, to "1200.00" for the sum; anything else counts as nothing. */
function number(typed: string | undefined): string | undefined {
  const plain = (typed ?? "")
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,/g, "");
  return /^\d{1,7}(\.\d{1,2})?$/.test(plain) ? plain : undefined;
}
