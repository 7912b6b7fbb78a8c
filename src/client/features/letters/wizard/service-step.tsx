import { FileCheck2, FileText, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { formatCents, PRICES } from "../../../../domain/prices.ts";
import { SignatureField, type SignMode } from "./signature-field.tsx";
import type { LetterForm } from "./wizard-steps.ts";

interface ServiceStepProps {
  form: LetterForm;
  signMode: SignMode;
  onSignModeChange: (mode: SignMode) => void;
  /** Editing a saved letter: Save Changes rather than Create Letter. */
  editing?: boolean;
  /** How many letters Create Letter makes (one per address). */
  letterCount?: number;
}

/** Step 4: the letter is ready to sign and create; the service is chosen on the checkout page. */
export function ServiceStep({ form, signMode, onSignModeChange, editing = false, letterCount = 1 }: ServiceStepProps) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        <FileCheck2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {editing ? (
          <p className="text-sm">
            <strong className="font-semibold">Your changes are ready.</strong> Select Save Changes to keep them.
          </p>
        ) : (
          <p className="text-sm">
            <strong className="font-semibold">
              {letterCount > 1 ? `Your ${letterCount} letters are ready.` : "Your letter is ready."}
            </strong>{" "}
            Select Create Letter to save {letterCount > 1 ? "them" : "it"}. You choose your service option on the next
            page.
          </p>
        )}
      </div>
      <SignatureField form={form} mode={signMode} onModeChange={onSignModeChange} />
      {editing ? null : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Service options on the next page">
            <ServiceOption icon={<FileText />} title="Digital Letter" price={formatCents(PRICES.digital)}>
              Download your letter as PDF and Word.
            </ServiceOption>
            <ServiceOption icon={<Mail />} title="Letter + Certified Mail" price={formatCents(PRICES.mail)}>
              PDF and Word, and we send your signed letter to Meta by USPS Certified Mail with tracking.
            </ServiceOption>
          </ul>
          <p className="text-sm text-slate-600">
            Certified mail proves that the letter was mailed and delivered. It does not make anyone answer.
          </p>
        </>
      )}
    </div>
  );
}

function ServiceOption({
  icon,
  title,
  price,
  children,
}: {
  icon: ReactNode;
  title: string;
  price: string;
  children: ReactNode;
}) {
  return (
    <li className="grid gap-1.5 rounded-lg border border-border p-4">
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2 font-semibold text-slate-900 [&_svg]:size-4 [&_svg]:text-navy-700">
          <span aria-hidden="true">{icon}</span>
          {title}
        </span>
        <span className="font-semibold text-slate-900 tabular-nums">{price}</span>
      </div>
      <p className="text-sm text-slate-600">{children}</p>
    </li>
  );
}
