import { Check } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { cn } from "@/lib/cn.ts";
import { LAST_STEP, STEP_TITLES, WIZARD_STEPS, type WizardStep } from "./wizard-steps.ts";

/** The progress bar (step / 4) and the four numbered step markers. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const intl = useIntl();
  const titleOf = (number: WizardStep) => intl.formatMessage({ id: STEP_TITLES[number] });
  const stepOf = intl.formatMessage({ id: "wizard.progress.stepOf" }, { step, total: LAST_STEP, title: titleOf(step) });
  return (
    <div className="grid gap-4">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-semibold text-slate-900">{stepOf}</p>
        <p className="text-slate-600 tabular-nums">
          <FormattedMessage id="wizard.progress.complete" values={{ percent: Math.round((step / LAST_STEP) * 100) }} />
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: "wizard.progress.label" })}
        aria-valuemin={0}
        aria-valuemax={LAST_STEP}
        aria-valuenow={step}
        aria-valuetext={stepOf}
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
                <span className="sr-only">
                  <FormattedMessage id="wizard.progress.marker" values={{ number: marker.number }} />
                </span>
                {titleOf(marker.number)}
                {done ? (
                  <span className="sr-only">
                    <FormattedMessage id="wizard.progress.done" />
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
