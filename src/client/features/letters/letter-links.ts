/** /letters/{id}/edit, optionally at a step (4: sign) and remembering the checkout package to return to. */
export function editLetterHref(letterId: number, options: { step?: number; package?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.step) query.set("step", String(options.step));
  if (options.package) query.set("package", options.package);
  const search = query.toString();
  return `/letters/${letterId}/edit${search ? `?${search}` : ""}`;
}

/** /letters/{id}: the letter's case page (timeline, deadline, next step). */
export const caseHref = (letterId: number) => `/letters/${letterId}`;
