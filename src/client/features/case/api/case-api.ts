import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CaseView, OutcomeKind } from "../../../../domain/case/case.ts";
import { awaitsReturnReceipt } from "../../../../domain/case/delivery-proof.ts";
import { isMailInFlight, LIVE_STATUS_POLL_MS } from "../../../../domain/case/mail-status.ts";
import type { SendMethod } from "../../../../domain/case/sending.ts";
import { api } from "@/lib/api-client.ts";

const caseKey = (letterId: number) => ["/api/demand-letters", letterId, "case"] as const;

/** GET /api/demand-letters/{id}/case: the letter's timeline, deadline, outcome and next step. */
export function useCase(letterId: number) {
  return useQuery({
    queryKey: caseKey(letterId),
    queryFn: () => api.get<CaseView>(`/api/demand-letters/${letterId}/case`),
    retry: false,
    /* A mailing on its way, or awaiting its return receipt: the page follows it by itself (decisions 0045, 0049). */
    refetchInterval: (query) => (caseMailInFlight(query.state.data) ? LIVE_STATUS_POLL_MS : false),
  });
}

function caseMailInFlight(view: CaseView | undefined): boolean {
  if (!view) return false;
  return [view.letterMailing, view.noticeMailing, view.dataRequestMailing].some(
    (mailing) => mailing !== null && (isMailInFlight(mailing.status) || awaitsReturnReceipt(mailing)),
  );
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

const remindersKey = ["/api/reminders"] as const;

/** GET /api/reminders: whether the signed-in user gets deadline reminders. */
export function useReminders() {
  return useQuery({ queryKey: remindersKey, queryFn: () => api.get<{ on: boolean }>("/api/reminders") });
}

/** PATCH /api/reminders: turns deadline reminders on or off for every letter of the signed-in user. */
export function useSetReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => api.patch<{ on: boolean }>("/api/reminders", { on }),
    onSuccess: (state) => queryClient.setQueryData(remindersKey, state),
  });
}

/**
 * PUT /api/demand-letters/{id}/sending (the letter) or /follow-up/sending (the final notice the sender
 * downloaded): when and how the sender sent it; answers the updated case.
 */
export function useRecordSending(letterId: number, document: "letter" | "final-notice" = "letter") {
  const queryClient = useQueryClient();
  const path = document === "letter" ? "sending" : "follow-up/sending";
  return useMutation({
    mutationFn: (body: { sentOn: string; method: SendMethod; trackingNumber: string; deliveredOn: string }) =>
      api.put<CaseView>(`/api/demand-letters/${letterId}/${path}`, body),
    onSuccess: (view) => queryClient.setQueryData(caseKey(letterId), view),
  });
}

/** PUT /api/demand-letters/{id}/appeal-window: the last day to appeal as Meta's notice gives it, or blank for 180 days from the ban. */
export function useRecordAppealDay(letterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastDay: string) => api.put<CaseView>(`/api/demand-letters/${letterId}/appeal-window`, { lastDay }),
    onSuccess: (view) => queryClient.setQueryData(caseKey(letterId), view),
  });
}

/** PUT /api/demand-letters/{id}/county: the sender's county for the small-claims guide, or null for none (decision 0070). */
export function useRecordCounty(letterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (county: string | null) => api.put<CaseView>(`/api/demand-letters/${letterId}/county`, { county }),
    onSuccess: (view) => queryClient.setQueryData(caseKey(letterId), view),
  });
}
