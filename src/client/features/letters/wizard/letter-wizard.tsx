import { ArrowLeft, ArrowRight, Save } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, useForm, useWatch } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { dayIn, knownSenderTimeZone } from "../../../../domain/time/clock.ts";
import type { DemandLetterData, DemandLetterField } from "../../../../domain/letter/schema.ts";
import { recipientGroups } from "../../../../domain/letter/routing.ts";
import { Button } from "@/components/ui/button.tsx";
import type { MessageId } from "@/i18n/message-ids.ts";
import { useMediaQuery, WIDE_SCREEN } from "@/lib/use-media-query.ts";
import { LivePreview } from "../preview/live-preview.tsx";
import { PreviewSheet } from "../preview/preview-sheet.tsx";
import { BanDetailsStep } from "./ban-details-step.tsx";
import { firstErrorPath, formPath } from "./form-errors.ts";
import {
  clearDraft,
  DEFAULT_DRAFT_OPTIONS,
  type DraftOptions,
  draftStorageKey,
  loadDraft,
  saveDraft,
} from "./letter-draft.ts";
import { chosenPlatforms } from "./letter-payload.ts";
import { letterResolver } from "./letter-resolver.ts";
import { PersonalInfoStep } from "./personal-info-step.tsx";
import { ReviewStep } from "./review-step.tsx";
import { ServiceStep } from "./service-step.tsx";
import { type EditTarget, useLetterSubmit } from "./use-letter-submit.ts";
import { useStepAddress } from "./use-step-address.ts";
import { WizardProgress } from "./wizard-progress.tsx";
import {
  emptyLetterValues,
  isMoreFactsField,
  LAST_STEP,
  type LetterFormValues,
  localToday,
  STEP_FIELDS,
  STEP_TITLES,
  stepOfField,
  type WizardStep,
} from "./wizard-steps.ts";

const STEP_INTROS = {
  1: "wizard.intro.1",
  2: "wizard.intro.2",
  3: "wizard.intro.3",
  4: "wizard.intro.4",
} as const satisfies Record<WizardStep, MessageId>;

/** Editing a saved letter: the same steps end in Save Changes. */
const EDIT_INTROS: Partial<Record<WizardStep, MessageId>> = {
  3: "wizard.introEdit.3",
  4: "wizard.introEdit.4",
};

/** After a step change: focus the new step's heading, or the field that needs fixing. */
type FocusTarget = "heading" | string;

interface LetterWizardProps {
  userId: number;
  /** Editing a saved letter: its values, no local draft, Save Changes. */
  edit?: EditTarget & { values: LetterFormValues; startStep?: WizardStep };
}

/** The letter wizard: four steps, per-step validation, a live preview, and a draft (when creating). */
export function LetterWizard({ userId, edit }: LetterWizardProps) {
  const intl = useIntl();
  /* Until the state and ZIP are known, today is the browser's; then it is the sender's (decision 0025). */
  const [browserToday] = useState(() => localToday());
  const draftKey = draftStorageKey(userId);
  const [draft] = useState(() => (edit ? null : loadDraft(draftKey, emptyLetterValues(browserToday))));
  const [options, setOptions] = useState<DraftOptions>(() =>
    edit?.values.signature
      ? { ...DEFAULT_DRAFT_OPTIONS, signMode: edit.values.signature.kind }
      : (draft?.options ?? DEFAULT_DRAFT_OPTIONS),
  );
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  // Focus asked for by the control that changed the step; a step reached with Back or Forward focuses its heading.
  const stepFocus = useRef<FocusTarget>("heading");
  const { step, goToStep } = useStepAddress(
    edit?.startStep ?? draft?.step ?? 1,
    () => {
      setFocusTarget(stepFocus.current);
      stepFocus.current = "heading";
    },
    // A new letter with nothing saved starts at step 1, even from a later step's address.
    Boolean(edit || draft),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const saved = useRef({ step, options });
  const created = useRef(false);
  const form = useForm<LetterFormValues, unknown, DemandLetterData>({
    resolver: letterResolver,
    defaultValues: edit?.values ?? draft?.values ?? emptyLetterValues(browserToday),
  });
  const [senderState, senderZip] = useWatch({ control: form.control, name: ["state", "zipCode"] });
  const senderZone = knownSenderTimeZone(senderState, senderZip);
  const today = senderZone ? dayIn(new Date(), senderZone) : browserToday;
  /* The ban date's default is today, the sender's today once known; a day the user picked stays. */
  const banDefault = useRef(browserToday);
  const banPicked = useRef(false);
  useEffect(() => {
    if (edit || banPicked.current || today === banDefault.current) return;
    if (form.getValues("banDate") === banDefault.current) form.setValue("banDate", today);
    banDefault.current = today;
  }, [today, edit, form]);
  const initialValues = edit?.values ?? draft?.values;
  const [moreFactsOpen, setMoreFactsOpen] = useState(() =>
    Boolean(
      initialValues?.banReason ||
        initialValues?.appeals?.length ||
        initialValues?.amountClaimed ||
        initialValues?.amountPaidToMeta ||
        initialValues?.ruleNamed ||
        initialValues?.appealed ||
        initialValues?.enclosures?.length,
    ),
  );

  const goTo = (next: WizardStep, focus: FocusTarget = "heading") => {
    if (next === step) return setFocusTarget(focus);
    stepFocus.current = focus;
    goToStep(next);
  };

  /** Takes the user to a field that needs fixing, opening "More facts" if it is in there. */
  const showField = (path: string) => {
    if (isMoreFactsField(path)) setMoreFactsOpen(true);
    goTo(stepOfField(path) ?? 1, formPath(path, form.getValues()));
  };

  // Creating: the draft follows every change of value, step or option. Editing never touches it.
  const keepDraft = (values: unknown) => {
    if (!edit && !created.current)
      saveDraft(draftKey, { step: saved.current.step, values, options: saved.current.options });
  };
  useEffect(() => {
    // Not on first render: an untouched wizard leaves no draft (its ban date would go stale).
    if (saved.current.step === step && saved.current.options === options) return;
    saved.current = { step, options };
    keepDraft(form.getValues());
  });
  // A field showing an error is re-checked as it is edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keepDraft reads only refs and values fixed for the wizard's life; a new draft key or edit starts over.
  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (name === "banDate" && type === "change") banPicked.current = true;
      // A typed signature is the name at the top of the letter, even after the name is corrected.
      if (name === "fullName" && values.signature?.kind === "typed") {
        form.setValue("signature", { kind: "typed", name: values.fullName?.trim() ?? "" });
      }
      keepDraft(values);
      const field = name?.split(".")[0] as DemandLetterField | undefined;
      if (field && form.getFieldState(field).error) void form.trigger(field);
    });
    return () => subscription.unsubscribe();
  }, [form, draftKey, edit]);

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (focusTarget !== "heading") {
      const before = document.activeElement;
      form.setFocus(focusTarget as DemandLetterField);
      if (document.activeElement !== before) {
        // Keep the field's label in view too, clear of the sticky navbar.
        document.activeElement?.scrollIntoView({ block: "center" });
        return;
      }
    }
    headingRef.current?.focus();
  }, [focusTarget, form]);

  const showFirstError = (errors: FieldErrors<LetterFormValues>) => {
    const path = firstErrorPath(errors);
    if (path) showField(path);
  };

  const platforms = chosenPlatforms(useWatch({ control: form.control, name: "platforms" }));
  const country = useWatch({ control: form.control, name: "country" }) ?? "US";
  const letterCount =
    !edit && options.oneLetterPerAddress ? Math.max(recipientGroups(platforms, country).length, 1) : 1;
  const { submit, pending: submitting } = useLetterSubmit({
    form,
    edit,
    oneLetterPerAddress: options.oneLetterPerAddress,
    showFieldError: showField,
    onCreated: () => {
      created.current = true;
      clearDraft(draftKey);
    },
  });

  const next = async () => {
    if (step === 1 || step === 2) {
      const valid = await form.trigger([...STEP_FIELDS[step]]);
      if (!valid) return showFirstError(form.formState.errors);
    }
    goTo((step + 1) as WizardStep);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < LAST_STEP) void next();
    else void form.handleSubmit(submit, showFirstError)(event);
  };

  const pending = submitting || form.formState.isSubmitting;
  const title = intl.formatMessage({ id: STEP_TITLES[step] });
  // Wide screens keep the preview beside the form; narrow ones open it in a sheet.
  const wide = useMediaQuery(WIDE_SCREEN);
  const livePreview = <LivePreview form={form} split={letterCount > 1} />;
  const setOption = (patch: Partial<DraftOptions>) => setOptions((current) => ({ ...current, ...patch }));

  return (
    <div className="grid grid-cols-1 gap-8">
      <WizardProgress step={step} />
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="wizard-step-heading"
          className="min-w-0 rounded-xl border border-border bg-white shadow-sm"
        >
          <div className="grid gap-1 border-b border-border px-5 py-5 sm:px-6">
            <div className="flex items-start justify-between gap-3">
              <h2
                id="wizard-step-heading"
                ref={headingRef}
                tabIndex={-1}
                className="rounded-sm text-xl font-semibold tracking-tight text-slate-900"
              >
                {title}
              </h2>
              {wide ? null : <PreviewSheet labelledBy="letter-preview-heading">{livePreview}</PreviewSheet>}
            </div>
            <p className="text-sm text-slate-600">
              {intl.formatMessage({ id: (edit && EDIT_INTROS[step]) || STEP_INTROS[step] })}
            </p>
          </div>
          <div className="px-5 py-6 sm:px-6">
            {step === 1 ? <PersonalInfoStep form={form} /> : null}
            {step === 2 ? (
              <BanDetailsStep
                form={form}
                today={today}
                fixedRouting={edit?.editState === "correctable"}
                split={
                  edit
                    ? undefined
                    : { on: options.oneLetterPerAddress, onChange: (on) => setOption({ oneLetterPerAddress: on }) }
                }
                moreFactsOpen={moreFactsOpen}
                onMoreFactsOpenChange={setMoreFactsOpen}
              />
            ) : null}
            {step === 3 ? (
              <ReviewStep values={form.getValues()} onEdit={(target) => goTo(target)} letterCount={letterCount} />
            ) : null}
            {step === 4 ? (
              <ServiceStep
                form={form}
                signMode={options.signMode}
                onSignModeChange={(signMode) => setOption({ signMode })}
                editing={Boolean(edit)}
                letterCount={letterCount}
              />
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-3 border-t border-border px-5 py-4 sm:px-6">
            {step > 1 ? (
              <Button variant="outline" onClick={() => goTo((step - 1) as WizardStep)} disabled={pending}>
                <ArrowLeft aria-hidden="true" />
                <FormattedMessage id="wizard.nav.previous" />
              </Button>
            ) : null}
            {edit && step < LAST_STEP ? (
              <Button
                variant="outline"
                disabled={pending}
                onClick={() => void form.handleSubmit(submit, showFirstError)()}
              >
                <Save aria-hidden="true" />
                <FormattedMessage id={pending ? "wizard.nav.saving" : "wizard.nav.save"} />
              </Button>
            ) : null}
            <Button type="submit" className="ml-auto" disabled={pending}>
              {step < LAST_STEP ? (
                <>
                  <FormattedMessage id="wizard.nav.next" />
                  <ArrowRight aria-hidden="true" />
                </>
              ) : (
                <FormattedMessage
                  id={
                    edit
                      ? pending
                        ? "wizard.nav.saving"
                        : "wizard.nav.save"
                      : pending
                        ? "wizard.nav.creating"
                        : "wizard.nav.create"
                  }
                />
              )}
            </Button>
          </div>
        </form>
        {wide ? (
          <aside aria-labelledby="letter-preview-heading" className="min-w-0 lg:sticky lg:top-24">
            {livePreview}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
