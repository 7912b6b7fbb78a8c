import { useIntl } from "react-intl";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { AccountFields } from "./account-fields.tsx";
import { ConsequencesField } from "./consequences-field.tsx";
import { MoreFacts } from "./more-facts.tsx";
import { PlatformChoices } from "./platform-choices.tsx";
import { RecipientField, type SplitChoice } from "./recipient-field.tsx";
import type { LetterForm } from "./wizard-steps.ts";

/** No platform existed before 2004 (the schema refuses earlier dates too). */
const EARLIEST_BAN_DAY = "2004-01-01";

interface BanDetailsStepProps {
  form: LetterForm;
  today: string;
  /** A paid letter keeps its platforms and address. */
  fixedRouting?: boolean;
  split?: SplitChoice;
  moreFactsOpen: boolean;
  onMoreFactsOpenChange: (open: boolean) => void;
}

/** Step 2: which accounts, when, what it cost the user, where the letter goes, and more facts. */
export function BanDetailsStep({
  form,
  today,
  fixedRouting,
  split,
  moreFactsOpen,
  onMoreFactsOpenChange,
}: BanDetailsStepProps) {
  const { errors } = form.formState;
  const intl = useIntl();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PlatformChoices form={form} fixed={fixedRouting} />
      <AccountFields form={form} />
      <FormField
        label={intl.formatMessage({ id: "wizard.ban.date" })}
        error={errors.banDate?.message}
        hint={intl.formatMessage({ id: "wizard.ban.dateHint" })}
        className="sm:max-w-xs"
      >
        {(control) => (
          <Input type="date" min={EARLIEST_BAN_DAY} max={today} {...control} {...form.register("banDate")} />
        )}
      </FormField>
      <ConsequencesField form={form} />
      <RecipientField form={form} fixed={fixedRouting} split={split} />
      <MoreFacts form={form} today={today} open={moreFactsOpen} onOpenChange={onMoreFactsOpenChange} />
    </div>
  );
}
