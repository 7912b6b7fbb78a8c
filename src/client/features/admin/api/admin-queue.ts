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

export const adminQueueQuery = queryOptions({
  queryKey: adminQueueKey,
  queryFn: () => api.get<QueuedOrder[]>("/api/admin/queue"),
  refetchInterval: QUEUE_POLL_MS,
});

export const useAdminQueue = () => useQuery(adminQueueQuery);

export const removedFromQueueKey = ["/api/admin/queue/removed"] as const;

/** GET /api/admin/queue/removed: mailings support cancelled, not refunded, that can be put back. */
export const useRemovedFromQueue = () =>
  useQuery({
    queryKey: removedFromQueueKey,
    queryFn: () => api.get<QueuedOrder[]>("/api/admin/queue/removed"),
    refetchInterval: QUEUE_POLL_MS,
  });
