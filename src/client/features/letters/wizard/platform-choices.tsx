import { useIntl } from "react-intl";
import { useKnownText } from "@/i18n/known-text.ts";
import { CircleAlert } from "lucide-react";
import { useId, useRef } from "react";
import { Controller } from "react-hook-form";
import { type Platform, PLATFORMS } from "../../../../domain/letter/platforms.ts";
import { defaultRecipientFor } from "../../../../domain/letter/routing.ts";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { cn } from "@/lib/cn.ts";
import { chosenPlatforms } from "./letter-payload.ts";
import type { LetterForm } from "./wizard-steps.ts";

/**
 * The platform checkboxes. A change also keeps the rest of step 2 in line: handles of unticked
 * platforms are set aside (and come back if ticked again), the first platform's handle is the
 * letter's `username`, and Send To follows the platforms until the user picks another address.
 */
export function PlatformChoices({ form, fixed = false }: { form: LetterForm; fixed?: boolean }) {
  const errorId = useId();
  const noteId = useId();
  const intl = useIntl();
  const known = useKnownText();
  const setAside = useRef<Partial<Record<Platform, string>>>({});

  const change = (before: Platform[], after: Platform[]) => {
    const handles = { ...form.getValues("platformUsernames") };
    for (const platform of PLATFORMS) {
      if (!after.includes(platform) && handles[platform] !== undefined) {
        setAside.current[platform] = handles[platform];
        delete handles[platform];
      }
      if (after.includes(platform) && !before.includes(platform) && handles[platform] === undefined) {
        const kept = setAside.current[platform];
        // The username typed before any platform was chosen becomes the first platform's handle.
        handles[platform] =
          kept ?? (before.length === 0 && platform === after[0] ? (form.getValues("username") ?? "") : "");
      }
    }
    form.setValue("platformUsernames", handles);
    if (after.length > 0) form.setValue("username", handles[after[0]] ?? "");
    const country = form.getValues("country") ?? "US";
    if (form.getValues("recipientBusinessId") === defaultRecipientFor(before, country)) {
      form.setValue("recipientBusinessId", defaultRecipientFor(after, country));
    }
  };

  return (
    <Controller
      control={form.control}
      name="platforms"
      render={({ field, fieldState }) => {
        const selected = chosenPlatforms(field.value);
        const toggle = (platform: Platform, checked: boolean) => {
          const after = chosenPlatforms(
            checked ? [...selected, platform] : selected.filter((item) => item !== platform),
          );
          field.onChange(after);
          change(selected, after);
        };
        const describedBy = [fixed ? noteId : null, fieldState.error ? errorId : null].filter(Boolean).join(" ");
        return (
          <fieldset aria-describedby={describedBy || undefined} className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">
              {intl.formatMessage({ id: "wizard.platforms.legend" })}
            </legend>
            <div className="grid grid-cols-2 gap-3">
              {PLATFORMS.map((platform, index) => (
                <label
                  key={platform}
                  className={cn(
                    "flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-medium text-slate-800 transition-colors has-[[data-state=checked]]:border-navy-600 has-[[data-state=checked]]:bg-navy-50",
                    fixed ? "cursor-not-allowed" : "cursor-pointer hover:border-slate-400",
                  )}
                >
                  <Checkbox
                    ref={index === 0 ? field.ref : undefined}
                    checked={selected.includes(platform)}
                    onCheckedChange={(checked) => toggle(platform, checked === true)}
                    onBlur={field.onBlur}
                    disabled={fixed}
                    aria-invalid={Boolean(fieldState.error)}
                  />
                  {platform}
                </label>
              ))}
            </div>
            {fixed ? (
              <p id={noteId} className="text-sm text-muted-foreground">
                {intl.formatMessage({ id: "wizard.platforms.fixed" })}
              </p>
            ) : null}
            {fieldState.error ? (
              <p id={errorId} className="flex items-center gap-1.5 text-sm font-medium text-destructive">
                <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
                {known(fieldState.error.message)}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
