import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { FormField } from "@/components/ui/form-field.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { useKnownText } from "@/i18n/known-text.ts";
import type { CountyChoice } from "../../../../domain/case/case.ts";
import { NativeSelect } from "../../letters/wizard/form-controls.tsx";
import { useRecordCounty } from "../api/case-api.ts";

/**
 * The sender's county, where each county sets the small-claims fee (decision 0070): chosen from the
 * state's official list and kept on the case as soon as it is picked, so the guide links that
 * county's court page. Optional: without it the guide gives the statewide way to find the court.
 */
export function CountyField({ letterId, choice }: { letterId: number; choice: CountyChoice }) {
  const intl = useIntl();
  const known = useKnownText();
  const save = useRecordCounty(letterId);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const change = (value: string) => {
    setError(undefined);
    setSaved(false);
    save.mutate(value === "" ? null : value, {
      onSuccess: () => setSaved(true),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.fields?.county
            ? failure.fields.county
            : known(errorMessage(failure, intl.formatMessage({ id: "case.couldNotSave" }))),
        ),
    });
  };
  return (
    <div className="grid gap-2">
      <FormField
        label={intl.formatMessage({ id: "case.county.label" })}
        hint={intl.formatMessage({ id: "case.county.hint" })}
        error={error}
        className="max-w-sm"
      >
        {(control) => (
          <NativeSelect
            value={choice.chosen ?? ""}
            onChange={(event) => change(event.target.value)}
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
            {...control}
          >
            <option value="">{intl.formatMessage({ id: "case.county.none" })}</option>
            {choice.counties.map((county) => (
              <option key={county} value={county}>
                {intl.formatMessage({ id: "case.county.option" }, { county })}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <p aria-live="polite" className="text-sm text-slate-700">
        {saved ? (
          choice.chosen ? (
            <FormattedMessage id="case.county.saved" values={{ county: choice.chosen }} />
          ) : (
            <FormattedMessage id="case.county.cleared" />
          )
        ) : null}
      </p>
    </div>
  );
}
