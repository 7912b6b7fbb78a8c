import { useQuery } from "@tanstack/react-query";
import type { LetterPagesView, PagedDocument } from "../../../../domain/letter/letter-pages.ts";
import { api } from "@/lib/api-client.ts";

export interface PagesOptions {
  document?: PagedDocument;
  packageType?: "digital" | "mail";
  enabled?: boolean;
}

/** GET /api/demand-letters/{id}/pages: the letter (or final notice) as its PDF lays it out. */
export function useLetterPages(
  letterId: number,
  { document = "letter", packageType = "digital", enabled = true }: PagesOptions = {},
) {
  return useQuery({
    queryKey: ["/api/demand-letters", letterId, "pages", document, packageType],
    queryFn: () =>
      api.get<LetterPagesView>(`/api/demand-letters/${letterId}/pages?document=${document}&package=${packageType}`),
    enabled,
    retry: false,
  });
}
