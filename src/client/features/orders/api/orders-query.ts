import { useQuery } from "@tanstack/react-query";
import type { DeliveryProofs } from "../../../../domain/case/delivery-proof.ts";
import { isMailInFlight, LIVE_STATUS_POLL_MS } from "../../../../domain/case/mail-status.ts";
import { isMailedOrder, type OrderStatus, type OrderType } from "../../../../domain/money/orders.ts";

/** GET /api/orders: one of the signed-in user's orders. `amount` is numeric text, e.g. "25.00". */
export interface Order {
  id: number;
  type: OrderType | (string & {});
  amount: string;
  status: OrderStatus | (string & {});
  createdAt: string;
  mailTracking: string | null;
  mailStatus: string | null;
  /** The mail statuses seen, oldest first. */
  mailEvents?: { status: string; at: string }[];
  demandLetterId: number | null;
  isUpgrade: boolean;
  upgradedFromOrderId: number | null;
  /** Money sent back on this order, with the stored reason (see refundReasonText); null when none. */
  refundAmount?: string | null;
  refundReason?: string | null;
  refundNote?: string | null;
  refundedAt?: string | null;
  /** Support cancelled the mailing before it was handed over, and why. */
  mailCancelledAt?: string | null;
  mailCancelReason?: string | null;
  /** The mail service it was handed to, and the proofs of delivery kept. */
  mailProvider?: DeliveryProofs["provider"];
  proofs?: DeliveryProofs["proofs"];
}

/** The same key the dashboard reads, so both share one cache entry. */
export const ordersQueryKey = ["/api/orders"] as const;

/** A paid mailing among them still moving: the list asks again until none is (decision 0045). */
export const hasMailInFlight = (list: readonly Order[] | undefined) =>
  (list ?? []).some(
    (order) => order.status === "completed" && isMailedOrder(order.type) && isMailInFlight(order.mailStatus),
  );

/** Newest first, as the server sends them; kept live while a mailing is on its way. */
export const useOrderList = () =>
  useQuery<Order[]>({
    queryKey: ordersQueryKey,
    refetchInterval: (query) => (hasMailInFlight(query.state.data) ? LIVE_STATUS_POLL_MS : false),
  });
