import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { isWizardStep, type WizardStep } from "./wizard-steps.ts";

/** The step in an address's `?step=N`, or undefined. */
export function stepFromSearch(search: string): WizardStep | undefined {
  const step = Number(new URLSearchParams(search).get("step"));
  return isWizardStep(step) ? step : undefined;
}

/**
 * The wizard's step lives in the address (`?step=N`), one history entry per step, so the browser's
 * Back and Forward move between steps while the form (and its answers) stays. An address without a
 * step is given the starting one in place. `onStepShown` runs when the step changes after the first render.
 */
export function useStepAddress(startStep: WizardStep, onStepShown: (step: WizardStep) => void) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const step = stepFromSearch(search) ?? startStep;
  const shown = useRef(step);

  const addressFor = (next: WizardStep) => {
    const params = new URLSearchParams(search);
    params.set("step", String(next));
    return `${path}?${params}`;
  };

  useEffect(() => {
    if (!stepFromSearch(search)) navigate(addressFor(step), { replace: true });
    if (shown.current === step) return;
    shown.current = step;
    onStepShown(step);
  });

  const goToStep = (next: WizardStep) => {
    if (next !== step) navigate(addressFor(next));
  };
  return { step, goToStep };
}
