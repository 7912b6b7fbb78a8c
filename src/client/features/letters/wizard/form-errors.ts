import type { FieldErrors } from "react-hook-form";
import { ApiError } from "@/lib/api-client.ts";
import { chosenPlatforms } from "./letter-payload.ts";
import { FIELD_ORDER, type LetterFormValues } from "./wizard-steps.ts";

/** The path of the first message inside a field's errors ("appeals" to "appeals.1.method"). */
function leafPath(error: unknown, path: string): string {
  if (!error || typeof error !== "object" || "message" in error) return path;
  for (const [key, value] of Object.entries(error)) {
    if (key !== "ref" && key !== "root" && value && typeof value === "object") return leafPath(value, `${path}.${key}`);
  }
  return path;
}

/** The first field to fix, in the order the steps show them, as a path the form can focus. */
export function firstErrorPath(errors: FieldErrors<LetterFormValues>): string | undefined {
  const field = FIELD_ORDER.find((name) => errors[name]);
  return field ? leafPath(errors[field], field) : undefined;
}

/** The letter's `username` is the first platform's handle, so its messages go on that field. */
export function errorPath(path: string, values: LetterFormValues): string {
  const first = chosenPlatforms(values.platforms)[0];
  return path === "username" && first ? `platformUsernames.${first}` : path;
}

/** The field to focus for a message at `path`. */
export function formPath(path: string, values: LetterFormValues): string {
  // The enclosure rows are one field: it focuses the first row.
  return path.startsWith("enclosures.") ? "enclosures" : errorPath(path, values);
}

/** A 400's field messages from the server, keyed by form path ("appeals.0.method", "signature.name"). */
export function serverFieldErrors(error: unknown, values: LetterFormValues): [string, string][] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const known = (path: string) => (FIELD_ORDER as readonly string[]).includes(path.split(".")[0]);
  const entries = Object.entries(error.fields).filter(([path, message]) => known(path) && typeof message === "string");
  const order = (path: string) => FIELD_ORDER.indexOf(path.split(".")[0] as (typeof FIELD_ORDER)[number]);
  return entries.sort(([a], [b]) => order(a) - order(b)).map(([path, message]) => [errorPath(path, values), message]);
}
