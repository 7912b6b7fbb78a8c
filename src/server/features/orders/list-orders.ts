import { and, desc, eq, sql } from "drizzle-orm";
import type { DeliveryProofs } from "../../../domain/case/delivery-proof.ts";
import type { Db } from "../../db/client.ts";
import type { ReadCache } from "../../db/read-cache.ts";
import { demandLetters, orders } from "../../db/schema.ts";
import { caseTimeZone } from "../case/get-case.ts";
import { userSeesOrder } from "./user-visible.ts";

/**
 * The user's orders, newest first (without checkouts that ended unpaid, see userSeesOrder), with the fields the pages show: a statement prepared once per
 * database, read through the process's read cache (any write to orders empties it).
 */
export function prepareListOrders(db: Db, readCache: ReadCache) {
  const statement = db
    .select({
      id: orders.id,
      type: orders.type,
      amount: orders.amount,
      status: orders.status,
      createdAt: orders.createdAt,
      mailTracking: orders.mailTracking,
      mailStatus: orders.mailStatus,
      mailEvents: orders.mailEvents,
      demandLetterId: orders.demandLetterId,
      isUpgrade: orders.isUpgrade,
      upgradedFromOrderId: orders.upgradedFromOrderId,
      refundAmount: orders.refundAmount,
      refundReason: orders.refundReason,
      refundNote: orders.refundNote,
      refundedAt: orders.refundedAt,
      mailCancelledAt: orders.mailCancelledAt,
      mailCancelReason: orders.mailCancelReason,
      mailProvider: orders.mailProvider,
      /*
       * The proofs of delivery kept (no bytes): which kinds, and whether simulated. The order's id is
       * named with its table: a bare "id" inside the subquery would be the proof's own id.
       */
      proofs: sql<DeliveryProofs["proofs"]>`coalesce((
        select json_agg(json_build_object('kind', p.kind, 'simulated', p.simulated) order by p.kind desc)
        from mail_proofs p where p.order_id = "orders"."id"), '[]'::json)`,
      proofsAsked: sql<boolean>`${orders.proofNextAt} is not null`,
      letterState: demandLetters.state,
      letterZip: demandLetters.zipCode,
      letterCountry: demandLetters.country,
    })
    .from(orders)
    .leftJoin(demandLetters, eq(demandLetters.id, orders.demandLetterId))
    .where(and(eq(orders.userId, sql.placeholder("userId")), userSeesOrder))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .prepare("list_orders");
  return (userId: number) =>
    readCache.read(`orders:${userId}`, async () =>
      (await statement.execute({ userId })).map(({ letterState, letterZip, letterCountry, ...order }) => ({
        ...order,
        /* Times print in the sender's zone, as on the case page (decision 0025); null without a letter. */
        timeZone:
          letterState === null || letterZip === null
            ? null
            : caseTimeZone({ state: letterState, zipCode: letterZip, country: letterCountry }),
      })),
    );
}
