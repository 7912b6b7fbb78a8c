import { and, eq, inArray } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/auth.ts";
import { AppError } from "../../../domain/errors.ts";
import { PRICES, type PackageType } from "../../../domain/prices.ts";
import { orders } from "../../db/schema.ts";
import { getOwnLetter } from "../letters/get-own-letter.ts";
import { openCheckout } from "./open-checkout.ts";
import type { PaymentDeps } from "./payment-deps.ts";

const DESCRIPTIONS: Record<PackageType, string> = {
  digital: "Demand letter - digital (PDF + Word)",
  mail: "Demand letter + USPS Certified Mail",
};

export const SIGNATURE_REQUIRED_MESSAGE =
  "Sign the letter before paying for certified mail: a mailed letter always carries your signature. Edit the letter and sign it in the last step.";

/** A letter is mailed only when signed, so certified mail is not sold for an unsigned one. */
export function requireSignature(letter: { signature: unknown }): void {
  if (!letter.signature) throw new AppError("signature_required", SIGNATURE_REQUIRED_MESSAGE);
}

/** POST /api/create-checkout-session: the owner's letter, priced by the server alone. */
export async function startCheckout(deps: PaymentDeps, user: CurrentUser, letterId: number, packageType: PackageType) {
  const letter = await getOwnLetter(deps.db, user.id, letterId);
  const paid = await deps.db
    .select({ type: orders.type })
    .from(orders)
    .where(and(eq(orders.demandLetterId, letter.id), inArray(orders.status, ["completed"])));
  if (paid.some((order) => order.type === "mail")) {
    throw new AppError("conflict", "This letter is already paid for with certified mail. Find it under My Orders.");
  }
  if (paid.length > 0) {
    throw new AppError(
      "conflict",
      packageType === "mail"
        ? "This letter is already paid for as a digital letter. Upgrade it to certified mail from My Orders."
        : "This letter is already paid for. Download it from My Orders.",
    );
  }
  if (packageType === "mail") requireSignature(letter);
  return openCheckout(
    deps,
    { userId: user.id, demandLetterId: letter.id, type: packageType, amountCents: PRICES[packageType] },
    {
      description: `${DESCRIPTIONS[packageType]} - Letter #${letter.id}`,
      customerEmail: user.email,
      cancelUrl: `${deps.config.appUrl}/checkout?letterId=${letter.id}&package=${packageType}&cancelled=1`,
    },
  );
}
