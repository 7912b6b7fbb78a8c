import { Ban, Check } from "lucide-react";
import { FormattedMessage } from "react-intl";

/**
 * What a customer may keep with their case, said plainly before they pick a file. Bans are often
 * labelled child sexual exploitation; a service that stores such material takes on legal duties,
 * and the letter never needs the content itself (decision 0022).
 */
export function EvidenceGuidance() {
  return (
    <section aria-labelledby="evidence-guidance-heading" className="grid gap-3">
      <h3 id="evidence-guidance-heading" className="sr-only">
        <FormattedMessage id="case.guidance.heading" />
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
          <p className="flex items-start gap-2 font-semibold">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            <FormattedMessage id="case.guidance.upload" />
          </p>
          <ul className="grid list-disc gap-1 pl-5 leading-6">
            <li>
              <FormattedMessage id="case.guidance.notices" />
            </li>
            <li>
              <FormattedMessage id="case.guidance.replies" />
            </li>
            <li>
              <FormattedMessage id="case.guidance.income" />
            </li>
          </ul>
        </div>
        <div className="grid content-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-950">
          <p className="flex items-start gap-2 font-semibold">
            <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            <FormattedMessage id="case.guidance.never" />
          </p>
          <p className="leading-6">
            <FormattedMessage id="case.guidance.neverText" />
          </p>
        </div>
      </div>
    </section>
  );
}
