import { useIntl } from "react-intl";
import { Plus, Trash2 } from "lucide-react";
import { useId, useRef } from "react";
import { useFieldArray } from "react-hook-form";
import { CASE_LIMITS } from "../../../../domain/letter/case-facts.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import type { LetterForm } from "./wizard-steps.ts";

/** Ways people usually appeal; any other answer can be typed. */
const APPEAL_METHODS = ["In-app appeal form", "Meta Help Center form", "Email to Meta", "Meta Verified support chat"];

/** Earlier appeals: rows of date, how and reference, added and removed by the user. */
export function AppealsFields({ form, today }: { form: LetterForm; today: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "appeals" });
  const errors = form.formState.errors.appeals;
  const listId = useId();
  const hintId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const intl = useIntl();

  return (
    <fieldset aria-describedby={hintId} className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {intl.formatMessage({ id: "wizard.appeals.legend" })}
      </legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {intl.formatMessage({ id: "wizard.appeals.hint" })}
      </p>
      <datalist id={listId}>
        {APPEAL_METHODS.map((method) => (
          <option key={method} value={method} />
        ))}
      </datalist>
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
        >
          {/* Floated, the legend is an ordinary grid item: it shares its row with the Remove button. */}
          <legend className="float-left text-sm font-semibold text-slate-900">
            {intl.formatMessage({ id: "wizard.appeals.item" }, { number: index + 1 })}
          </legend>
          <Button
            variant="ghost"
            size="sm"
            className="-my-1 -mr-2 text-slate-700"
            onClick={() => {
              remove(index);
              requestAnimationFrame(() => addRef.current?.focus());
            }}
          >
            <Trash2 aria-hidden="true" />
            {intl.formatMessage({ id: "wizard.appeals.remove" })}
            <span className="sr-only">
              {intl.formatMessage({ id: "wizard.appeals.removeWhich" }, { number: index + 1 })}
            </span>
          </Button>
          <div className="col-span-2 grid items-start gap-4 sm:grid-cols-[11rem_minmax(0,1fr)]">
            <FormField label={intl.formatMessage({ id: "wizard.appeals.date" })} error={errors?.[index]?.date?.message}>
              {(control) => (
                <Input
                  type="date"
                  min="2004-01-01"
                  max={today}
                  {...control}
                  {...form.register(`appeals.${index}.date`)}
                />
              )}
            </FormField>
            <FormField
              label={intl.formatMessage({ id: "wizard.appeals.method" })}
              error={errors?.[index]?.method?.message}
            >
              {(control) => (
                <Input
                  list={listId}
                  autoComplete="off"
                  limit={CASE_LIMITS.appealMethod}
                  {...control}
                  {...form.register(`appeals.${index}.method`)}
                />
              )}
            </FormField>
          </div>
          <FormField
            label={intl.formatMessage({ id: "wizard.appeals.reference" })}
            error={errors?.[index]?.reference?.message}
            className="col-span-2"
          >
            {(control) => (
              <Input
                autoComplete="off"
                limit={CASE_LIMITS.appealReference}
                {...control}
                {...form.register(`appeals.${index}.reference`)}
              />
            )}
          </FormField>
        </fieldset>
      ))}
      {fields.length < CASE_LIMITS.appeals ? (
        <Button
          ref={addRef}
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            append({ date: "", method: "", reference: "" }, { focusName: `appeals.${fields.length}.date` })
          }
        >
          <Plus aria-hidden="true" />
          {intl.formatMessage({ id: "wizard.appeals.add" })}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage({ id: "wizard.appeals.most" }, { max: CASE_LIMITS.appeals })}
        </p>
      )}
    </fieldset>
  );
}
