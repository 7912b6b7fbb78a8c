import { describe, expect, it } from "vitest";
import {
  decidePayment,
  letterHolding,
  PAYMENT_RULES,
  purchaseOf,
  refundReasonText,
  REFUND_REASONS,
} from "../../src/domain/money/payment-rules.ts";
import { PRICES } from "../../src/domain/money/prices.ts";

const price = {
  digital: PRICES.digital,
  mail: PRICES.mail,
  upgrade: PRICES.upgrade,
  "follow-up-mail": PRICES["follow-up-mail"],
  "data-request-mail": PRICES["data-request-mail"],
} as const;

describe("what a letter already has decides what a payment may buy", () => {
  const cells = [
    ["none", "digital", "keep", 0],
    ["none", "mail", "keep", 0],
    ["none", "upgrade", "refund", PRICES.upgrade],
    ["digital", "digital", "refund", PRICES.digital],
    ["digital", "mail", "keep_as_upgrade", PRICES.mail - PRICES.upgrade],
    ["digital", "upgrade", "keep", 0],
    ["mail", "digital", "refund", PRICES.digital],
    ["mail", "mail", "refund", PRICES.mail],
    ["mail", "upgrade", "refund", PRICES.upgrade],
    ["none", "follow-up-mail", "refund", PRICES["follow-up-mail"]],
    ["digital", "follow-up-mail", "keep", 0],
    ["mail", "follow-up-mail", "keep", 0],
    ["none", "data-request-mail", "refund", PRICES["data-request-mail"]],
    ["digital", "data-request-mail", "keep", 0],
    ["mail", "data-request-mail", "keep", 0],
  ] as const;

  it.each(cells)("a letter with %s, paid for %s: %s, %i cents back", (holding, purchase, rule, back) => {
    expect(PAYMENT_RULES[holding][purchase]).toBe(rule);
    const decision = decidePayment(holding, purchase, price[purchase]);
    expect(decision).toMatchObject({ rule, refundCents: back });
  });

  it("covers every cell of the table", () => {
    const count = Object.values(PAYMENT_RULES).reduce((sum, row) => sum + Object.keys(row).length, 0);
    expect(count).toBe(cells.length);
  });

  it("names why a full refund happens", () => {
    expect(decidePayment("none", "upgrade", 2000)).toMatchObject({ reason: "no_digital_to_upgrade" });
    expect(decidePayment("mail", "mail", 2500)).toMatchObject({ reason: "already_paid" });
    expect(decidePayment("none", "follow-up-mail", 2000)).toMatchObject({ reason: "no_letter_for_notice" });
    expect(decidePayment("none", "data-request-mail", 2000)).toMatchObject({ reason: "no_letter_for_request" });
  });

  it("mails a letter's data request once: a second payment for it goes back, whatever the letter has", () => {
    for (const holding of ["digital", "mail"] as const) {
      expect(decidePayment(holding, "data-request-mail", 2000, true)).toEqual({
        rule: "refund",
        refundCents: 2000,
        reason: "already_paid",
      });
    }
    expect(purchaseOf({ type: "data-request-mail", isUpgrade: false })).toBe("data-request-mail");
    expect(letterHolding(["digital", "data-request-mail"])).toBe("digital");
  });

  it("mails a letter's final notice once: a second payment for it goes back, whatever the letter has", () => {
    for (const holding of ["digital", "mail"] as const) {
      expect(decidePayment(holding, "follow-up-mail", 2000, true)).toEqual({
        rule: "refund",
        refundCents: 2000,
        reason: "already_paid",
      });
      expect(decidePayment(holding, "digital", 500, true)).toMatchObject({ rule: "refund" });
    }
    expect(decidePayment("digital", "upgrade", 2000, true)).toEqual({ rule: "keep", refundCents: 0 });
  });

  it("reads what a letter has: mail covers digital", () => {
    expect(letterHolding([])).toBe("none");
    expect(letterHolding(["digital"])).toBe("digital");
    expect(letterHolding(["digital", "mail"])).toBe("mail");
    expect(letterHolding(["mail"])).toBe("mail");
    expect(purchaseOf({ type: "mail", isUpgrade: true })).toBe("upgrade");
    expect(purchaseOf({ type: "mail", isUpgrade: false })).toBe("mail");
    expect(purchaseOf({ type: "follow-up-mail", isUpgrade: false })).toBe("follow-up-mail");
    expect(letterHolding(["digital", "follow-up-mail"])).toBe("digital");
  });

  it("gives every stored reason a sentence, support's words after it, and support's sentence for an unknown one", () => {
    for (const reason of Object.keys(REFUND_REASONS)) expect(refundReasonText(reason)).toMatch(/^[A-Z].+\.$/);
    expect(refundReasonText("admin", "Sent twice by mistake.")).toBe("Refunded by support. Sent twice by mistake.");
    expect(refundReasonText("nonsense")).toBe(REFUND_REASONS.admin);
  });
});
