import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client.ts";

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
  mailTracking: string | null;
  dispatchAttempts: number;
  dispatchNextAt: string | null;
  dispatchError: string | null;
}

/** Spec §9: the queue is polled every 30 seconds. */
export const QUEUE_POLL_MS = 30_000;

export const adminQueueKey = ["/api/admin/queue"] as const;

export const adminQueueQuery = queryOptions({
  queryKey: adminQueueKey,
  queryFn: () => api.get<QueuedOrder[]>("/api/admin/queue"),
  refetchInterval: QUEUE_POLL_MS,
});

export const useAdminQueue = () => useQuery(adminQueueQuery);
