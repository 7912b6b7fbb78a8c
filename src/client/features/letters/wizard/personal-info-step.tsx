import { useIntl } from "react-intl";
import { LOCALES } from "../../../../domain/i18n/languages.ts";
import { useLanguage } from "@/i18n/language-provider.tsx";
import type { MessageId } from "@/i18n/message-ids.ts";
import { useWatch } from "react-hook-form";
import { findSenderCountry, META_HELP_LINKS, SENDER_COUNTRIES } from "../../../../domain/letter/countries.ts";
import { defaultRecipientFor } from "../../../../domain/letter/routing.ts";
import { chosenPlatforms } from "./letter-payload.ts";
import {
  MAIL_FIELD_LIMITS,
  mailServiceName,
  senderFieldProblems,
} from "../../../../domain/letter/mail-field-limits.ts";
import { FIELD_LIMITS, US_STATES } from "../../../../domain/letter/schema.ts";
import { usePublicConfig } from "@/lib/public-config.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NativeSelect } from "./form-controls.tsx";
import type { LetterForm } from "./wizard-steps.ts";

/** Step 1: the sender block. Email and phone are how Meta reaches the sender; the sign-in login is asked in step 2. */
export function PersonalInfoStep({ form }: { form: LetterForm }) {
  const { errors } = form.formState;
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const countryChoices = useCountryChoices();
  const mailLimits = useMailLimits(form);
  const country = useWatch({ control: form.control, name: "country" }) ?? "US";
  const where = findSenderCountry(country);
  const notServed = country === OTHER_COUNTRY;
  const countryField = form.register("country", {
    /* The address fields follow the country; the letter's address follows it too (routing.ts). */
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      if (next !== "US") form.setValue("state", "");
      if (next !== OTHER_COUNTRY)
        form.setValue("recipientBusinessId", defaultRecipientFor(chosenPlatforms(form.getValues("platforms")), next));
    },
  });
  return (
    <div className="grid grid-cols-1 gap-5">
      <FormField
        label={t("wizard.personal.country")}
        error={notServed ? undefined : errors.country?.message}
        hint={t("wizard.personal.countryHint")}
      >
        {(control) => (
          <NativeSelect autoComplete="country" {...control} {...countryField}>
            {countryChoices.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {choice.name}
              </option>
            ))}
            <option value={OTHER_COUNTRY}>{t("wizard.personal.otherCountry")}</option>
          </NativeSelect>
        )}
      </FormField>
      {notServed ? <NotYet /> : null}
      <FormField label={t("wizard.personal.fullName")} error={errors.fullName?.message} hint={mailLimits.fullName}>
        {(control) => (
          <Input autoComplete="name" limit={FIELD_LIMITS.fullName} {...control} {...form.register("fullName")} />
        )}
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label={t("wizard.personal.email")}
          error={errors.email?.message}
          hint={t("wizard.personal.emailHint")}
        >
          {(control) => (
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              limit={FIELD_LIMITS.email}
              {...control}
              {...form.register("email")}
            />
          )}
        </FormField>
        <FormField
          label={t("wizard.personal.phone")}
          error={errors.phone?.message}
          hint={
            country === "US"
              ? t("wizard.personal.phoneHint")
              : `${t("wizard.personal.phoneHint")} ${
                  where
                    ? intl.formatMessage(
                        { id: "wizard.personal.phoneCountryHint" },
                        { code: where.callingCode, example: where.phoneExample },
                      )
                    : ""
                }`
          }
        >
          {(control) => (
            <Input type="tel" autoComplete="tel" limit={FIELD_LIMITS.phone} {...control} {...form.register("phone")} />
          )}
        </FormField>
      </div>
      <FormField label={t("wizard.personal.address")} error={errors.address?.message} hint={mailLimits.address}>
        {(control) => (
          <Input
            autoComplete="street-address"
            limit={FIELD_LIMITS.address}
            {...control}
            {...form.register("address")}
          />
        )}
      </FormField>
      <FormField label={t("wizard.personal.city")} error={errors.city?.message} hint={mailLimits.city}>
        {(control) => (
          <Input autoComplete="address-level2" limit={FIELD_LIMITS.city} {...control} {...form.register("city")} />
        )}
      </FormField>
      {country === "US" ? (
        <div className="grid grid-cols-2 items-start gap-4 sm:gap-5">
          <FormField label={t("wizard.personal.state")} error={errors.state?.message}>
            {(control) => (
              <NativeSelect autoComplete="address-level1" {...control} {...form.register("state")}>
                <option value="">{t("wizard.personal.select")}</option>
                {US_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={t("wizard.personal.zip")} error={errors.zipCode?.message}>
            {(control) => <Input autoComplete="postal-code" {...control} {...form.register("zipCode")} />}
          </FormField>
        </div>
      ) : (
        <FormField
          label={
            where
              ? intl.formatMessage({ id: "wizard.personal.postalLabel" }, { label: where.postal.label })
              : t("wizard.personal.postalCode")
          }
          error={errors.zipCode?.message}
          hint={
            where
              ? intl.formatMessage({ id: "wizard.personal.postalExample" }, { example: where.postal.example })
              : undefined
          }
        >
          {(control) => (
            <Input autoComplete="postal-code" className="sm:max-w-56" {...control} {...form.register("zipCode")} />
          )}
        </FormField>
      )}
    </div>
  );
}

/** The select's value for a country we do not serve yet: never sent, the step cannot go on. */
export const OTHER_COUNTRY = "other";

/**
 * The United States first, then the EU member states and the United Kingdom by name, in the
 * language shown (English: the names the letter prints).
 */
function useCountryChoices(): { code: string; name: string }[] {
  const { language } = useLanguage();
  const names = language === "en" ? undefined : new Intl.DisplayNames([LOCALES[language]], { type: "region" });
  const named = SENDER_COUNTRIES.map((entry) => ({
    code: entry.code,
    name: names?.of(entry.code) ?? entry.name,
  }));
  return [
    ...named.filter((entry) => entry.code === "US"),
    ...named.filter((entry) => entry.code !== "US").sort((a, b) => a.name.localeCompare(b.name, LOCALES[language])),
  ];
}

/** Another country: a plain "not yet", with Meta's own help pages. */
function NotYet() {
  const intl = useIntl();
  const message = intl.formatMessage({ id: "wizard.personal.notYet" });
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-950"
    >
      <p className="font-semibold">{intl.formatMessage({ id: "wizard.personal.notYetTitle" })}</p>
      <p>{message}</p>
      <ul className="mt-2 grid gap-1">
        {META_HELP_LINKS.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noreferrer" className="font-medium underline underline-offset-4">
              {link.platform}: {link.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The mail service's own limits (decision 0039), said at the field as the sender types: the
 * letter can still be bought digital, so it is a hint, not an error; the checkout refuses
 * certified mail for it until it is shortened.
 */
function useMailLimits(form: LetterForm): Record<string, string | undefined> {
  const { data } = usePublicConfig();
  const intl = useIntl();
  const [fullName, address, city] = useWatch({ control: form.control, name: ["fullName", "address", "city"] });
  if (!data?.mailService) return {};
  const service = data.mailService;
  const limits = MAIL_FIELD_LIMITS[service];
  const problems = senderFieldProblems(service, {
    fullName: fullName ?? "",
    address: address ?? "",
    city: city ?? "",
  });
  const typed: Record<string, string> = { fullName: fullName ?? "", address: address ?? "", city: city ?? "" };
  const max: Record<string, number> = limits
    ? { fullName: limits.name, address: limits.addressLine, city: limits.city }
    : {};
  /* The domain's English sentence, worded in the language shown with the same numbers. */
  return Object.fromEntries(
    Object.keys(problems).map((field) => [
      field,
      intl.formatMessage(
        { id: "wizard.personal.mailLimit" },
        { field, max: max[field], length: [...typed[field].trim()].length, service: mailServiceName(service) },
      ),
    ]),
  );
}
