import { useMemo } from "react";
import { buildLetterPreview } from "../../../../domain/letter/template.ts";
import { formatDate } from "@/lib/format.ts";
import { Notice } from "@/features/checkout/components/notice.tsx";
import { LetterSheet } from "../preview/letter-preview.tsx";
import { ReviewStep } from "../wizard/review-step.tsx";
import type { LetterFormValues } from "../wizard/wizard-steps.ts";

/** A letter handed to the mail service: shown as it was sent, with no way to change it. */
export function LockedLetter({ values, mailedOn }: { values: LetterFormValues; mailedOn?: Date }) {
  const blocks = useMemo(() => buildLetterPreview(values, mailedOn ?? new Date()), [values, mailedOn]);
  return (
    <div className="grid gap-6">
      <Notice tone="info" title="This letter can no longer be changed.">
        It was handed to the mail service{mailedOn ? ` on ${formatDate(mailedOn)}` : ""}, so what was printed and mailed
        is what stays on record. If something in it is wrong, create a new letter.
      </Notice>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <section
          aria-labelledby="locked-details"
          className="min-w-0 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="locked-details" className="mb-4 text-xl font-semibold tracking-tight text-slate-900">
            Letter details
          </h2>
          <ReviewStep values={values} />
        </section>
        <section aria-labelledby="locked-preview" className="grid min-w-0 gap-3">
          <h2 id="locked-preview" className="text-base font-semibold text-slate-900">
            The start of your letter
          </h2>
          <LetterSheet blocks={blocks} />
        </section>
      </div>
    </div>
  );
}
