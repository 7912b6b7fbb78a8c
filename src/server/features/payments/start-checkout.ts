import { and, eq, inArray } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/accounts/auth.ts";
import { AppError } from "../../../domain/errors.ts";
import { type MailService, senderFieldProblems } from "../../../domain/letter/mail-field-limits.ts";
import { type MailAbroadLetter, mailRefusalMessage } from "../../../domain/letter/mail-abroad.ts";
import { type LetterPackage, PRICES, type PackageType } from "../../../domain/money/prices.ts";
import { orders } from "../../db/schema.ts";
import { requireUsSender } from "../../../domain/case/us-only-documents.ts";
import { FOLLOW_UP_NOT_OFFERED, followUpFacts, loadCaseRecords } from "../case/get-case.ts";
import { getOwnLetter } from "../letters/get-own-letter.ts";
import type { LetterRow } from "../letters/letter-versions.ts";
import { openCheckout } from "./open-checkout.ts";
import type { PaymentDeps } from "./payment-deps.ts";

export const DESCRIPTIONS: Record<PackageType, string> = {
  digital: "Demand letter - digital (PDF + Word)",
  mail: "Demand letter + USPS Certified Mail",
  "follow-up-mail": "Final notice + USPS Certified Mail",
  "data-request-mail": "Data request + USPS Certified Mail",
};

export const SIGNATURE_REQUIRED_MESSAGE =
  "Sign the letter before paying for certified mail: a mailed letter always carries your signature. Edit the letter and sign it in the last step.";

/** Certified mail is sold only for a US sender's letter to a US address (mail-abroad.ts), before any other check. */
export function requireUsMail(letter: MailAbroadLetter): void {
  const refusal = mailRefusalMessage(letter);
  if (refusal) throw new AppError("conflict", refusal);
}

/** A letter is mailed only when signed, so certified mail is not sold for an unsigned one. */
export function requireSignature(letter: { signature: unknown }): void {
  if (!letter.signature) throw new AppError("signature_required", SIGNATURE_REQUIRED_MESSAGE);
}

/**
 * Certified mail is sold only for a letter the mail service new orders go to will take (decision
 * 0039): a sender's field over its limit is answered 400 at that field, before any payment.
 */
export function requireMailableFields(
  letter: { fullName: string; address: string; city: string },
  service: MailService,
): void {
  const fields = senderFieldProblems(service, letter);
  const [first] = Object.values(fields);
  if (first) throw new AppError("invalid_input", first, fields);
}

/** POST /api/create-checkout-session: the owner's letter, priced by the server alone. */
export async function startCheckout(deps: PaymentDeps, user: CurrentUser, letterId: number, packageType: PackageType) {
  const letter = await getOwnLetter(deps.db, user.id, letterId);
  const paid = await deps.db
    .select({ type: orders.type })
    .from(orders)
    .where(and(eq(orders.demandLetterId, letter.id), inArray(orders.status, ["completed"])));
  if (packageType === "follow-up-mail") return startNoticeCheckout(deps, user, letter, paid);
  if (packageType === "data-request-mail") return startDataRequestCheckout(deps, user, letter, paid);
  return startLetterCheckout(deps, user, letter, paid, packageType);
}

async function startLetterCheckout(
  deps: PaymentDeps,
  user: CurrentUser,
  letter: LetterRow,
  paid: { type: string }[],
  packageType: LetterPackage,
) {
  refuseIfPaid(paid, packageType);
  if (packageType === "mail") {
    requireUsMail(letter);
    requireSignature(letter);
    requireMailableFields(letter, deps.config.mailProvider);
  }
  return openCheckout(
    deps,
    { userId: user.id, demandLetterId: letter.id, type: packageType, amountCents: PRICES[packageType] },
    {
      description: `${DESCRIPTIONS[packageType]} - Letter #${letter.id}`,
      customerEmail: user.email,
      language: user.language,
      cancelUrl: `${deps.config.appUrl}/checkout?letterId=${letter.id}&package=${packageType}&cancelled=1`,
    },
  );
}

/** A letter already paid for (digital or mail) is never sold again; the upgrade is its own checkout. */
export function refuseIfPaid(paid: { type: string }[], packageType: LetterPackage, letterId?: number): void {
  const which = letterId === undefined ? "This letter" : `Letter #${letterId}`;
  if (paid.some((order) => order.type === "mail")) {
    throw new AppError("conflict", `${which} is already paid for with certified mail. Find it under My Orders.`);
  }
  if (paid.some((order) => order.type === "digital")) {
    throw new AppError(
      "conflict",
      packageType === "mail"
        ? `${which} is already paid for as a digital letter. Upgrade it to certified mail from My Orders.`
        : `${which} is already paid for. Download it from My Orders.`,
    );
  }
}

/**
 * The final notice by certified mail, $20: for a paid, signed letter whose final notice is offered
 * (its deadline passed, or Meta refused or did not answer), once per letter.
 */
async function startNoticeCheckout(deps: PaymentDeps, user: CurrentUser, letter: LetterRow, paid: { type: string }[]) {
  requireUsSender(letter, "final-notice");
  if (!paid.some((order) => order.type === "digital" || order.type === "mail")) {
    throw new AppError("conflict", "Pay for your letter first: the final notice follows it.");
  }
  if (paid.some((order) => order.type === "follow-up-mail")) {
    throw new AppError(
      "conflict",
      "This letter's final notice is already paid for with certified mail. Find it under My Orders.",
    );
  }
  const { offered } = followUpFacts(letter, await loadCaseRecords(deps.db, letter.id), deps.clock());
  if (!offered) throw new AppError("conflict", FOLLOW_UP_NOT_OFFERED);
  requireUsMail(letter);
  requireSignature(letter);
  requireMailableFields(letter, deps.config.mailProvider);
  return openCheckout(
    deps,
    { userId: user.id, demandLetterId: letter.id, type: "follow-up-mail", amountCents: PRICES["follow-up-mail"] },
    {
      description: `${DESCRIPTIONS["follow-up-mail"]} - Letter #${letter.id}`,
      customerEmail: user.email,
      language: user.language,
      cancelUrl: `${deps.config.appUrl}/letters/${letter.id}?cancelled=1`,
    },
  );
}

/**
 * The data-access request by certified mail to Meta's privacy address, $20: for any paid, signed
 * letter, once per letter (issue 28). It is free to download; this is the mailing.
 */
async function startDataRequestCheckout(
  deps: PaymentDeps,
  user: CurrentUser,
  letter: LetterRow,
  paid: { type: string }[],
) {
  if (!paid.some((order) => order.type === "digital" || order.type === "mail")) {
    throw new AppError("conflict", "Pay for your letter first: the data request comes with it.");
  }
  if (paid.some((order) => order.type === "data-request-mail")) {
    throw new AppError(
      "conflict",
      "This letter's data request is already paid for with certified mail. Find it under My Orders.",
    );
  }
  requireUsMail(letter);
  requireSignature(letter);
  requireMailableFields(letter, deps.config.mailProvider);
  return openCheckout(
    deps,
    {
      userId: user.id,
      demandLetterId: letter.id,
      type: "data-request-mail",
      amountCents: PRICES["data-request-mail"],
    },
    {
      description: `${DESCRIPTIONS["data-request-mail"]} - Letter #${letter.id}`,
      customerEmail: user.email,
      language: user.language,
      cancelUrl: `${deps.config.appUrl}/letters/${letter.id}?cancelled=1#further`,
    },
  );
}
