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
  const error = form.formState.errors[name]?.message;
  const errorId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[...choices, { value: "", label: "Not answered" }].map((choice) => (
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

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/** What a claim needs from the sender: each answer prints as theirs, each one left out as a blank to fill. */
export function ClaimQuestions({ form }: { form: LetterForm }) {
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-5 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">What a court will ask</legend>
      <p className="text-sm text-muted-foreground">
        Optional. Your court and arbitration drafts print your answers; a question you leave unanswered becomes a blank
        in [brackets] for you to fill before you sign. We never answer for you.
      </p>
      <Question form={form} name="ruleNamed" legend="Did Meta name the rule you broke?" choices={YES_NO} />
      <Question
        form={form}
        name="brokeRule"
        legend="Do you believe you broke it?"
        choices={[
          { value: "no", label: "No" },
          { value: "unsure", label: "Not sure" },
          { value: "yes", label: "Yes" },
        ]}
      />
      <Question form={form} name="postNamed" legend="Did Meta say which post or message?" choices={YES_NO} />
      <Question form={form} name="appealed" legend="Did you appeal inside Meta?" choices={YES_NO} />
      <FormField
        label="What came back from your appeal"
        error={errors.appealResult?.message}
        hint="In Meta's words if you have them, or “no answer”."
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
  return (
    <div className="grid gap-4">
      {amount.total > 0 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" aria-live="polite">
          Total claimed: <strong>{dollarsText(amount.total)}</strong>
          {amount.paid > 0 ? ` (first, ${dollarsText(amount.paid)} paid to Meta)` : ""}.{" "}
          {amount.limit !== null
            ? `${place}'s small-claims limit: ${dollarsText(amount.limit)}.`
            : "Check your court's small-claims limit."}
        </p>
      ) : null}
      {amount.over ? (
        <Question
          form={form}
          name="overLimitChoice"
          legend={`Your total is above ${place}'s limit. What will you do?`}
          choices={[
            { value: "reduce", label: `Claim ${dollarsText(amount.limit ?? 0)} and give up the rest` },
            { value: "other_court", label: "Keep the whole amount: another court or arbitration" },
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
          <span>
            Keep other losses in an arbitration demand. Meta's terms exclude lost profits, so an arbitration demand
            leaves them out unless you tick this.
          </span>
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
