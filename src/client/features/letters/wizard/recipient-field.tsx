import { useIntl } from "react-intl";
import { CircleAlert, Split } from "lucide-react";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import {
  defaultRecipientFor,
  isUnusualRecipient,
  noticePlatforms,
  recipientGroups,
  recipientsFor,
} from "../../../../domain/letter/routing.ts";
import { PRICES } from "../../../../domain/money/prices.ts";
import { findRecipient, RECIPIENTS } from "../../../../domain/letter/recipients.ts";
import { certifiedMailOffered } from "../../../../domain/letter/mail-abroad.ts";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { NativeSelect } from "./form-controls.tsx";
import { chosenPlatforms } from "./letter-payload.ts";
import { useJoin, useTotalText } from "./use-wizard-text.ts";
import type { LetterForm } from "./wizard-steps.ts";

/** One letter per address: offered when creating, never ticked for the user (it multiplies the price). */
export interface SplitChoice {
  on: boolean;
  onChange: (on: boolean) => void;
}

interface RecipientFieldProps {
  form: LetterForm;
  /** A paid letter keeps its address. */
  fixed?: boolean;
  /** Absent when editing: an existing letter stays one letter. */
  split?: SplitChoice;
}

const addressOf = (id: string) => {
  const recipient = findRecipient(id);
  return recipient ? `${recipient.displayName}, ${recipient.fullAddress}` : id;
};

/**
 * Send To: it follows the platforms (see PlatformChoices) unless the user picks another address,
 * which earns a warning. Platforms that need different addresses are named, with the offer to
 * make one letter per address.
 */
export function RecipientField({ form, fixed = false, split }: RecipientFieldProps) {
  const intl = useIntl();
  const join = useJoin();
  const totalText = useTotalText();
  const platforms = chosenPlatforms(useWatch({ control: form.control, name: "platforms" }));
  const recipientId = useWatch({ control: form.control, name: "recipientBusinessId" }) ?? "";
  const recipient = findRecipient(recipientId);
  const country = useWatch({ control: form.control, name: "country" }) ?? "US";
  const choices = recipientsFor(country);
  const groups = recipientGroups(platforms, country);
  const several = groups.length > 1;
  const splitting = several && split?.on === true;
  const unusual = !splitting && isUnusualRecipient(platforms, recipientId, country);
  const leftOut =
    several && !splitting && !unusual
      ? groups.filter((group) => group.recipientId !== recipientId).flatMap((group) => group.platforms)
      : [];
  const warningId = useId();
  const expected = defaultRecipientFor(platforms, country);
  const warning = unusual
    ? intl.formatMessage(
        { id: "wizard.recipient.unusual" },
        {
          platforms: join(platforms),
          where: several ? intl.formatMessage({ id: "wizard.recipient.listedAbove" }) : addressOf(expected),
          notNotice: noticePlatforms(platforms, expected).length > 0 ? "yes" : "no",
        },
      )
    : leftOut.length > 0
      ? intl.formatMessage({ id: "wizard.recipient.leftOut" }, { platforms: join(leftOut), count: leftOut.length })
      : undefined;

  return (
    <div className="grid grid-cols-1 gap-4">
      {several ? (
        <section
          aria-labelledby={`${warningId}-split`}
          className="grid gap-3 rounded-lg border border-navy-200 bg-navy-50 p-4 text-sm leading-6 text-navy-950"
        >
          <h3 id={`${warningId}-split`} className="flex items-start gap-2 font-semibold">
            <Split className="mt-1 size-4 shrink-0 text-navy-700" aria-hidden="true" />
            {intl.formatMessage({ id: "wizard.recipient.splitTitle" })}
          </h3>
          <ul className="grid gap-1.5">
            {groups.map((group) => (
              <li key={group.recipientId}>
                <span className="font-medium">{join(group.platforms)}</span>: {addressOf(group.recipientId)}
              </li>
            ))}
          </ul>
          {split ? (
            <div className="flex items-start gap-3 rounded-md border border-navy-200 bg-white px-3 py-2.5 text-slate-900">
              <Checkbox
                id={`${warningId}-split-box`}
                className="mt-0.5"
                aria-describedby={`${warningId}-split-why`}
                checked={split.on}
                onCheckedChange={(checked) => split.onChange(checked === true)}
              />
              <div className="grid gap-1">
                <label htmlFor={`${warningId}-split-box`} className="cursor-pointer font-medium">
                  {intl.formatMessage({ id: "wizard.recipient.splitBox" }, { count: groups.length })}
                </label>
                <p id={`${warningId}-split-why`} className="text-slate-700">
                  {intl.formatMessage(
                    { id: "wizard.recipient.splitWhy" },
                    {
                      digital: totalText(groups.length, PRICES.digital),
                      mail: certifiedMailOffered({ country, recipientBusinessId: groups[0].recipientId, platforms })
                        ? intl.formatMessage(
                            { id: "wizard.recipient.splitMail" },
                            { total: totalText(groups.length, PRICES.mail) },
                          )
                        : intl.formatMessage({ id: "wizard.recipient.splitNoMail" }),
                    },
                  )}
                </p>
              </div>
            </div>
          ) : (
            <p>{intl.formatMessage({ id: "wizard.recipient.oneAddress" })}</p>
          )}
        </section>
      ) : null}
      <Controller
        control={form.control}
        name="recipientBusinessId"
        render={({ field }) => (
          <FormField
            label={intl.formatMessage({ id: "wizard.recipient.sendTo" })}
            error={form.formState.errors.recipientBusinessId?.message}
          >
            {(control) => (
              <>
                <NativeSelect
                  {...control}
                  aria-describedby={[`${warningId}-to`, warning ? warningId : null, control["aria-describedby"]]
                    .filter(Boolean)
                    .join(" ")}
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={fixed || splitting}
                >
                  {RECIPIENTS.filter((entry) => choices.includes(entry.id as (typeof choices)[number])).map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.displayName} — {entry.fullAddress}
                    </option>
                  ))}
                </NativeSelect>
                <p id={`${warningId}-to`} className="text-sm text-muted-foreground">
                  {splitting
                    ? intl.formatMessage({ id: "wizard.recipient.eachOwn" })
                    : recipient
                      ? [
                          recipient.name,
                          recipient.attention &&
                            intl.formatMessage({ id: "wizard.recipient.attn" }, { name: recipient.attention }),
                          recipient.fullAddress,
                        ]
                          .filter(Boolean)
                          .join(", ")
                      : null}
                </p>
                <div role="status" className="empty:hidden">
                  {warning ? (
                    <p
                      id={warningId}
                      className="flex items-start gap-1.5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
                    >
                      <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
                      {warning}
                    </p>
                  ) : null}
                </div>
              </>
            )}
          </FormField>
        )}
      />
    </div>
  );
}
