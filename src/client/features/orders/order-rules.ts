import type { Order } from "./api/orders-query.ts";

/** Spec §4: the upgrade is offered on completed digital orders that are not upgrades themselves. */
export function offersUpgrade(order: Order, all: readonly Order[]): boolean {
  if (order.status !== "completed" || order.type !== "digital" || order.isUpgrade) return false;
  return !completedUpgradeOf(order, all);
}

/** The paid upgrade order made from `order`, if any. */
export function completedUpgradeOf(order: Order, all: readonly Order[]): Order | undefined {
  return all.find((other) => other.upgradedFromOrderId === order.id && other.status === "completed");
}

/** An order counts once it is paid (a refund keeps it counted); a checkout left unpaid never does. */
export const isPlacedOrder = (order: Order) => order.status === "completed" || order.status === "refunded";
