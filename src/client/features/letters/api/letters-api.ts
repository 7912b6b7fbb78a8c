import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DemandLetterData } from "../../../../domain/letter/schema.ts";
import { api } from "@/lib/api-client.ts";

/** GET /api/demand-letters: the user's own letters, newest first. */
export interface LetterListItem {
  id: number;
  platforms: string[];
  username: string;
  fullName: string;
  recipientBusinessId: string;
  createdAt: string;
  paid: boolean;
  latestOrder: { id: number; type: string; status: string } | null;
}

/** What POST /api/demand-letters takes: the schema's output with banDate as an ISO string. */
export type CreateLetterPayload = Omit<DemandLetterData, "banDate"> & { banDate: string };

/** The stored letter POST /api/demand-letters answers (the fields the client reads). */
export interface CreatedLetter {
  id: number;
}

/** Shared with the dashboard's letter cards: one cache entry for the list. */
export const lettersQueryKey = ["/api/demand-letters"] as const;

// The default query function GETs the key's URL; 401 and every non-OK answer are errors.
export const useLetterList = () => useQuery<LetterListItem[]>({ queryKey: lettersQueryKey });

export function useCreateLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateLetterPayload) => api.post<CreatedLetter>("/api/demand-letters", payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lettersQueryKey }),
  });
}
