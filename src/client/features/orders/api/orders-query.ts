import { useQuery } from "@tanstack/react-query";
import { awaitsReturnReceipt, type DeliveryProofs } from "../../../../domain/case/delivery-proof.ts";
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
  proofsAsked?: boolean;
  /** The sender's time zone, in which the mail times print (as on the case page); null without a letter. */
  timeZone?: string | null;
}

/** The same key the dashboard reads, so both share one cache entry. */
export const ordersQueryKey = ["/api/orders"] as const;

/**
 * A paid mailing among them still moving, or delivered with its return receipt still asked for:
 * the list asks again until none is (decisions 0045, 0049).
 */
export const hasMailInFlight = (list: readonly Order[] | undefined) =>
  (list ?? []).some(
    (order) =>
      order.status === "completed" &&
      isMailedOrder(order.type) &&
      (isMailInFlight(order.mailStatus) || awaitsReturnReceipt(orderDelivery(order))),
  );

/** An order's mailing as the proof-of-delivery functions read it, the same fields the case page sends. */
export const orderDelivery = (order: Order) => ({
  orderId: order.id,
  status: order.mailStatus,
  provider: order.mailProvider ?? null,
  proofs: order.proofs ?? [],
  proofsAsked: order.proofsAsked ?? false,
});

/** Newest first, as the server sends them; kept live while a mailing is on its way. */
export const useOrderList = () =>
  useQuery<Order[]>({
    queryKey: ordersQueryKey,
    refetchInterval: (query) => (hasMailInFlight(query.state.data) ? LIVE_STATUS_POLL_MS : false),
  });
