import { Check } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { LAST_STEP, WIZARD_STEPS, type WizardStep } from "./wizard-steps.ts";

/** The progress bar (step / 4) and the four numbered step markers. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const current = WIZARD_STEPS[step - 1];
  return (
    <div className="grid gap-4">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-semibold text-slate-900">
          Step {step} of {LAST_STEP}: {current.title}
        </p>
        <p className="text-slate-600 tabular-nums">{Math.round((step / LAST_STEP) * 100)}% complete</p>
      </div>
      <div
        role="progressbar"
        aria-label="Letter progress"
        aria-valuemin={0}
        aria-valuemax={LAST_STEP}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${LAST_STEP}: ${current.title}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-navy-600 transition-[width] duration-300"
          style={{ width: `${(step / LAST_STEP) * 100}%` }}
        />
      </div>
      <ol className="grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map((marker) => {
          const done = marker.number < step;
          const active = marker.number === step;
          return (
            <li
              key={marker.number}
              aria-current={active ? "step" : undefined}
              className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-2 sm:text-left"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
                  done && "border-navy-600 bg-navy-600 text-white",
                  active && "border-navy-600 bg-white text-navy-700",
                  !done && !active && "border-slate-300 bg-white text-slate-500",
                )}
              >
                {done ? <Check className="size-4" strokeWidth={3} /> : marker.number}
              </span>
              <span
                className={cn(
                  "text-xs leading-tight sm:text-sm",
                  active ? "font-semibold text-slate-900" : "text-slate-600",
                )}
              >
                <span className="sr-only">Step {marker.number}: </span>
                {marker.title}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
