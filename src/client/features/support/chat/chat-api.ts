import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChatView } from "../../../../domain/accounts/support-messages.ts";
import { CHAT_POLL_MS } from "../../../../domain/accounts/support-promises.ts";
import { api } from "@/lib/api-client.ts";

export const chatKey = ["/api/support/chat"] as const;
/** While the panel is closed and an answer is awaited, a slower look for it (for the unread mark). */
const CLOSED_POLL_MS = 30_000;

/**
 * GET /api/support/chat: the user's own conversation. Polled every CHAT_POLL_MS while the panel is
 * open; while closed, only when waiting for an answer (decision 0046).
 */
export const useChat = (open: boolean) =>
  useQuery({
    queryKey: chatKey,
    queryFn: () => api.get<ChatView>(chatKey[0]),
    staleTime: 0,
    refetchInterval: (query) =>
      open ? CHAT_POLL_MS : query.state.data?.waitingSince || query.state.data?.unseen ? CLOSED_POLL_MS : false,
  });

/** POST /api/support/chat: one line; answers with the conversation as it now is. */
export function useSendChatLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => api.post<ChatView>(chatKey[0], { message }),
    onSuccess: (view) => queryClient.setQueryData(chatKey, view),
  });
}

/** POST /api/support/chat/seen: support's replies up to `through` were on screen. */
export function useMarkChatSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (through: number) => api.post<ChatView>(`${chatKey[0]}/seen`, { through }),
    onSuccess: (view) => queryClient.setQueryData(chatKey, view),
  });
}
