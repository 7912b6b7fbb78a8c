import { FileCheck2, FileText, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { formatCents, PRICES, totalText } from "../../../../domain/money/prices.ts";
import { CERTIFIED_MAIL_ABROAD, DOLLARS_NOTE } from "../../../../domain/letter/mail-abroad.ts";
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
  const country = useWatch({ control: form.control, name: "country" }) ?? "US";
  const abroad = country !== "US";
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
          {/* Prices to read, not cards to pick: the service is chosen on the checkout page. */}
          <h3 id="service-prices" className="-mb-3 text-sm font-semibold text-slate-900">
            Prices, for reference: you choose the service on the next page
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2" aria-labelledby="service-prices">
            <ServiceOption icon={<FileText />} title="Digital Letter" cents={PRICES.digital} letterCount={letterCount}>
              Download your {letterCount > 1 ? "letters" : "letter"} as PDF and Word.
            </ServiceOption>
            {abroad ? null : (
              <ServiceOption
                icon={<Mail />}
                title="Letter + Certified Mail"
                cents={PRICES.mail}
                letterCount={letterCount}
              >
                PDF and Word, and we send your signed {letterCount > 1 ? "letters, each to its address," : "letter"} to
                Meta by USPS Certified Mail with tracking.
              </ServiceOption>
            )}
          </ul>
          {abroad ? (
            <p className="text-sm text-slate-700">
              {CERTIFIED_MAIL_ABROAD} {DOLLARS_NOTE}
            </p>
          ) : null}
          {letterCount > 1 ? (
            <p className="text-sm text-slate-700">
              One letter per address: each of your {letterCount} letters is its own purchase, paid together in one
              checkout. Refunds and upgrades stay per letter.
            </p>
          ) : null}
          {abroad ? null : (
            <p className="text-sm text-slate-600">
              Certified mail proves that the letter was mailed and delivered. It does not make anyone answer.
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** A package and its total: the price, or "2 letters × $5.00 = $10.00" for a split. */
function ServiceOption({
  icon,
  title,
  cents,
  letterCount,
  children,
}: {
  icon: ReactNode;
  title: string;
  cents: number;
  letterCount: number;
  children: ReactNode;
}) {
  return (
    <li className="grid gap-1 border-l-2 border-slate-300 py-0.5 pl-3">
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2 text-sm font-medium text-slate-900 [&_svg]:size-4 [&_svg]:text-slate-500">
          <span aria-hidden="true">{icon}</span>
          {title}
        </span>
        <span className="text-sm font-medium text-slate-900 tabular-nums">{formatCents(cents * letterCount)}</span>
      </div>
      {letterCount > 1 ? (
        <p className="text-sm font-medium text-slate-900 tabular-nums">{totalText(letterCount, cents)}</p>
      ) : null}
      <p className="text-sm text-slate-600">{children}</p>
    </li>
  );
}
