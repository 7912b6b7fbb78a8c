import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "@/lib/api-client.ts";

/** GET /api/checkout/confirm: the order as the server sees it after asking the payment provider. */
export interface ConfirmedOrder {
  id: number;
  status: string;
  type: string;
  amount: string;
  demandLetterId: number | null;
  isUpgrade: boolean;
  refundAmount?: string | null;
  refundReason?: string | null;
  refundNote?: string | null;
  refundedAt?: string | null;
  /** Every order the session paid: one per letter of a split (decision 0034). */
  orders?: ConfirmedOrder[];
}

const POLL_EVERY_MS = 2_000;
const POLL_FOR_MS = 30_000;

function keepPolling(data: ConfirmedOrder | undefined, answeredAt: number, startedAt: number): boolean {
  return data?.status === "pending" && answeredAt - startedAt < POLL_FOR_MS;
}

/**
 * Confirms a returning checkout with the server. While the payment is still pending it asks again
 * every 2 s for up to 30 s; `retry` starts another round.
 */
export function useConfirmCheckout(sessionId: string | null) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const query = useQuery<ConfirmedOrder>({
    queryKey: ["/api/checkout/confirm", sessionId],
    queryFn: () => api.get<ConfirmedOrder>(`/api/checkout/confirm?session_id=${encodeURIComponent(sessionId ?? "")}`),
    enabled: sessionId !== null,
    staleTime: 0,
    refetchInterval: (current) =>
      keepPolling(current.state.data, current.state.dataUpdatedAt, startedAt) ? POLL_EVERY_MS : false,
  });
  const polling = keepPolling(query.data, query.dataUpdatedAt, startedAt);

  function retry() {
    setStartedAt(Date.now());
    void query.refetch();
  }

  return { ...query, polling, retry };
}
