import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { unprintableCharacters, withoutUnprintable } from "../../../../domain/letter/font-coverage.ts";
import { FIELD_LIMITS, MIN_CONSEQUENCES } from "../../../../domain/letter/schema.ts";
import { cleanText } from "../../../../domain/letter/text-rules.ts";
import { FormField, useReportOverLimit } from "@/components/ui/form-field.tsx";
import { Textarea } from "./form-controls.tsx";
import type { LetterForm } from "./wizard-steps.ts";

const MAX = FIELD_LIMITS.consequences;
const number = (value: number) => value.toLocaleString("en-US");

/** What the letter keeps of the story: trimmed, characters no font prints left out. */
export const storyLength = (text: string) => withoutUnprintable(cleanText(text)).length;

/**
 * The story, quoted in the letter: guidance on what to write, a counter that shows the 40-character
 * minimum and the 5,000 maximum before either is reached, and no silent cutting of a long paste.
 */
export function ConsequencesField({ form }: { form: LetterForm }) {
  const guideId = useId();
  const counterId = useId();
  const overId = useId();
  const text = useWatch({ control: form.control, name: "consequences" }) ?? "";
  const length = storyLength(text);
  const over = length - MAX;
  const left = unprintableCharacters(text);

  return (
    <FormField label="Consequences" error={form.formState.errors.consequences?.message}>
      {(control) => (
        <>
          <div
            id={guideId}
            className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-700"
          >
            <p className="font-medium text-slate-900">In your own words, what has the ban cost you?</p>
            <ul className="mt-1 list-disc pl-5">
              <li>What you lost: photos, messages, contacts, a page or a shop.</li>
              <li>Money: sales or income lost, ads paid for, with amounts if you know them.</li>
              <li>People: customers, family or followers you can no longer reach.</li>
              <li>Dates: when each thing happened.</li>
            </ul>
            <p className="mt-1">Stick to facts. No threats or insults: the letter quotes you as you write.</p>
          </div>
          <Textarea
            rows={4}
            {...control}
            aria-describedby={[guideId, counterId, over > 0 ? overId : null, control["aria-describedby"]]
              .filter(Boolean)
              .join(" ")}
            {...(over > 0 ? { "aria-invalid": true } : {})}
            {...form.register("consequences")}
          />
          <p id={counterId} className="text-sm text-muted-foreground tabular-nums">
            {number(length)} / {number(MAX)} characters
            {length < MIN_CONSEQUENCES
              ? ` · at least ${MIN_CONSEQUENCES} needed (${MIN_CONSEQUENCES - length} to go)`
              : null}
          </p>
          <OverLimitNote id={overId} over={over} />
          {left.length > 0 ? (
            <p className="text-sm text-slate-700">
              The letter cannot print {left.length === 1 ? "this character" : "these characters"}, so{" "}
              {left.length === 1 ? "it is" : "they are"} left out: <span className="font-medium">{left.join(" ")}</span>
            </p>
          ) : null}
        </>
      )}
    </FormField>
  );
}

/** By how much the story is over its limit: while it is, the field's one error (the form's is not repeated). */
function OverLimitNote({ id, over }: { id: string; over: number }) {
  useReportOverLimit(over > 0);
  return (
    <div role="status" className="empty:hidden">
      {over > 0 ? (
        <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Your text is {number(over)} characters over the {number(MAX)}-character limit. Nothing is cut for you: shorten
          it before you go on.
        </p>
      ) : null}
    </div>
  );
}
