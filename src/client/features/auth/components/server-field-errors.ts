import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client.ts";

/** Shows a 400 answer's `fields` messages under the matching inputs. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: ReadonlyArray<Path<T>>,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const name of names) {
    const message = error.fields[name];
    if (message) setError(name, { type: "server", message });
  }
}
