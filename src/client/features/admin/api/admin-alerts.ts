import { useQuery } from "@tanstack/react-query";
import type { OperatorAlerts } from "../../../../domain/accounts/operator-alerts.ts";
import { api } from "@/lib/api-client.ts";
import { QUEUE_POLL_MS } from "./admin-queue.ts";

export const adminAlertsKey = ["/api/admin/alerts"] as const;

/** GET /api/admin/alerts: what only a person can settle, with the open count; polled like the queue. */
export const useAdminAlerts = () =>
  useQuery({
    queryKey: adminAlertsKey,
    queryFn: () => api.get<OperatorAlerts>("/api/admin/alerts"),
    refetchInterval: QUEUE_POLL_MS,
  });
