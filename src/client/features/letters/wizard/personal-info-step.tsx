import { useWatch } from "react-hook-form";
import { findSenderCountry, META_HELP_LINKS, SENDER_COUNTRIES } from "../../../../domain/letter/countries.ts";
import { defaultRecipientFor } from "../../../../domain/letter/routing.ts";
import { chosenPlatforms } from "./letter-payload.ts";
import { senderFieldProblems } from "../../../../domain/letter/mail-field-limits.ts";
import { FIELD_LIMITS, US_STATES } from "../../../../domain/letter/schema.ts";
import { usePublicConfig } from "@/features/dashboard/api/dashboard-queries.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NativeSelect } from "./form-controls.tsx";
import type { LetterForm } from "./wizard-steps.ts";

/** Step 1: the sender block. Email and phone are how Meta reaches the sender; the sign-in login is asked in step 2. */
export function PersonalInfoStep({ form }: { form: LetterForm }) {
  const { errors } = form.formState;
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
        label="Country you live in"
        error={notServed ? undefined : errors.country?.message}
        hint="Your country decides the company your letter goes to and the law it rests on."
      >
        {(control) => (
          <NativeSelect autoComplete="country" {...control} {...countryField}>
            {COUNTRY_CHOICES.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {choice.name}
              </option>
            ))}
            <option value={OTHER_COUNTRY}>Another country</option>
          </NativeSelect>
        )}
      </FormField>
      {notServed ? <NotYet /> : null}
      <FormField label="Full name" error={errors.fullName?.message} hint={mailLimits.fullName}>
        {(control) => (
          <Input autoComplete="name" limit={FIELD_LIMITS.fullName} {...control} {...form.register("fullName")} />
        )}
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label="Email"
          error={errors.email?.message}
          hint="Where Meta can answer you. The email or phone of your Meta account is asked for in the next step."
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
          label="Phone"
          error={errors.phone?.message}
          hint={
            country === "US"
              ? "A number where Meta can reach you about this letter."
              : `A number where Meta can reach you about this letter. ${where?.phoneHint ?? ""}`
          }
        >
          {(control) => (
            <Input type="tel" autoComplete="tel" limit={FIELD_LIMITS.phone} {...control} {...form.register("phone")} />
          )}
        </FormField>
      </div>
      <FormField label="Street address" error={errors.address?.message} hint={mailLimits.address}>
        {(control) => (
          <Input
            autoComplete="street-address"
            limit={FIELD_LIMITS.address}
            {...control}
            {...form.register("address")}
          />
        )}
      </FormField>
      <FormField label="City" error={errors.city?.message} hint={mailLimits.city}>
        {(control) => (
          <Input autoComplete="address-level2" limit={FIELD_LIMITS.city} {...control} {...form.register("city")} />
        )}
      </FormField>
      {country === "US" ? (
        <div className="grid grid-cols-2 items-start gap-4 sm:gap-5">
          <FormField label="State" error={errors.state?.message}>
            {(control) => (
              <NativeSelect autoComplete="address-level1" {...control} {...form.register("state")}>
                <option value="">Select…</option>
                {US_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="ZIP" error={errors.zipCode?.message}>
            {(control) => <Input autoComplete="postal-code" {...control} {...form.register("zipCode")} />}
          </FormField>
        </div>
      ) : (
        <FormField
          label={where?.postal.label ?? "Postal code"}
          error={errors.zipCode?.message}
          hint={where ? `For example ${where.postal.example}` : undefined}
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

/** The United States first, then the EU member states and the United Kingdom by name. */
const COUNTRY_CHOICES = [
  ...SENDER_COUNTRIES.filter((entry) => entry.code === "US"),
  ...SENDER_COUNTRIES.filter((entry) => entry.code !== "US").sort((a, b) => a.name.localeCompare(b.name)),
];

/** Another country: a plain "not yet", with Meta's own help pages. */
function NotYet() {
  const message =
    "We do not serve senders in other countries yet: letters are drafted for residents of the United States, the European Union and the United Kingdom. Meta's own help pages explain how to ask for a review of a disabled account:";
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-950"
    >
      <p className="font-semibold">Not available in your country yet</p>
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
  const [fullName, address, city] = useWatch({ control: form.control, name: ["fullName", "address", "city"] });
  if (!data?.mailService) return {};
  return senderFieldProblems(data.mailService, { fullName: fullName ?? "", address: address ?? "", city: city ?? "" });
}
