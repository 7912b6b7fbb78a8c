import { and, count, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { AppError } from "../../../domain/errors.ts";
import { replacedCheckoutTypes } from "../../../domain/money/orders.ts";
import { amountToCents } from "../../../domain/money/prices.ts";
import type { Language } from "../../../domain/i18n/languages.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import type { CheckoutSession } from "../../providers/payments/payment-provider.ts";
import { closeCheckoutsSoon } from "./close-checkouts.ts";
import { fulfilCheckout } from "./fulfil-checkout.ts";
import type { PaymentDeps } from "./payment-deps.ts";
import { findOrCreatePendingOrder, type OrderRow, type PendingOrderSpec } from "./pending-order.ts";

export const ALREADY_PAID = "This order is already paid. Find it under My Orders.";
export const PAYMENT_PROCESSING =
  "Your payment for this letter is still being processed by your bank. We will email you as soon as it clears; there is nothing to pay again.";

interface CheckoutPage {
  description: string;
  customerEmail: string;
  /** The account's language, for the provider's checkout page. */
  language?: Language;
  cancelUrl: string;
}

/** One order of a checkout and its line on the card page. */
export interface CheckoutItem {
  spec: PendingOrderSpec;
  description: string;
}

/**
 * Returns a checkout page URL for the pending order matching `spec`: the open session when there
 * is one (a repeated click is not a second charge), otherwise a new one, which replaces the
 * letter's older open checkouts: they are cancelled, and closed at the provider.
 */
export function openCheckout(
  deps: PaymentDeps,
  spec: PendingOrderSpec,
  page: CheckoutPage,
): Promise<{ orderId: number; url: string }> {
  return openGroupCheckout(deps, [{ spec, description: page.description }], page).then(({ orderIds, url }) => ({
    orderId: orderIds[0],
    url,
  }));
}

/**
 * One checkout session for several orders, one line each (a split: one order per letter,
 * decision 0034); one item is the ordinary checkout. An open session is reused only when it pays
 * exactly these orders. An order already tied to another session (a single checkout, or another
 * split) is cancelled and its session closed, and a fresh order takes its place.
 */
export async function openGroupCheckout(
  deps: PaymentDeps,
  items: CheckoutItem[],
  page: Omit<CheckoutPage, "description"> & { description?: string },
): Promise<{ orderIds: number[]; url: string }> {
  const { db, payments, config } = deps;
  for (let attempt = 0; attempt < 4; attempt++) {
    const found: OrderRow[] = [];
    for (const item of items) found.push(await findOrCreatePendingOrder(db, item.spec));
    /* Read again in one query: a click at the same moment ties all of them to its session at once,
       and rows read one by one could see some tied and some not, and cancel a good checkout. */
    const group = await readTogether(db, found);
    const orderIds = group.map((order) => order.id);
    const sessionIds = [...new Set(group.map((order) => order.stripeSessionId))];
    const [shared] = sessionIds;
    if (sessionIds.length === 1 && shared && (await ordersPaidBy(db, shared)) === group.length) {
      const existing = await payments.retrieveCheckout(shared);
      if (existing.status === "open" && existing.url) return { orderIds, url: existing.url };
      if (existing.paymentStatus === "paid") {
        await fulfilCheckout(deps, existing.id);
        throw new AppError("conflict", ALREADY_PAID);
      }
      if (isProcessing(existing)) throw new AppError("conflict", PAYMENT_PROCESSING);
      // The session expired: close these orders and start a fresh one.
      await db
        .update(orders)
        .set({ status: "expired", updatedAt: deps.clock() })
        .where(and(inArray(orders.id, orderIds), eq(orders.status, "pending")));
      continue;
    }
    const tied = group.filter((order) => order.stripeSessionId !== null);
    if (tied.length > 0) {
      await replaceTiedOrders(deps, tied);
      continue;
    }
    for (const order of group) await refuseWhileProcessing(deps, await olderCheckouts(db, order));
    const lines = group.map((order, index) => ({
      orderId: order.id,
      amountCents: amountToCents(order.amount),
      description: items[index].description,
    }));
    const session = await payments.createCheckout({
      orderId: group[0].id,
      amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
      description: page.description ?? items[0].description,
      lines: lines.length > 1 ? lines : undefined,
      customerEmail: page.customerEmail,
      language: page.language,
      successUrl: `${config.appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: page.cancelUrl,
    });
    await db
      .update(orders)
      .set({ stripeSessionId: session.id })
      .where(and(inArray(orders.id, orderIds), isNull(orders.stripeSessionId)));
    for (const order of group) closeCheckoutsSoon(deps, await cancelOlderCheckouts(db, order, deps.clock()));
    if (!session.url) throw new Error(`checkout session ${session.id} has no URL`);
    return { orderIds, url: session.url };
  }
  throw new AppError("conflict", "We could not start the checkout. Please try again.");
}

/** The orders as they are now, read in one query, in the same order. */
async function readTogether(db: Db, found: OrderRow[]): Promise<OrderRow[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        found.map((order) => order.id),
      ),
    );
  return found.map((order) => rows.find((row) => row.id === order.id) ?? order);
}

/** How many orders a checkout session pays. */
async function ordersPaidBy(db: Db, sessionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.stripeSessionId, sessionId));
  return row?.n ?? 0;
}

/**
 * Orders tied to a session that is not this checkout's: a session already paid is settled first
 * (the letter is paid; no second charge), otherwise the orders are cancelled and their sessions closed.
 */
async function replaceTiedOrders(deps: PaymentDeps, tied: OrderRow[]): Promise<void> {
  const sessionIds = [...new Set(tied.map((order) => order.stripeSessionId as string))];
  for (const sessionId of sessionIds) {
    const session = await deps.payments.retrieveCheckout(sessionId);
    if (session.paymentStatus === "paid") {
      await fulfilCheckout(deps, sessionId);
      throw new AppError("conflict", ALREADY_PAID);
    }
    if (isProcessing(session)) throw new AppError("conflict", PAYMENT_PROCESSING);
  }
  await deps.db
    .update(orders)
    .set({ status: "cancelled", updatedAt: deps.clock() })
    .where(
      and(
        inArray(
          orders.id,
          tied.map((order) => order.id),
        ),
        eq(orders.status, "pending"),
      ),
    );
  closeCheckoutsSoon(deps, sessionIds);
}

/**
 * A checkout finished by a delayed payment method (a bank debit) whose money has not arrived: it
 * is neither expired nor replaced, since its payment will land (checkout.session.async_payment_*).
 */
const isProcessing = (session: CheckoutSession) => session.status === "complete" && session.paymentStatus === "unpaid";

/** A new checkout would cancel these: refused while one of them has a payment on its way. */
async function refuseWhileProcessing(deps: PaymentDeps, sessionIds: string[]): Promise<void> {
  for (const sessionId of sessionIds) {
    if (isProcessing(await deps.payments.retrieveCheckout(sessionId)))
      throw new AppError("conflict", PAYMENT_PROCESSING);
  }
}

/** The sessions of the letter's pending checkouts that cancelOlderCheckouts would cancel for `order`. */
async function olderCheckouts(db: Db, order: OrderRow): Promise<string[]> {
  if (order.demandLetterId === null) return [];
  const rows = await db
    .select({ sessionId: orders.stripeSessionId })
    .from(orders)
    .where(
      and(
        eq(orders.demandLetterId, order.demandLetterId),
        eq(orders.status, "pending"),
        lt(orders.id, order.id),
        inArray(orders.type, replacedCheckoutTypes(order.type)),
        isNotNull(orders.stripeSessionId),
      ),
    );
  return rows.map((row) => row.sessionId as string);
}

/**
 * The letter's open checkouts older than `order` for the same purchase (replacedCheckoutTypes)
 * are cancelled; returns their sessions. Only older ones: two checkouts opened at once leave the
 * newer one open rather than cancelling each other.
 */
async function cancelOlderCheckouts(db: Db, order: OrderRow, now: Date): Promise<(string | null)[]> {
  if (order.demandLetterId === null) return [];
  const cancelled = await db
    .update(orders)
    .set({ status: "cancelled", updatedAt: now })
    .where(
      and(
        eq(orders.demandLetterId, order.demandLetterId),
        eq(orders.status, "pending"),
        lt(orders.id, order.id),
        inArray(orders.type, replacedCheckoutTypes(order.type)),
      ),
    )
    .returning({ sessionId: orders.stripeSessionId });
  return cancelled.map((row) => row.sessionId);
}
