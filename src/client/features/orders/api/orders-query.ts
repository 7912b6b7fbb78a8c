import { useQuery } from "@tanstack/react-query";
import type { DeliveryProofs } from "../../../../domain/case/delivery-proof.ts";
import type { OrderStatus, OrderType } from "../../../../domain/money/orders.ts";

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

/** Newest first, as the server sends them. */
export const useOrderList = () => useQuery<Order[]>({ queryKey: ordersQueryKey });
