import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminLetterFilter, AdminLettersPage } from "../../../../domain/accounts/admin.ts";
import { api } from "@/lib/api-client.ts";

export const ADMIN_LETTERS_PAGE_SIZE = 25;

/** Every page and filter of the admin letter list lives under this key. */
export const adminLettersKey = ["/api/admin/letters"] as const;

/** Where a page sits: its number, and the id next to it (`before` from the page above, `after` from the one below). */
export interface LetterPagePosition {
  status: AdminLetterFilter;
  /** A letter or order number, or part of a name or an email. */
  q?: string;
  page: number;
  before?: number;
  after?: number;
}

/** GET /api/admin/letters: one page of every letter, filtered and paged by the server. */
export function adminLettersQuery({ status, q, page, before, after }: LetterPagePosition) {
  const params = new URLSearchParams({ status, page: String(page), pageSize: String(ADMIN_LETTERS_PAGE_SIZE) });
  if (q) params.set("q", q);
  if (before !== undefined) params.set("before", String(before));
  if (after !== undefined) params.set("after", String(after));
  return queryOptions({
    queryKey: [...adminLettersKey, status, q ?? "", page, before ?? null, after ?? null] as const,
    queryFn: () => api.get<AdminLettersPage>(`/api/admin/letters?${params}`),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export const useAdminLetters = (position: LetterPagePosition) => useQuery(adminLettersQuery(position));

/** GET /api/admin/letters/export: the same filter and search as CSV (a plain link: the browser saves it). */
export function lettersExportUrl(status: AdminLetterFilter, q?: string): string {
  const params = new URLSearchParams({ status });
  if (q) params.set("q", q);
  return `/api/admin/letters/export?${params}`;
}
