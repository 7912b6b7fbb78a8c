import { useWatch } from "react-hook-form";
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
  return (
    <div className="grid grid-cols-1 gap-5">
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
          hint="A number where Meta can reach you about this letter."
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
