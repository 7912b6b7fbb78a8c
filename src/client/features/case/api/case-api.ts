import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CaseView, OutcomeKind } from "../../../../domain/case.ts";
import { api } from "@/lib/api-client.ts";

const caseKey = (letterId: number) => ["/api/demand-letters", letterId, "case"] as const;

/** GET /api/demand-letters/{id}/case: the letter's timeline, deadline, outcome and next step. */
export function useCase(letterId: number) {
  return useQuery({
    queryKey: caseKey(letterId),
    queryFn: () => api.get<CaseView>(`/api/demand-letters/${letterId}/case`),
    retry: false,
  });
}

/** POST /api/demand-letters/{id}/outcome: answers the updated case, which replaces the cached one. */
export function useRecordOutcome(letterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: OutcomeKind; note: string }) =>
      api.post<CaseView>(`/api/demand-letters/${letterId}/outcome`, body),
    onSuccess: (view) => queryClient.setQueryData(caseKey(letterId), view),
  });
}
