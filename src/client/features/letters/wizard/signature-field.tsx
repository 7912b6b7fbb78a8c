import { useIntl } from "react-intl";
import { useKnownText } from "@/i18n/known-text.ts";
import type { MessageId } from "@/i18n/message-ids.ts";
import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { useEffect, useId } from "react";
import { useWatch } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { cn } from "@/lib/cn.ts";
import { SignaturePad } from "./signature-pad.tsx";
import type { LetterForm, LetterFormValues } from "./wizard-steps.ts";

export type SignMode = "typed" | "drawn";

interface SignatureFieldProps {
  form: LetterForm;
  mode: SignMode;
  onModeChange: (mode: SignMode) => void;
}

const MODES: { value: SignMode; label: MessageId; hint: MessageId }[] = [
  { value: "typed", label: "wizard.sign.typed", hint: "wizard.sign.typedHint" },
  { value: "drawn", label: "wizard.sign.drawn", hint: "wizard.sign.drawnHint" },
];

/**
 * Signing the letter: a typed "/s/ Full Name" the user confirms with a checkbox, or a drawn
 * signature. Optional for the letter itself; a certified-mail order needs one.
 */
export function SignatureField({ form, mode, onModeChange }: SignatureFieldProps) {
  const id = useId();
  const intl = useIntl();
  const t = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  const known = useKnownText();
  const fullName = useWatch({ control: form.control, name: "fullName" })?.trim() ?? "";
  const signature = useWatch({ control: form.control, name: "signature" });
  const error = form.formState.errors.signature;
  const errorMessage = known(error?.message ?? (error as { name?: { message?: string } } | undefined)?.name?.message);
  const signed = Boolean(signature);
  const set = (value: LetterFormSignature) => form.setValue("signature", value, { shouldDirty: true });

  // A typed signature is the name at the top of the letter, even after the name is corrected.
  useEffect(() => {
    if (signature?.kind === "typed" && signature.name !== fullName) set({ kind: "typed", name: fullName });
  });

  const choose = (next: SignMode) => {
    if (next === mode) return;
    onModeChange(next);
    set(undefined);
  };

  return (
    <fieldset aria-describedby={`${id}-about`} className="grid gap-4">
      <legend className="mb-1 text-base font-semibold text-slate-900">{t("wizard.sign.legend")}</legend>
      <p id={`${id}-about`} className="text-sm text-slate-600">
        {t("wizard.sign.about")}
      </p>
      <div role="radiogroup" aria-label={t("wizard.sign.how")} className="grid gap-3 sm:grid-cols-2">
        {MODES.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-3 text-sm has-checked:border-navy-600 has-checked:bg-navy-50"
          >
            <input
              type="radio"
              name={`${id}-mode`}
              value={option.value}
              checked={mode === option.value}
              onChange={() => choose(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-navy-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{t(option.label)}</span>
              <span className="block text-slate-600">{t(option.hint)}</span>
            </span>
          </label>
        ))}
      </div>

      {mode === "typed" ? (
        <div className="grid gap-3 rounded-lg border border-border p-4">
          <p className="text-sm text-slate-600">{t("wizard.sign.willRead")}</p>
          <p className="font-serif text-xl text-slate-900 italic wrap-anywhere">/s/ {fullName}</p>
          <label className="flex cursor-pointer items-start gap-3 text-sm font-medium text-slate-900">
            <Checkbox
              className="mt-0.5"
              checked={signature?.kind === "typed"}
              onCheckedChange={(checked) => set(checked === true ? { kind: "typed", name: fullName } : undefined)}
            />
            {t("wizard.sign.confirm")}
          </label>
        </div>
      ) : (
        <div className="grid gap-2">
          <p id={`${id}-pad`} className="text-sm text-slate-600">
            {t("wizard.sign.drawHint")}
          </p>
          <SignaturePad
            initial={signature?.kind === "drawn" ? signature.png : undefined}
            describedBy={`${id}-pad`}
            onChange={(png) => set(png ? { kind: "drawn", png } : undefined)}
          />
        </div>
      )}

      <p role="status" className={cn("flex items-start gap-2 text-sm", signed ? "text-emerald-800" : "text-slate-700")}>
        {signed ? (
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        ) : (
          <Info className="mt-0.5 size-4 shrink-0 text-navy-700" aria-hidden="true" />
        )}
        {t(signed ? "wizard.sign.signed" : "wizard.sign.unsigned")}
      </p>
      {errorMessage ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}

type LetterFormSignature = LetterFormValues["signature"];
