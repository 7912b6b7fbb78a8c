import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast.ts";
import { api, errorMessage } from "@/lib/api-client.ts";
import { adminLettersKey } from "./admin-letters.ts";
import { adminAuditKey, adminSummaryKey } from "./admin-overview.ts";
import { adminQueueKey, removedFromQueueKey } from "./admin-queue.ts";
import { adminAlertsKey } from "./admin-alerts.ts";

type Message = { message: string };

interface AdminActionOptions<Input> {
  request: (input: Input) => Promise<Message>;
  failure: string;
}

/** An admin call with the spec's toasts: the server's words on success, else its error or the fallback. */
function useAdminAction<Input>({ request, failure }: AdminActionOptions<Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ message }) => toast({ title: "Success", description: message }),
    onError: (error) => toast({ title: "Error", description: errorMessage(error, failure), variant: "destructive" }),
    // Whatever happened, show the queue and the letters as the server now has them.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueueKey }),
        queryClient.invalidateQueries({ queryKey: removedFromQueueKey }),
        queryClient.invalidateQueries({ queryKey: adminLettersKey }),
        queryClient.invalidateQueries({ queryKey: adminSummaryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
        queryClient.invalidateQueries({ queryKey: adminAlertsKey }),
      ]),
  });
}

/** POST /api/admin/queue/retry */
export const useRetryQueuedOrder = () =>
  useAdminAction({
    request: (orderId: number) => api.post<Message>("/api/admin/queue/retry", { orderId }),
    failure: "Failed to submit to LetterStream.",
  });

/** POST /api/admin/queue/remove with the reason the customer is shown; then, if asked, the refund of the order. */
export const useRemoveQueuedOrder = () =>
  useAdminAction({
    request: async (input: { orderId: number; reason: string; refund: boolean }) => {
      const removed = await api.post<Message>("/api/admin/queue/remove", {
        orderId: input.orderId,
        reason: input.reason,
      });
      if (!input.refund) return removed;
      await api.post(`/api/admin/orders/${input.orderId}/refund`, { reason: input.reason });
      return { message: `${removed.message}. The payment is being refunded.` };
    },
    failure: "Failed to remove order from queue.",
  });

/** POST /api/admin/tracking */
export const useSetTracking = () =>
  useAdminAction({
    request: (input: { letterId: number; tracking: string; confirmDelivered?: boolean; reason?: string }) =>
      api.post<Message>("/api/admin/tracking", input),
    failure: "Failed to update tracking number.",
  });

/** POST /api/admin/orders/{id}/refund with the reason the customer is shown. */
export const useRefundOrder = () =>
  useAdminAction({
    request: async (input: { orderId: number; reason: string }) => {
      await api.post(`/api/admin/orders/${input.orderId}/refund`, { reason: input.reason });
      return { message: `Order #${input.orderId} is being refunded.` };
    },
    failure: "Failed to refund the order.",
  });

/** POST /api/admin/alerts/{id}/resolve: the alert has been dealt with. */
export const useResolveAlert = () =>
  useAdminAction({
    request: (alertId: number) => api.post<Message>(`/api/admin/alerts/${alertId}/resolve`, {}),
    failure: "Failed to resolve the alert.",
  });
