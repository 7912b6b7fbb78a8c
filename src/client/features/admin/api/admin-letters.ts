import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminLetterFilter, AdminLettersPage } from "../../../../domain/admin.ts";
import { api } from "@/lib/api-client.ts";

export const ADMIN_LETTERS_PAGE_SIZE = 25;

/** Every page and filter of the admin letter list lives under this key. */
export const adminLettersKey = ["/api/admin/letters"] as const;

/** GET /api/admin/letters: one page of every letter, filtered and paged by the server. */
export function adminLettersQuery(status: AdminLetterFilter, page: number) {
  const params = new URLSearchParams({ status, page: String(page), pageSize: String(ADMIN_LETTERS_PAGE_SIZE) });
  return queryOptions({
    queryKey: [...adminLettersKey, status, page] as const,
    queryFn: () => api.get<AdminLettersPage>(`/api/admin/letters?${params}`),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export const useAdminLetters = (status: AdminLetterFilter, page: number) => useQuery(adminLettersQuery(status, page));
