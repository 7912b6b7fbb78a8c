import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import { dayIn, knownSenderTimeZone } from "../../../../domain/time/clock.ts";
import { datesAfterLetterDate, parseBanDate } from "../../../../domain/letter/ban-date.ts";
import { addressIssues, type DemandLetterData, demandLetterInputSchema } from "../../../../domain/letter/schema.ts";
import { HANDLE_FIELDS } from "./handle-fields.ts";
import { chosenPlatforms } from "./letter-payload.ts";
import type { LetterFormValues } from "./wizard-steps.ts";

const schemaResolver = zodResolver(demandLetterInputSchema);

/**
 * The rule the server applies with its own clock (decision 0025): no ban or appeal date after the
 * letter's date, the sender's today where their state and ZIP put them.
 */
function datesAfterToday(values: LetterFormValues): Record<string, string> {
  const zone = knownSenderTimeZone(values.state, values.zipCode);
  const ban = parseBanDate(values.banDate ?? "");
  if (!zone || !(ban instanceof Date)) return {};
  const appeals = (values.appeals ?? []).map((appeal) => {
    const date = parseBanDate(appeal?.date ?? "");
    return { date: date instanceof Date ? date : new Date(0) };
  });
  return datesAfterLetterDate({ banDate: ban, appeals }, dayIn(new Date(), zone));
}

/**
 * The schema's checks, plus two the form adds: the dates rule above, and every chosen platform
 * needs its handle (the letter names each account, and one letter per address takes each group's
 * own). The first platform's handle is also the letter's `username`, so its messages show on that
 * platform's field.
 */
export const letterResolver: Resolver<LetterFormValues, unknown, DemandLetterData> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const errors: FieldErrors<LetterFormValues> = { ...result.errors };
  /* The country's address rules, shown even while later steps are empty (see addressIssues). */
  for (const found of addressIssues({ ...values, country: values.country ?? "US" })) {
    if (!errors[found.path]) errors[found.path] = { type: "validate", message: found.message };
  }
  for (const [path, message] of Object.entries(datesAfterToday(values))) {
    const error = { type: "validate", message };
    const appeal = /^appeals\.(\d+)\.date$/.exec(path);
    if (path === "banDate" && !errors.banDate) errors.banDate = error;
    if (appeal && (errors.appeals === undefined || Array.isArray(errors.appeals))) {
      const list: (Record<string, FieldError> | undefined)[] = [...((errors.appeals as []) ?? [])];
      const index = Number(appeal[1]);
      list[index] = { ...list[index], date: list[index]?.date ?? error };
      errors.appeals = list as unknown as FieldErrors<LetterFormValues>["appeals"];
    }
  }
  const platforms = chosenPlatforms(values.platforms);
  if (platforms.length === 0) return Object.keys(errors).length === 0 ? result : { values: {}, errors };

  const handleErrors: Record<string, FieldError | undefined> = {
    ...(errors.platformUsernames as Record<string, FieldError> | undefined),
  };
  for (const platform of platforms) {
    if (!handleErrors[platform] && !values.platformUsernames?.[platform]?.trim()) {
      handleErrors[platform] = { type: "required", message: HANDLE_FIELDS[platform].required };
    }
  }
  if (errors.username && !handleErrors[platforms[0]]) handleErrors[platforms[0]] = errors.username as FieldError;
  delete errors.username;
  if (Object.values(handleErrors).some(Boolean))
    errors.platformUsernames = handleErrors as FieldErrors<LetterFormValues>["platformUsernames"];
  return Object.keys(errors).length === 0 ? result : { values: {}, errors };
};
