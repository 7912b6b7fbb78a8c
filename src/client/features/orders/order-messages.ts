import { type DeliveryProofs, returnReceiptState } from "../../../domain/case/delivery-proof.ts";
import type { RefundReason } from "../../../domain/money/payment-rules.ts";
import type { MessageId } from "@/i18n/message-ids.ts";

/*
 * The ids of sentences the domain writes in English (delivery-proof.ts, payment-rules.ts), whose
 * English the `app` part holds word for word; the case page, checkout and My Orders show them.
 */

/** The download link's words for a kept proof. */
export function proofLabelId(proof: DeliveryProofs["proofs"][number]): MessageId {
  if (proof.simulated) return "app.tracking.proof.simulated";
  return proof.kind === "return_receipt" ? "app.tracking.proof.returnReceipt" : "app.tracking.proof.printed";
}

/** A sentence for a delivered mailing without a receipt, saying exactly which proof there is. */
export function missingReceiptNoteId(delivery: DeliveryProofs & { status: string | null }): MessageId | null {
  const simulated = delivery.provider === "simulated";
  switch (returnReceiptState(delivery)) {
    case "not_delivered":
    case "kept":
      return null;
    case "not_provided":
      return "app.tracking.note.notProvided";
    case "asked_for":
      return simulated ? "app.tracking.note.askedForSimulated" : "app.tracking.note.askedFor";
    case "never_came":
      return simulated ? "app.tracking.note.neverCameSimulated" : "app.tracking.note.neverCame";
  }
}

/** The ids of REFUND_REASONS' sentences (payment-rules.ts), whose English they hold word for word. */
export const REFUND_REASON_IDS: Record<RefundReason, MessageId> = {
  already_paid: "app.refund.reason.alreadyPaid",
  no_digital_to_upgrade: "app.refund.reason.noDigitalToUpgrade",
  no_letter_for_notice: "app.refund.reason.noLetterForNotice",
  no_letter_for_request: "app.refund.reason.noLetterForRequest",
  notice_not_offered: "app.refund.reason.noticeNotOffered",
  checkout_closed: "app.refund.reason.checkoutClosed",
  letter_deleted: "app.refund.reason.letterDeleted",
  amount_mismatch: "app.refund.reason.amountMismatch",
  upgrade_difference: "app.refund.reason.upgradeDifference",
  admin: "app.refund.reason.admin",
};
