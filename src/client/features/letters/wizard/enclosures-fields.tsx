import { useIntl } from "react-intl";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { CASE_LIMITS } from "../../../../domain/letter/case-facts.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import type { LetterForm } from "./wizard-steps.ts";

/** Enclosures: what the user will send with the letter, one line each, added and removed. */
export function EnclosuresFields({ form }: { form: LetterForm }) {
  const hintId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const intl = useIntl();
  const errors = form.formState.errors.enclosures as
    | ({ message?: string } | undefined)[]
    | { message?: string }
    | undefined;
  const rowError = (index: number) => (Array.isArray(errors) ? errors[index]?.message : undefined);

  useEffect(() => {
    if (focusRow === null) return;
    inputs.current[focusRow]?.focus();
    setFocusRow(null);
  }, [focusRow]);

  return (
    <Controller
      control={form.control}
      name="enclosures"
      render={({ field }) => {
        const items = field.value ?? [];
        const set = (next: string[]) => field.onChange(next);
        return (
          <fieldset aria-describedby={hintId} className="grid gap-3">
            <legend className="mb-1 text-sm font-medium text-slate-800">
              {intl.formatMessage({ id: "wizard.enclosures.legend" })}
            </legend>
            <p id={hintId} className="text-sm text-muted-foreground">
              {intl.formatMessage({ id: "wizard.enclosures.hint" })}
            </p>
            {items.map((item, index) => (
              <div key={index} className="flex items-start gap-2">
                <FormField
                  label={intl.formatMessage({ id: "wizard.enclosures.item" }, { number: index + 1 })}
                  error={rowError(index)}
                  className="min-w-0 flex-1"
                >
                  {(control) => (
                    <Input
                      ref={(element) => {
                        inputs.current[index] = element;
                        if (index === 0) field.ref(element);
                      }}
                      autoComplete="off"
                      limit={CASE_LIMITS.enclosure}
                      value={item}
                      onChange={(event) => set(items.map((entry, at) => (at === index ? event.target.value : entry)))}
                      onBlur={field.onBlur}
                      {...control}
                    />
                  )}
                </FormField>
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-6.5 shrink-0 text-slate-700"
                  aria-label={intl.formatMessage({ id: "wizard.enclosures.remove" }, { number: index + 1 })}
                  onClick={() => {
                    set(items.filter((_, at) => at !== index));
                    requestAnimationFrame(() => addRef.current?.focus());
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            {items.length < CASE_LIMITS.enclosures ? (
              <Button
                ref={addRef}
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => {
                  set([...items, ""]);
                  setFocusRow(items.length);
                }}
              >
                <Plus aria-hidden="true" />
                {intl.formatMessage({ id: "wizard.enclosures.add" })}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">
                {intl.formatMessage({ id: "wizard.enclosures.most" }, { max: CASE_LIMITS.enclosures })}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
