import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { isMailInFlight, LIVE_STATUS_POLL_MS } from "../../../../domain/case/mail-status.ts";
import { api } from "@/lib/api-client.ts";
import { adminLettersKey } from "./admin-letters.ts";
import { adminSummaryKey } from "./admin-overview.ts";

/** GET /api/admin/queue: a paid mail order waiting to go out or in flight. */
export interface QueuedOrder {
  id: number;
  type: string;
  amount: string;
  isUpgrade: boolean;
  demandLetterId: number | null;
  userEmail: string;
  queuedAt: string | null;
  mailStatus: string;
  letterStreamStatus: string | null;
  letterStreamJobId: string | null;
  /** The mail service it was handed to ("letterstream" | "lob" | "simulated"), and its own id for the letter (Lob's). */
  mailProvider?: string | null;
  mailProviderId?: string | null;
  mailTracking: string | null;
  dispatchAttempts: number;
  dispatchNextAt: string | null;
  dispatchError: string | null;
  /** Support cancelled the mailing before hand-over, and why. */
  mailCancelledAt?: string | null;
  mailCancelReason?: string | null;
}

/** Spec §9: the queue is polled every 30 seconds. */
export const QUEUE_POLL_MS = 30_000;

export const adminQueueKey = ["/api/admin/queue"] as const;

/** Every 30 seconds, and every few seconds while a mailing in the queue is on its way (decision 0045). */
export const adminQueueQuery = queryOptions({
  queryKey: adminQueueKey,
  queryFn: () => api.get<QueuedOrder[]>("/api/admin/queue"),
  refetchInterval: (query) =>
    (query.state.data ?? []).some((order) => isMailInFlight(order.mailStatus)) ? LIVE_STATUS_POLL_MS : QUEUE_POLL_MS,
});

/** The queue; when a mailing in it moves or leaves it, the letters table and the summary are read again. */
export function useAdminQueue() {
  const queue = useQuery(adminQueueQuery);
  const queryClient = useQueryClient();
  const moves = (queue.data ?? []).map((order) => `${order.id}:${order.mailStatus}:${order.mailTracking ?? ""}`).join();
  const seen = useRef<string>(undefined);
  useEffect(() => {
    if (queue.data === undefined) return;
    if (seen.current !== undefined && seen.current !== moves) {
      void queryClient.invalidateQueries({ queryKey: adminLettersKey });
      void queryClient.invalidateQueries({ queryKey: adminSummaryKey });
    }
    seen.current = moves;
  }, [moves, queue.data, queryClient]);
  return queue;
}

export const removedFromQueueKey = ["/api/admin/queue/removed"] as const;

/** GET /api/admin/queue/removed: mailings support cancelled, not refunded, that can be put back. */
export const useRemovedFromQueue = () =>
  useQuery({
    queryKey: removedFromQueueKey,
    queryFn: () => api.get<QueuedOrder[]>("/api/admin/queue/removed"),
    refetchInterval: QUEUE_POLL_MS,
  });
