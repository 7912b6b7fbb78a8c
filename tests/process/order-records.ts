import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../src/server/db/client.ts";
import { auditEvents, orders, providerEvents } from "../../src/server/db/schema.ts";

export function ordersOfLetters(db: Db, letterIds: number[]) {
  return db.select().from(orders).where(inArray(orders.demandLetterId, letterIds)).orderBy(orders.id);
}

/**
 * Makes the orders due for the dispatch workers now: what they would find once a worker's lease
 * (10 minutes with LetterStream) or the wait before the next tracking poll (30 minutes or more) has passed.
 */
export function letDispatchWaitPass(db: Db, orderIds: number[]) {
  const past = new Date(Date.now() - 1000);
  return db.update(orders).set({ dispatchNextAt: past, dispatchLeaseUntil: null }).where(inArray(orders.id, orderIds));
}

export function stripeEvents(db: Db, eventIds: string[]) {
  return db.select().from(providerEvents).where(inArray(providerEvents.eventId, eventIds));
}

/** What the system wrote down about the orders: payment mismatches, paused or waiting dispatch. */
export function auditEventsOfOrders(db: Db, orderIds: number[]) {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, "order"), inArray(auditEvents.targetId, orderIds.map(String))));
}
