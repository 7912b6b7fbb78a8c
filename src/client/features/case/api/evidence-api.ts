import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EvidenceItem } from "../../../../domain/case/evidence.ts";
import { ApiError, api } from "@/lib/api-client.ts";

const evidenceKey = (letterId: number) => ["/api/demand-letters", letterId, "evidence"] as const;
/** The files and the case together: what support does shows on the timeline too. */
const letterKey = (letterId: number) => ["/api/demand-letters", letterId] as const;

export const evidenceFileUrl = (letterId: number, evidenceId: number) =>
  `/api/demand-letters/${letterId}/evidence/${evidenceId}`;

/** GET /api/demand-letters/{id}/evidence: the files kept with the case, oldest first. */
export function useEvidence(letterId: number) {
  return useQuery({
    queryKey: evidenceKey(letterId),
    queryFn: () => api.get<EvidenceItem[]>(`/api/demand-letters/${letterId}/evidence`),
  });
}

/** POST /api/demand-letters/{id}/evidence as multipart form data (the one call that is not JSON). */
export function useUploadEvidence(letterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: { file: File; caption: string; date: string }) => {
      const body = new FormData();
      body.set("caption", form.caption);
      body.set("date", form.date);
      body.set("file", form.file);
      const response = await fetch(`/api/demand-letters/${letterId}/evidence`, {
        method: "POST",
        credentials: "include",
        headers: { Accept: "application/json" },
        body,
      });
      if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text().catch(() => ""));
      return (await response.json()) as { id: number };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKey(letterId) }),
  });
}

/** DELETE /api/demand-letters/{id}/evidence/{evidenceId}. */
export function useDeleteEvidence(letterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evidenceId: number) => api.delete(evidenceFileUrl(letterId, evidenceId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evidenceKey(letterId) }),
  });
}

/** POST /api/admin/letters/{id}/evidence/{evidenceId}/remove: support takes a customer's file off, with the reason they read. */
export function useRemoveEvidenceAsSupport(letterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { evidenceId: number; reason: string }) =>
      api.post<{ message: string }>(`/api/admin/letters/${letterId}/evidence/${input.evidenceId}/remove`, {
        reason: input.reason,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKey(letterId) }),
  });
}
