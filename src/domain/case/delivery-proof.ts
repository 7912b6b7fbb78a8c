/** What a mailing holds as proof of delivery, as the order card and the case page show it. */
export interface DeliveryProofs {
  /** The mail service it was handed to: "letterstream" | "lob" | "simulated"; null before the hand-over. */
  provider: string | null;
  /** The proofs kept, each downloadable at /api/orders/:id/proofs/:kind. */
  proofs: { kind: "return_receipt" | "printed_piece"; simulated: boolean }[];
  /** The mail service is still being asked for a proof it owes (from delivery until kept, or 30 days). */
  proofsAsked: boolean;
}

/**
 * Where a mailing stands with its return receipt, the one answer My Orders and the case page both
 * show: nothing before delivery; then kept, still asked for, not given by the service (Lob), or
 * asked for in vain.
 */
export type ReturnReceiptState = "not_delivered" | "kept" | "asked_for" | "not_provided" | "never_came";

export function returnReceiptState(mailing: DeliveryProofs & { status: string | null }): ReturnReceiptState {
  if (mailing.status !== "delivered") return "not_delivered";
  if (mailing.proofs.some((proof) => proof.kind === "return_receipt")) return "kept";
  if (mailing.provider === "lob") return "not_provided";
  return mailing.proofsAsked ? "asked_for" : "never_came";
}

/** A page showing this mailing asks again: its receipt may arrive at any moment. */
export function awaitsReturnReceipt(mailing: DeliveryProofs & { status: string | null }): boolean {
  return returnReceiptState(mailing) === "asked_for";
}

/** The download link's words for a kept proof. */
export function proofLinkLabel(proof: DeliveryProofs["proofs"][number]): string {
  if (proof.simulated) return "Simulated return receipt (not issued by USPS)";
  return proof.kind === "return_receipt"
    ? "Proof of delivery (USPS return receipt)"
    : "Copy of the letter as printed for mailing";
}

/** A sentence for a delivered mailing without a receipt, saying exactly which proof there is. */
export function missingReceiptNote(mailing: DeliveryProofs & { status: string | null }): string | null {
  const simulated = mailing.provider === "simulated";
  switch (returnReceiptState(mailing)) {
    case "not_delivered":
    case "kept":
      return null;
    case "not_provided":
      return "Proof of delivery: the USPS tracking events above, as Lob reported them. Lob does not provide the signed return receipt.";
    case "asked_for":
      return simulated
        ? "The simulated mailer's stand-in return receipt (not USPS's) will appear here in a moment."
        : "We are asking the mail service for the signed USPS return receipt; it will appear here when it comes.";
    case "never_came":
      return simulated
        ? "The simulated mailer gave no return receipt for this mailing."
        : "The mail service did not give us the signed USPS return receipt. Proof of delivery: the USPS tracking events, as it reported them.";
  }
}

export function proofUrl(orderId: number, kind: DeliveryProofs["proofs"][number]["kind"]): string {
  return `/api/orders/${orderId}/proofs/${kind}`;
}
