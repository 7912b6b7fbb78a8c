import { formatDate } from "@/lib/format.ts";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Notice } from "@/features/checkout/components/notice.tsx";
import { useLetterPages } from "../api/letter-pages-api.ts";
import { PaperPages } from "../pages/paper-pages.tsx";
import { ReviewStep } from "../wizard/review-step.tsx";
import type { LetterFormValues } from "../wizard/wizard-steps.ts";

/** A letter handed to the mail service: every page of the copy that was mailed, with no way to change it. */
export function LockedLetter({
  letterId,
  values,
  mailedOn,
}: {
  letterId: number;
  values: LetterFormValues;
  mailedOn?: Date;
}) {
  const pages = useLetterPages(letterId);
  return (
    <div className="grid gap-6">
      <Notice tone="info" title="This letter can no longer be changed.">
        It was handed to the mail service{mailedOn ? ` on ${formatDate(mailedOn)}` : ""}, so what was printed and mailed
        is what stays on record. If something in it is wrong, create a new letter.
      </Notice>
      {/* The letter first: it is what this page is for; the details it was made from follow. */}
      <section aria-labelledby="locked-preview" className="grid w-full max-w-3xl min-w-0 gap-3">
        <h2 id="locked-preview" className="text-xl font-semibold tracking-tight text-slate-900">
          Your letter as mailed
        </h2>
        {pages.data ? (
          <PaperPages view={pages.data} />
        ) : pages.isError ? (
          <Notice tone="error" role="alert" title="We couldn’t show the mailed letter’s pages.">
            Download the PDF from Your Orders: it is the copy that was mailed.
          </Notice>
        ) : (
          <div role="status">
            <span className="sr-only">Loading the mailed letter</span>
            <Skeleton className="aspect-[612/792] w-full rounded-sm" />
          </div>
        )}
      </section>
      <section
        aria-labelledby="locked-details"
        className="min-w-0 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="locked-details" className="mb-4 text-xl font-semibold tracking-tight text-slate-900">
          Letter details
        </h2>
        <ReviewStep values={values} />
      </section>
    </div>
  );
}
