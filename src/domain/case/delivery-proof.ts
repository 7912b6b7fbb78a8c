/** What a mailing holds as proof of delivery, as the order card and the case page show it. */
export interface DeliveryProofs {
  /** The mail service it was handed to: "letterstream" | "lob" | "simulated"; null before the hand-over. */
  provider: string | null;
  /** The proofs kept, each downloadable at /api/orders/:id/proofs/:kind. */
  proofs: { kind: "return_receipt" | "printed_piece"; simulated: boolean }[];
}

/** The download link's words for a kept proof. */
export function proofLinkLabel(proof: DeliveryProofs["proofs"][number]): string {
  if (proof.simulated) return "Simulated return receipt (not issued by USPS)";
  return proof.kind === "return_receipt"
    ? "Proof of delivery (USPS return receipt)"
    : "Copy of the letter as printed for mailing";
}

/** A sentence for a delivered mailing without a receipt yet, saying exactly which proof there is. */
export function missingReceiptNote(mailing: DeliveryProofs): string | null {
  if (mailing.proofs.some((proof) => proof.kind === "return_receipt")) return null;
  if (mailing.provider === "lob")
    return "Proof of delivery: the USPS tracking events above, as Lob reported them. Lob does not provide the signed return receipt.";
  return "We ask the mail service for the signed USPS return receipt; it will appear here when it comes.";
}

export function proofUrl(orderId: number, kind: DeliveryProofs["proofs"][number]["kind"]): string {
  return `/api/orders/${orderId}/proofs/${kind}`;
}
