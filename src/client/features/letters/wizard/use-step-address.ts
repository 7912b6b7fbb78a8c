import { useEffect, useRef, useState } from "react";
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
 * step is given the current one in place. `trustAddress: false` (a new letter with no draft, as
 * when Back returns from checkout) opens at `startStep` whatever the address says.
 * `onStepShown` runs when the step changes after the first render.
 */
export function useStepAddress(startStep: WizardStep, onStepShown: (step: WizardStep) => void, trustAddress = true) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const fromAddress = stepFromSearch(search);
  const [settled, setSettled] = useState(trustAddress);
  const shown = useRef(settled ? (fromAddress ?? startStep) : startStep);
  const step = settled ? (fromAddress ?? shown.current) : startStep;

  const addressFor = (next: WizardStep) => {
    const params = new URLSearchParams(search);
    params.set("step", String(next));
    return `${path}?${params}`;
  };

  useEffect(() => {
    if (fromAddress !== step) navigate(addressFor(step), { replace: true });
    if (!settled) setSettled(true);
    if (shown.current === step) return;
    shown.current = step;
    onStepShown(step);
  });

  const goToStep = (next: WizardStep) => {
    if (next !== step) navigate(addressFor(next));
  };
  return { step, goToStep };
}
