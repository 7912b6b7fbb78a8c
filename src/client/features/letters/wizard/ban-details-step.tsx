import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { FIELD_LIMITS, type Platform, PLATFORMS } from "../../../../domain/letter/schema.ts";
import { findRecipient, RECIPIENTS } from "../../../../domain/recipients.ts";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NativeSelect, Textarea } from "./form-controls.tsx";
import type { LetterForm } from "./wizard-steps.ts";

/** No platform existed before 2004 (the schema refuses earlier dates too). */
const EARLIEST_BAN_DAY = "2004-01-01";

/** Step 2: which accounts, when, what it cost the user, and where the letter goes. */
export function BanDetailsStep({ form, today }: { form: LetterForm; today: string }) {
  const { errors } = form.formState;
  const recipient = findRecipient(useWatch({ control: form.control, name: "recipientBusinessId" }) ?? "");
  return (
    <div className="grid grid-cols-1 gap-6">
      <PlatformChoices form={form} />
      <FormField
        label="Username or account ID"
        error={errors.username?.message}
        hint="As it appears on the profile, for example @yourname."
      >
        {(control) => (
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={FIELD_LIMITS.username}
            {...control}
            {...form.register("username")}
          />
        )}
      </FormField>
      <FormField label="Date of ban" error={errors.banDate?.message} hint="The day the account was disabled." className="sm:max-w-xs">
        {(control) => <Input type="date" min={EARLIEST_BAN_DAY} max={today} {...control} {...form.register("banDate")} />}
      </FormField>
      <FormField
        label="Consequences"
        error={errors.consequences?.message}
        hint="In your own words: what you lost and how it affects you. The letter quotes it as you write it."
      >
        {(control) => (
          <Textarea rows={4} maxLength={FIELD_LIMITS.consequences} {...control} {...form.register("consequences")} />
        )}
      </FormField>
      <FormField
        label="Send To"
        error={errors.recipientBusinessId?.message}
        hint={
          recipient ? (
            <>
              {recipient.name}, Attn: {recipient.attention}, {recipient.fullAddress}
            </>
          ) : undefined
        }
      >
        {(control) => (
          <NativeSelect {...control} {...form.register("recipientBusinessId")}>
            {RECIPIENTS.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.displayName} — {entry.fullAddress}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}

function PlatformChoices({ form }: { form: LetterForm }) {
  const errorId = useId();
  return (
    <Controller
      control={form.control}
      name="platforms"
      render={({ field, fieldState }) => {
        const selected: readonly Platform[] = field.value ?? [];
        const toggle = (platform: Platform, checked: boolean) =>
          field.onChange(checked ? [...selected, platform] : selected.filter((item) => item !== platform));
        return (
          <fieldset aria-describedby={fieldState.error ? errorId : undefined} className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">Platforms</legend>
            <div className="grid grid-cols-2 gap-3">
              {PLATFORMS.map((platform, index) => (
                <label
                  key={platform}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:border-slate-400 has-[[data-state=checked]]:border-navy-600 has-[[data-state=checked]]:bg-navy-50"
                >
                  <Checkbox
                    ref={index === 0 ? field.ref : undefined}
                    checked={selected.includes(platform)}
                    onCheckedChange={(checked) => toggle(platform, checked === true)}
                    onBlur={field.onBlur}
                    aria-invalid={Boolean(fieldState.error)}
                  />
                  {platform}
                </label>
              ))}
            </div>
            {fieldState.error ? (
              <p id={errorId} className="flex items-center gap-1.5 text-sm font-medium text-destructive">
                <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
                {fieldState.error.message}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
