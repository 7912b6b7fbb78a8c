import { useQuery } from "@tanstack/react-query";
import { FormattedMessage } from "react-intl";
import type { CaseView } from "../../../../domain/case/case.ts";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useNextStep } from "@/features/case/case-texts.ts";
import { api } from "@/lib/api-client.ts";

/**
 * A recent letter's next step and the days its reply deadline has left, from the letter's case
 * (the same rules as its case page). Nothing when the case cannot be read.
 */
export function LetterNextStep({ letterId }: { letterId: number }) {
  /* Read afresh each time the dashboard opens: a payment or a recorded outcome changes the next step. */
  const view = useQuery({
    queryKey: ["/api/demand-letters", letterId, "case"],
    queryFn: () => api.get<CaseView>(`/api/demand-letters/${letterId}/case`),
    staleTime: 0,
    retry: false,
  });
  if (view.isLoading) return <Skeleton className="h-4 w-3/4" />;
  if (!view.data) return null;
  return <NextStepLines view={view.data} />;
}

/** The deadline line and the next step, worded like the case page (the `case` catalog part). */
function NextStepLines({ view }: { view: CaseView }) {
  const { deadline } = view;
  const nextStep = useNextStep(view.nextStep);
  return (
    <div className="grid gap-1.5 text-sm">
      {deadline ? (
        <p className={deadline.passed ? "font-semibold text-red-800" : "font-semibold text-slate-900"}>
          {deadline.passed ? (
            <FormattedMessage id="dashboard.nextStep.passed" />
          ) : (
            <FormattedMessage id="dashboard.nextStep.daysLeft" values={{ days: deadline.daysLeft }} />
          )}
        </p>
      ) : null}
      <p className="text-slate-700">
        <span className="font-medium text-slate-900">
          <FormattedMessage id="dashboard.nextStep.label" />
        </span>
        {nextStep.text}
      </p>
    </div>
  );
}
