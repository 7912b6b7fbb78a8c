import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { useLocation } from "wouter";
import {
  type DemandLetterData,
  type DemandLetterField,
  demandLetterInputSchema,
  LETTER_STEP_FIELDS,
} from "../../../../domain/letter/schema.ts";
import { Button } from "@/components/ui/button.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { redirectToLogin } from "@/features/auth/api/redirect-to-login.ts";
import { ApiError, isUnauthorizedError } from "@/lib/api-client.ts";
import { useCreateLetter } from "../api/letters-api.ts";
import { LivePreview } from "../preview/live-preview.tsx";
import { BanDetailsStep } from "./ban-details-step.tsx";
import { clearDraft, draftStorageKey, loadDraft, saveDraft } from "./letter-draft.ts";
import { PersonalInfoStep } from "./personal-info-step.tsx";
import { ReviewStep } from "./review-step.tsx";
import { ServiceStep } from "./service-step.tsx";
import { WizardProgress } from "./wizard-progress.tsx";
import {
  emptyLetterValues,
  FIELD_ORDER,
  LAST_STEP,
  type LetterFormValues,
  localToday,
  stepOfField,
  toCreatePayload,
  WIZARD_STEPS,
  type WizardStep,
} from "./wizard-steps.ts";

const STEP_INTROS: Record<WizardStep, string> = {
  1: "Your name and contact details, printed at the top of the letter.",
  2: "Which accounts were disabled, when, what it has cost you, and where the letter goes.",
  3: "Check everything before you create the letter. Select Edit to change a part.",
  4: "Create the letter, then choose how you want to receive it.",
};

/** After a step change: focus the new step's heading, or the field that needs fixing. */
type FocusTarget = "heading" | DemandLetterField;

/** The /create-letter wizard: four steps, per-step validation, a live preview and a saved draft. */
export function LetterWizard({ userId }: { userId: number }) {
  const [, navigate] = useLocation();
  const [today] = useState(() => localToday());
  const draftKey = draftStorageKey(userId);
  const [draft] = useState(() => loadDraft(draftKey, emptyLetterValues(today)));
  const [step, setStep] = useState<WizardStep>(draft?.step ?? 1);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef(step);
  const created = useRef(false);
  const createLetter = useCreateLetter();
  const form = useForm<LetterFormValues, unknown, DemandLetterData>({
    resolver: zodResolver(demandLetterInputSchema),
    defaultValues: draft?.values ?? emptyLetterValues(today),
  });

  const goTo = (next: WizardStep, focus: FocusTarget = "heading") => {
    setStep(next);
    setFocusTarget(focus);
  };

  // The draft follows every change of value or step; a field showing an error is re-checked as it is edited.
  useEffect(() => {
    // Not on first render: an untouched wizard leaves no draft (its ban date would go stale).
    if (stepRef.current === step) return;
    stepRef.current = step;
    if (!created.current) saveDraft(draftKey, { step, values: form.getValues() });
  }, [draftKey, form, step]);
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (!created.current) saveDraft(draftKey, { step: stepRef.current, values });
      const field = name?.split(".")[0] as DemandLetterField | undefined;
      if (field && form.getFieldState(field).error) void form.trigger(field);
    });
    return () => subscription.unsubscribe();
  }, [draftKey, form]);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === "heading") {
      headingRef.current?.focus();
    } else {
      form.setFocus(focusTarget);
      // Keep the field's label in view too, clear of the sticky navbar.
      document.activeElement?.scrollIntoView({ block: "center" });
    }
    setFocusTarget(null);
  }, [focusTarget, form]);

  const showFirstError = (errors: FieldErrors<LetterFormValues>) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    const firstStep = first ? stepOfField(first) : undefined;
    if (first && firstStep) goTo(firstStep, first);
  };

  const next = async () => {
    if (step === 1 || step === 2) {
      const valid = await form.trigger(LETTER_STEP_FIELDS[step]);
      if (!valid) return showFirstError(form.formState.errors);
    }
    goTo((step + 1) as WizardStep);
  };

  const onCreateError = (error: unknown) => {
    if (isUnauthorizedError(error)) {
      redirectToLogin();
      return;
    }
    const fieldErrors =
      error instanceof ApiError && error.fields
        ? FIELD_ORDER.flatMap((field) => {
            const message = Object.entries(error.fields ?? {}).find(([key]) => key.split(".")[0] === field)?.[1];
            return message ? [[field, message] as const] : [];
          })
        : [];
    if (fieldErrors.length > 0) {
      for (const [field, message] of fieldErrors) form.setError(field, { type: "server", message });
      const [first] = fieldErrors[0];
      goTo(stepOfField(first) ?? 1, first);
      return;
    }
    toast({ title: "Error", description: "Failed to create demand letter. Please try again.", variant: "destructive" });
  };

  const create = (data: DemandLetterData) =>
    createLetter.mutate(toCreatePayload(data), {
      onSuccess: (letter) => {
        created.current = true;
        clearDraft(draftKey);
        toast({ title: "Success", description: "Demand letter created successfully!" });
        navigate(`/checkout?letterId=${letter.id}`);
      },
      onError: onCreateError,
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < LAST_STEP) void next();
    else void form.handleSubmit(create, showFirstError)(event);
  };

  const pending = createLetter.isPending || form.formState.isSubmitting;
  const title = WIZARD_STEPS[step - 1].title;

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
            <h2
              id="wizard-step-heading"
              ref={headingRef}
              tabIndex={-1}
              className="rounded-sm text-xl font-semibold tracking-tight text-slate-900"
            >
              {title}
            </h2>
            <p className="text-sm text-slate-600">{STEP_INTROS[step]}</p>
          </div>
          <div className="px-5 py-6 sm:px-6">
            {step === 1 ? <PersonalInfoStep form={form} /> : null}
            {step === 2 ? <BanDetailsStep form={form} today={today} /> : null}
            {step === 3 ? <ReviewStep values={form.getValues()} onEdit={(target) => goTo(target)} /> : null}
            {step === 4 ? <ServiceStep /> : null}
          </div>
          <div className="flex items-center gap-3 border-t border-border px-5 py-4 sm:px-6">
            {step > 1 ? (
              <Button variant="outline" onClick={() => goTo((step - 1) as WizardStep)} disabled={pending}>
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
            ) : null}
            <Button type="submit" className="ml-auto" disabled={pending}>
              {step < LAST_STEP ? (
                <>
                  Next
                  <ArrowRight aria-hidden="true" />
                </>
              ) : pending ? (
                "Creating..."
              ) : (
                "Create Letter"
              )}
            </Button>
          </div>
        </form>
        <aside aria-labelledby="letter-preview-heading" className="min-w-0 lg:sticky lg:top-24">
          <LivePreview form={form} />
        </aside>
      </div>
    </div>
  );
}
