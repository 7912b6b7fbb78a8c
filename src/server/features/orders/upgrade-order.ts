import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/accounts/auth.ts";
import { AppError } from "../../../domain/errors.ts";
import { canUpgrade } from "../../../domain/money/orders.ts";
import { amountToCents, PRICES } from "../../../domain/money/prices.ts";
import type { Db } from "../../db/client.ts";
import { demandLetters, orders } from "../../db/schema.ts";
import { mailRefusalMessage } from "../../../domain/letter/mail-abroad.ts";
import { getOwnLetter } from "../letters/get-own-letter.ts";
import { openCheckout } from "../payments/open-checkout.ts";
import { requireMailableFields, requireSignature, requireUsMail } from "../payments/start-checkout.ts";
import type { PaymentDeps } from "../payments/payment-deps.ts";

/** Whether the user's order can be upgraded to certified mail; another user's order is 404. */
export async function checkUpgrade(db: Db, userId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError("not_found", "Order not found.");
  const [paidMail] =
    order.demandLetterId === null
      ? []
      : await db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.demandLetterId, order.demandLetterId),
              eq(orders.type, "mail"),
              eq(orders.status, "completed"),
            ),
          )
          .limit(1);
  const eligible = canUpgrade({
    ownerMatches: order.userId === userId,
    status: order.status,
    type: order.type,
    isUpgrade: order.isUpgrade,
    letterHasPaidMail: paidMail !== undefined,
  });
  /* A letter we cannot mail (from or to outside the US) is never upgraded; the answer says why. */
  const [letter] =
    order.demandLetterId === null
      ? []
      : await db
          .select({
            country: demandLetters.country,
            recipientBusinessId: demandLetters.recipientBusinessId,
            platforms: demandLetters.platforms,
          })
          .from(demandLetters)
          .where(eq(demandLetters.id, order.demandLetterId));
  const refusal = letter ? mailRefusalMessage(letter) : null;
  return { order, canUpgrade: eligible && refusal === null, refusal };
}

/** A new mail order for the same letter at the upgrade price, and its checkout page. */
export async function upgradeOrder(deps: PaymentDeps, user: CurrentUser, orderId: number) {
  const { order, canUpgrade: eligible, refusal } = await checkUpgrade(deps.db, user.id, orderId);
  if (refusal) throw new AppError("conflict", refusal);
  if (!eligible || order.demandLetterId === null)
    throw new AppError("conflict", "This order is not eligible for upgrade.");
  const letter = await getOwnLetter(deps.db, user.id, order.demandLetterId);
  requireUsMail(letter);
  requireSignature(letter);
  requireMailableFields(letter, deps.config.mailProvider);
  return openCheckout(
    deps,
    {
      userId: user.id,
      demandLetterId: order.demandLetterId,
      type: "mail",
      amountCents: PRICES.upgrade,
      upgradedFromOrderId: order.id,
      originalAmountCents: amountToCents(order.amount),
    },
    {
      description: `Upgrade to USPS Certified Mail - Letter #${order.demandLetterId}`,
      customerEmail: user.email,
      language: user.language,
      cancelUrl: `${deps.config.appUrl}/orders?upgradeCancelled=1`,
    },
  );
}
