import { describe, expect, it } from "vitest";
import englishApp from "../../src/client/i18n/messages/en/app.json";
import englishDashboard from "../../src/client/i18n/messages/en/dashboard.json";
import { MAIL_STATUS_IDS, ORDER_TYPE_IDS } from "../../src/client/lib/status-names.ts";
import {
  missingReceiptNoteId,
  proofLabelId,
  REFUND_REASON_IDS,
} from "../../src/client/features/orders/order-messages.ts";
import { type DeliveryProofs, missingReceiptNote, proofLinkLabel } from "../../src/domain/case/delivery-proof.ts";
import { MAIL_STATUS_LABELS } from "../../src/domain/case/mail-status.ts";
import { ORDER_TYPE_LABELS } from "../../src/domain/money/orders.ts";
import { REFUND_REASONS } from "../../src/domain/money/payment-rules.ts";
import { DEFAULT_BANNER } from "../../src/server/env.ts";

/** The English catalog's text for an id (these messages have no placeholders). */
const english = (id: string | null) => (id === null ? null : (englishApp as Record<string, string>)[id]);

describe("the app part's English is the domain's English, word for word", () => {
  it("mail statuses and order types", () => {
    for (const [status, label] of Object.entries(MAIL_STATUS_LABELS)) {
      expect(english(MAIL_STATUS_IDS[status as keyof typeof MAIL_STATUS_IDS])).toBe(label);
    }
    for (const [type, label] of Object.entries(ORDER_TYPE_LABELS)) {
      expect(english(ORDER_TYPE_IDS[type as keyof typeof ORDER_TYPE_IDS])).toBe(label);
    }
  });

  it("refund reasons", () => {
    expect(Object.keys(REFUND_REASON_IDS).sort()).toEqual(Object.keys(REFUND_REASONS).sort());
    for (const [reason, text] of Object.entries(REFUND_REASONS)) {
      expect(english(REFUND_REASON_IDS[reason as keyof typeof REFUND_REASONS])).toBe(text);
    }
  });

  it("proofs of delivery and the notes on a missing return receipt, for every mailing", () => {
    const providers = ["letterstream", "lob", "simulated", null];
    const proofSets: DeliveryProofs["proofs"][] = [
      [],
      [{ kind: "printed_piece", simulated: false }],
      [{ kind: "return_receipt", simulated: false }],
      [{ kind: "return_receipt", simulated: true }],
    ];
    for (const provider of providers) {
      for (const proofs of proofSets) {
        for (const proofsAsked of [true, false]) {
          for (const status of ["in_transit", "delivered", null]) {
            const mailing = { provider, proofs, proofsAsked, status };
            expect(english(missingReceiptNoteId(mailing))).toBe(missingReceiptNote(mailing));
          }
        }
      }
    }
    for (const proof of proofSets.flat()) expect(english(proofLabelId(proof))).toBe(proofLinkLabel(proof));
  });

  it("the dashboard banner's default words are the server's", () => {
    expect(englishDashboard["dashboard.banner.defaultTitle"]).toBe(DEFAULT_BANNER.title);
    expect(englishDashboard["dashboard.banner.defaultText"]).toBe(DEFAULT_BANNER.text);
  });
});
