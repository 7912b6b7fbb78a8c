import { CircleAlert, Languages } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { unprintableCharacters, withoutUnprintable } from "../../../../domain/letter/font-coverage.ts";
import { FIELD_LIMITS, MIN_CONSEQUENCES } from "../../../../domain/letter/schema.ts";
import { cleanText } from "../../../../domain/letter/text-rules.ts";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { FormField, useReportOverLimit } from "@/components/ui/form-field.tsx";
import { useLanguage } from "@/i18n/language-provider.tsx";
import { Textarea } from "./form-controls.tsx";
import type { LetterForm } from "./wizard-steps.ts";

const MAX = FIELD_LIMITS.consequences;

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
  const intl = useIntl();

  return (
    <FormField
      label={intl.formatMessage({ id: "wizard.story.label" })}
      error={form.formState.errors.consequences?.message}
    >
      {(control) => (
        <>
          <div
            id={guideId}
            className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-700"
          >
            <p className="font-medium text-slate-900">
              <FormattedMessage id="wizard.story.guideTitle" />
            </p>
            <ul className="mt-1 list-disc pl-5">
              <li>
                <FormattedMessage id="wizard.story.guideLost" />
              </li>
              <li>
                <FormattedMessage id="wizard.story.guideMoney" />
              </li>
              <li>
                <FormattedMessage id="wizard.story.guidePeople" />
              </li>
              <li>
                <FormattedMessage id="wizard.story.guideDates" />
              </li>
            </ul>
            <p className="mt-1">
              <FormattedMessage id="wizard.story.guideFacts" />
            </p>
          </div>
          <StoryLanguage form={form} />
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
            <FormattedMessage id="wizard.story.counter" values={{ length, max: MAX }} />
            {length < MIN_CONSEQUENCES ? (
              <FormattedMessage
                id="wizard.story.counterShort"
                values={{ min: MIN_CONSEQUENCES, left: MIN_CONSEQUENCES - length }}
              />
            ) : null}
          </p>
          <OverLimitNote id={overId} over={over} />
          {left.length > 0 ? (
            <p className="text-sm text-slate-700">
              <FormattedMessage
                id="wizard.story.unprintable"
                values={{
                  count: left.length,
                  characters: left.join(" "),
                  b: (chunks) => <span className="font-medium">{chunks}</span>,
                }}
              />
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
          <FormattedMessage id="wizard.story.over" values={{ over, max: MAX }} />
        </p>
      ) : null}
    </div>
  );
}

/**
 * The letter goes to Meta in English (decision 0057): in Spanish the wizard says so, asks for the
 * story in English when the sender can, and offers to mark a story written in Spanish, which the
 * letter then quotes as written with a line saying so. Shown in English too once it is ticked, so
 * it can be unticked.
 */
function StoryLanguage({ form }: { form: LetterForm }) {
  const { language } = useLanguage();
  const id = useId();
  const storyLanguage = useWatch({ control: form.control, name: "storyLanguage" });
  if (language !== "es" && storyLanguage !== "es") return null;
  return (
    <div className="grid gap-2 rounded-lg border border-navy-200 bg-navy-50 px-4 py-3 text-sm leading-6 text-navy-950">
      <p className="flex items-start gap-2">
        <Languages className="mt-1 size-4 shrink-0 text-navy-700" aria-hidden="true" />
        <span>
          <strong className="font-semibold">
            <FormattedMessage id="wizard.story.englishTitle" />
          </strong>{" "}
          <span id={`${id}-why`}>
            <FormattedMessage id="wizard.story.english" />
          </span>
        </span>
      </p>
      <label className="flex cursor-pointer items-start gap-3 rounded-md border border-navy-200 bg-white px-3 py-2.5 font-medium text-slate-900">
        <Checkbox
          className="mt-0.5"
          aria-describedby={`${id}-why`}
          checked={storyLanguage === "es"}
          onCheckedChange={(checked) =>
            form.setValue("storyLanguage", checked === true ? "es" : "en", { shouldDirty: true })
          }
        />
        <FormattedMessage id="wizard.story.spanishBox" />
      </label>
    </div>
  );
}
