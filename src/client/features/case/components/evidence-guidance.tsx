import { Ban, Check } from "lucide-react";

/**
 * What a customer may keep with their case, said plainly before they pick a file. Bans are often
 * labelled child sexual exploitation; a service that stores such material takes on legal duties,
 * and the letter never needs the content itself (decision 0022).
 */
export function EvidenceGuidance() {
  return (
    <section aria-labelledby="evidence-guidance-heading" className="grid gap-3">
      <h3 id="evidence-guidance-heading" className="sr-only">
        What to upload
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
          <p className="flex items-start gap-2 font-semibold">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            Upload what Meta sent you
          </p>
          <ul className="grid list-disc gap-1 pl-5 leading-6">
            <li>Meta’s notices of the ban or warning</li>
            <li>Meta’s replies to your appeals</li>
            <li>Receipts and statements of the income you lost</li>
          </ul>
        </div>
        <div className="grid content-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-950">
          <p className="flex items-start gap-2 font-semibold">
            <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            Never upload the content Meta flagged
          </p>
          <p className="leading-6">
            Not the posts, photos, videos or messages the ban is about, whatever the notice calls them. Your letter
            disputes Meta’s decision and does not need them. If a file shows them, our support team removes it and tells
            you why here.
          </p>
        </div>
      </div>
    </section>
  );
}
