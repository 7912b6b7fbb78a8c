import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import { type DemandLetterData, demandLetterInputSchema } from "../../../../domain/letter/schema.ts";
import { HANDLE_FIELDS } from "./handle-fields.ts";
import { chosenPlatforms } from "./letter-payload.ts";
import type { LetterFormValues } from "./wizard-steps.ts";

const schemaResolver = zodResolver(demandLetterInputSchema);

/**
 * The schema's checks, plus one the form adds: every chosen platform needs its handle (the
 * letter names each account, and one letter per address takes each group's own). The first
 * platform's handle is also the letter's `username`, so its messages show on that platform's field.
 */
export const letterResolver: Resolver<LetterFormValues, unknown, DemandLetterData> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const platforms = chosenPlatforms(values.platforms);
  if (platforms.length === 0) return result;

  const errors: FieldErrors<LetterFormValues> = { ...result.errors };
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
