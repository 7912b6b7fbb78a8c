import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  SupportMessageData,
  SupportMessageList,
  SupportMessageView,
} from "../../../../domain/accounts/support-messages.ts";
import { CHAT_POLL_MS } from "../../../../domain/accounts/support-promises.ts";
import { api } from "@/lib/api-client.ts";
import { adminAuditKey } from "@/features/admin/api/admin-overview.ts";

type Message = { message: string };

export const supportMessagesKey = ["/api/admin/support/messages"] as const;
const supportMessageKey = (id: number) => [...supportMessagesKey, id] as const;

/** POST /api/support/messages: the /support form, signed in or not. */
export const useSendSupportMessage = () =>
  useMutation({
    mutationFn: (input: SupportMessageData) => api.post<Message & { id: number }>("/api/support/messages", input),
  });

/** How often the Messages tab looks for new conversations and lines waiting (decision 0046). */
const INBOX_POLL_MS = 10_000;

/**
 * GET /api/admin/support/messages: live conversations waiting, then mail buyers' messages first,
 * then newest; with the unread count. Polled while the tab is open.
 */
export const useSupportMessages = () =>
  useQuery({
    queryKey: supportMessagesKey,
    queryFn: () => api.get<SupportMessageList>(supportMessagesKey[0]),
    staleTime: 0,
    refetchInterval: INBOX_POLL_MS,
  });

/** GET /api/admin/support/messages/{id}: one message with the replies sent; a live conversation is polled. */
export const useSupportMessage = (id: number) =>
  useQuery({
    queryKey: supportMessageKey(id),
    queryFn: () => api.get<SupportMessageView>(`${supportMessagesKey[0]}/${id}`),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.chat ? CHAT_POLL_MS : false),
  });

/** After a change: the list (order, unread count), the message and the audit log as the server has them. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: supportMessagesKey }),
      queryClient.invalidateQueries({ queryKey: adminAuditKey }),
    ]);
}

/** POST /api/admin/support/messages/{id}/read */
export function useMarkSupportMessage(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (read: boolean) => api.post<Message>(`${supportMessagesKey[0]}/${id}/read`, { read }),
    onSettled: refresh,
  });
}

/** POST /api/admin/support/messages/{id}/reply: emailed to the sender, or shown in their chat panel. */
export function useReplyToSupportMessage(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (message: string) => api.post<Message>(`${supportMessagesKey[0]}/${id}/reply`, { message }),
    onSettled: refresh,
  });
}
