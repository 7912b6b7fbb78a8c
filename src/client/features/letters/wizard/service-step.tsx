import { FileCheck2, FileText, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { formatCents, PRICES } from "../../../../domain/money/prices.ts";
import { useTotalText } from "./use-wizard-text.ts";
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
  const intl = useIntl();
  const bold = { b: (chunks: ReactNode[]) => <strong className="font-semibold">{chunks}</strong> };
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        <FileCheck2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {editing ? (
          <p className="text-sm">
            <FormattedMessage id="wizard.service.changesReady" values={bold} />
          </p>
        ) : (
          <p className="text-sm">
            <FormattedMessage id="wizard.service.ready" values={{ ...bold, count: letterCount }} />
          </p>
        )}
      </div>
      <SignatureField form={form} mode={signMode} onModeChange={onSignModeChange} />
      {editing ? null : (
        <>
          {/* Prices to read, not cards to pick: the service is chosen on the checkout page. */}
          <h3 id="service-prices" className="-mb-3 text-sm font-semibold text-slate-900">
            {intl.formatMessage({ id: "wizard.service.pricesTitle" })}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2" aria-labelledby="service-prices">
            <ServiceOption
              icon={<FileText />}
              title={intl.formatMessage({ id: "wizard.service.digital" })}
              cents={PRICES.digital}
              letterCount={letterCount}
            >
              {intl.formatMessage({ id: "wizard.service.digitalBody" }, { count: letterCount })}
            </ServiceOption>
            {abroad ? null : (
              <ServiceOption
                icon={<Mail />}
                title={intl.formatMessage({ id: "wizard.service.mail" })}
                cents={PRICES.mail}
                letterCount={letterCount}
              >
                {intl.formatMessage({ id: "wizard.service.mailBody" }, { count: letterCount })}
              </ServiceOption>
            )}
          </ul>
          {abroad ? (
            <p className="text-sm text-slate-700">
              {intl.formatMessage({ id: "wizard.service.abroad" })}{" "}
              {intl.formatMessage({ id: "wizard.service.dollars" })}
            </p>
          ) : null}
          {letterCount > 1 ? (
            <p className="text-sm text-slate-700">
              {intl.formatMessage({ id: "wizard.service.split" }, { count: letterCount })}
            </p>
          ) : null}
          {abroad ? null : (
            <p className="text-sm text-slate-600">{intl.formatMessage({ id: "wizard.service.proves" })}</p>
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
  const totalText = useTotalText();
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
