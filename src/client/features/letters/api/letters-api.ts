import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LetterData } from "../../../../domain/letter/letter-facts.ts";
import type { DemandLetterData } from "../../../../domain/letter/schema.ts";
import { api } from "@/lib/api-client.ts";
import { ordersQueryKey } from "@/features/orders/api/orders-query.ts";

/** What may change: unpaid "editable", paid "correctable" (new dated version), mailed "locked". */
export type EditState = "editable" | "correctable" | "locked";

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
  /** Sent by newer servers; otherwise worked out from `paid`. */
  editState?: EditState;
}

/** What POST and PATCH /api/demand-letters take: the schema's output with dates as strings. */
export type CreateLetterPayload = Omit<DemandLetterData, "banDate" | "appeals"> & {
  banDate: string;
  appeals: { date: string; method: string; reference?: string }[];
};

/** The stored letter POST /api/demand-letters answers (the fields the client reads). */
export interface CreatedLetter {
  id: number;
}

export interface LetterVersion {
  version: number;
  reason: string;
  letterDate: string;
  pdfSha256: string | null;
  createdAt: string;
}

/**
 * GET /api/demand-letters/{id}: the stored letter (the letter's facts as the domain names them,
 * dates as JSON strings), what may change, and its dated versions.
 */
export type LetterDetail = Omit<LetterData, "banDate" | "platforms" | "appeals" | "enclosures"> & {
  id: number;
  platforms: string[];
  banDate: string;
  appeals?: { date: string; method: string; reference?: string | null }[] | null;
  enclosures?: string[] | null;
  editState?: EditState;
  versions?: LetterVersion[];
  createdAt: string;
};

/** Shared with the dashboard's letter cards: one cache entry for the list. */
export const lettersQueryKey = ["/api/demand-letters"] as const;
/** Shared with checkout, which reads the same letter. */
export const letterQueryKey = (letterId: number | null) => ["/api/demand-letters", letterId] as const;

/** The list's edit state: the server's when it sends one, else paid means correctable. */
export const listEditState = (letter: LetterListItem): EditState =>
  letter.editState ?? (letter.paid ? "correctable" : "editable");

// The default query function GETs the key's URL; 401 and every non-OK answer are errors.
export const useLetterList = () => useQuery<LetterListItem[]>({ queryKey: lettersQueryKey });

/** `fresh`: read it again on mount, not from the cache (the edit page starts from what is stored). */
export const useLetter = (letterId: number | null, { fresh = false } = {}) =>
  useQuery<LetterDetail>({
    queryKey: letterQueryKey(letterId),
    enabled: letterId !== null,
    refetchOnMount: fresh ? "always" : undefined,
  });

/** After any change: the list, each letter and the orders (they name their letter) are read again. */
function useInvalidateLetters() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: lettersQueryKey }),
      queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
    ]);
}

/**
 * POST /api/demand-letters once per payload, one after another (one letter per address).
 * Answers the letters made; if a later one fails, those made so far come with the error.
 */
export interface CreateLettersResult {
  created: CreatedLetter[];
  failed?: { payload: CreateLetterPayload; error: unknown };
}

export function useCreateLetters() {
  const invalidate = useInvalidateLetters();
  return useMutation({
    mutationFn: async (payloads: CreateLetterPayload[]): Promise<CreateLettersResult> => {
      const created: CreatedLetter[] = [];
      for (const payload of payloads) {
        try {
          created.push(await api.post<CreatedLetter>("/api/demand-letters", payload));
        } catch (error) {
          if (created.length === 0) throw error;
          return { created, failed: { payload, error } };
        }
      }
      return { created };
    },
    onSettled: invalidate,
  });
}

export function useUpdateLetter(letterId: number) {
  const invalidate = useInvalidateLetters();
  return useMutation({
    mutationFn: (payload: CreateLetterPayload) => api.patch<CreatedLetter>(`/api/demand-letters/${letterId}`, payload),
    onSettled: invalidate,
  });
}

export function useDeleteLetter() {
  const invalidate = useInvalidateLetters();
  return useMutation({
    mutationFn: (letterId: number) => api.delete(`/api/demand-letters/${letterId}`),
    onSettled: invalidate,
  });
}
