import { and, eq, inArray } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/accounts/auth.ts";
import { type LetterPackage, PRICES } from "../../../domain/money/prices.ts";
import { orders } from "../../db/schema.ts";
import { getOwnLetter } from "../letters/get-own-letter.ts";
import { openGroupCheckout } from "./open-checkout.ts";
import type { PaymentDeps } from "./payment-deps.ts";
import {
  DESCRIPTIONS,
  refuseIfPaid,
  requireMailableFields,
  requireSignature,
  requireUsMail,
} from "./start-checkout.ts";

/**
 * POST /api/create-checkout-session with `letterIds`: the letters of a split paid in one
 * checkout, one order and one line per letter, each priced by the server (decision 0034). Every
 * letter must be the user's and unpaid, and signed for certified mail; otherwise nothing is opened.
 */
export async function startSplitCheckout(
  deps: PaymentDeps,
  user: CurrentUser,
  letterIds: number[],
  packageType: LetterPackage,
) {
  const letters = [];
  for (const id of letterIds) letters.push(await getOwnLetter(deps.db, user.id, id));
  const paid = await deps.db
    .select({ letterId: orders.demandLetterId, type: orders.type })
    .from(orders)
    .where(and(inArray(orders.demandLetterId, letterIds), eq(orders.status, "completed")));
  for (const letter of letters) {
    refuseIfPaid(
      paid.filter((order) => order.letterId === letter.id),
      packageType,
      letter.id,
    );
    if (packageType === "mail") {
      requireUsMail(letter);
      requireSignature(letter);
      requireMailableFields(letter, deps.config.mailProvider);
    }
  }
  const { orderIds, url } = await openGroupCheckout(
    deps,
    letters.map((letter) => ({
      spec: { userId: user.id, demandLetterId: letter.id, type: packageType, amountCents: PRICES[packageType] },
      description: `${DESCRIPTIONS[packageType]} - Letter #${letter.id}`,
    })),
    {
      customerEmail: user.email,
      language: user.language,
      cancelUrl: `${deps.config.appUrl}/checkout?letterId=${letterIds[0]}&letters=${letterIds.join(",")}&package=${packageType}&cancelled=1`,
    },
  );
  return { url, orderIds };
}
