import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { LetterSignature } from "../../../../domain/letter/case-facts.ts";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { SignaturePad } from "@/features/letters/wizard/signature-pad.tsx";

export type SignMode = "typed" | "drawn";

interface ReviewSignatureProps {
  fullName: string;
  mode: SignMode;
  onModeChange: (mode: SignMode) => void;
  signature: LetterSignature | undefined;
  onChange: (signature: LetterSignature | undefined) => void;
  error: string | null;
}

/**
 * Signing inside the review before paying for certified mail: the typed "/s/ Full Name" confirmed
 * with a checkbox, or a drawn signature. The letter is saved signed when the payment continues.
 */
export function ReviewSignature({ fullName, mode, onModeChange, signature, onChange, error }: ReviewSignatureProps) {
  const id = useId();
  const intl = useIntl();
  return (
    <fieldset
      aria-describedby={`${id}-about`}
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <legend className="float-left mb-1 font-semibold">
        <FormattedMessage id="checkout.sign.legend" />
      </legend>
      <p id={`${id}-about`} className="clear-left">
        <FormattedMessage id="checkout.sign.about" />
      </p>
      <div
        role="radiogroup"
        aria-label={intl.formatMessage({ id: "checkout.sign.how" })}
        className="flex flex-wrap gap-x-4 gap-y-1"
      >
        {(["typed", "drawn"] as const).map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-2 font-medium">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === value}
              onChange={() => {
                onModeChange(value);
                onChange(undefined);
              }}
              className="size-4 accent-navy-700"
            />
            <FormattedMessage id={value === "typed" ? "checkout.sign.typed" : "checkout.sign.drawn"} />
          </label>
        ))}
      </div>
      {mode === "typed" ? (
        <label className="flex cursor-pointer items-start gap-3 font-medium">
          <Checkbox
            className="mt-1"
            checked={signature?.kind === "typed"}
            onCheckedChange={(checked) => onChange(checked === true ? { kind: "typed", name: fullName } : undefined)}
          />
          <span>
            <FormattedMessage
              id="checkout.sign.iSign"
              values={{
                name: fullName,
                sig: (chunks) => <span className="font-serif italic wrap-anywhere">{chunks}</span>,
              }}
            />
          </span>
        </label>
      ) : (
        <SignaturePad
          describedBy={`${id}-about`}
          onChange={(png) => onChange(png ? { kind: "drawn", png } : undefined)}
        />
      )}
      {error ? (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
