import { ArrowRight } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { Link } from "wouter";
import type { LetterListItem } from "@/features/letters/api/letters-api.ts";
import { caseHref } from "@/features/letters/letter-links.ts";
import { LetterNextStep } from "./letter-next-step.tsx";

/**
 * The newest letter's case, first on the dashboard: its next step and the days Meta has left, so
 * a phone shows them without scrolling past the banner and the counts.
 */
export function ActiveCase({ letter }: { letter: LetterListItem }) {
  return (
    <section
      aria-labelledby="active-case"
      className="grid gap-3 rounded-xl border border-navy-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="active-case" className="text-base font-semibold text-slate-900">
          <FormattedMessage id="dashboard.activeCase.title" values={{ id: String(letter.id) }} />
        </h2>
        <p className="text-sm text-slate-600">{letter.platforms.join(", ")}</p>
      </div>
      <LetterNextStep letterId={letter.id} />
      <Link
        href={caseHref(letter.id)}
        className="inline-flex items-center gap-1.5 justify-self-start rounded-sm text-sm font-semibold text-navy-700 underline underline-offset-4"
      >
        <FormattedMessage id="dashboard.activeCase.open" values={{ id: String(letter.id) }} />
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
