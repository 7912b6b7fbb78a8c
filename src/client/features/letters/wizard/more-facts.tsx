import { useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids.ts";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { CASE_LIMITS } from "../../../../domain/letter/case-facts.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { cn } from "@/lib/cn.ts";
import { AppealsFields } from "./appeals-fields.tsx";
import { AmountAgainstLimit, ClaimQuestions } from "./claim-questions.tsx";
import { EnclosuresFields } from "./enclosures-fields.tsx";
import { Textarea } from "./form-controls.tsx";
import type { LetterForm } from "./wizard-steps.ts";

interface MoreFactsProps {
  form: LetterForm;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "More facts (optional)": Meta's reason, earlier appeals, an amount claimed, enclosures. */
export function MoreFacts({ form, today, open, onOpenChange }: MoreFactsProps) {
  const panelId = useId();
  const { errors } = form.formState;
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <section className="rounded-lg border border-border">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          <span>
            {t("wizard.more.title")}
            <span className="block text-sm font-normal text-slate-600">{t("wizard.more.summary")}</span>
          </span>
          <ChevronDown
            className={cn("size-5 shrink-0 text-slate-600 transition-transform", open && "rotate-180")}
            aria-hidden="true"
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="grid grid-cols-1 gap-6 border-t border-border px-4 py-5">
        {open ? (
          <>
            <FormField
              label={t("wizard.more.banReason")}
              error={errors.banReason?.message}
              hint={t("wizard.more.banReasonHint")}
            >
              {(control) => (
                <Textarea rows={2} limit={CASE_LIMITS.banReason} {...control} {...form.register("banReason")} />
              )}
            </FormField>
            <AppealsFields form={form} today={today} />
            <ClaimQuestions form={form} />
            <div className="grid items-start gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <FormField
                label={t("wizard.more.paid")}
                error={errors.amountPaidToMeta?.message}
                hint={t("wizard.more.paidHint")}
              >
                {(control) => (
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="179.88"
                    {...control}
                    {...form.register("amountPaidToMeta")}
                  />
                )}
              </FormField>
              <FormField
                label={t("wizard.more.paidBasis")}
                error={errors.amountPaidBasis?.message}
                hint={t("wizard.more.paidBasisHint")}
              >
                {(control) => (
                  <Input
                    autoComplete="off"
                    limit={CASE_LIMITS.amountPaidBasis}
                    {...control}
                    {...form.register("amountPaidBasis")}
                  />
                )}
              </FormField>
            </div>
            <div className="grid items-start gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <FormField
                label={t("wizard.more.claimed")}
                error={errors.amountClaimed?.message}
                hint={t("wizard.more.claimedHint")}
              >
                {(control) => (
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="1200.00"
                    {...control}
                    {...form.register("amountClaimed")}
                  />
                )}
              </FormField>
              <FormField
                label={t("wizard.more.basis")}
                error={errors.amountBasis?.message}
                hint={t("wizard.more.basisHint")}
              >
                {(control) => (
                  <Input
                    autoComplete="off"
                    limit={CASE_LIMITS.amountBasis}
                    {...control}
                    {...form.register("amountBasis")}
                  />
                )}
              </FormField>
            </div>
            <AmountAgainstLimit form={form} />
            <EnclosuresFields form={form} />
          </>
        ) : null}
      </div>
    </section>
  );
}
