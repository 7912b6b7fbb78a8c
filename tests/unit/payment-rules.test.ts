import { describe, expect, it } from "vitest";
import { decidePayment, letterHolding, PAYMENT_RULES, purchaseOf, refundReasonText, REFUND_REASONS } from "../../src/domain/payment-rules.ts";
import { PRICES } from "../../src/domain/prices.ts";

const price = { digital: PRICES.digital, mail: PRICES.mail, upgrade: PRICES.upgrade } as const;

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
  });

  it("reads what a letter has: mail covers digital", () => {
    expect(letterHolding([])).toBe("none");
    expect(letterHolding(["digital"])).toBe("digital");
    expect(letterHolding(["digital", "mail"])).toBe("mail");
    expect(letterHolding(["mail"])).toBe("mail");
    expect(purchaseOf({ type: "mail", isUpgrade: true })).toBe("upgrade");
    expect(purchaseOf({ type: "mail", isUpgrade: false })).toBe("mail");
  });

  it("gives every stored reason a sentence, support's words after it, and support's sentence for an unknown one", () => {
    for (const reason of Object.keys(REFUND_REASONS)) expect(refundReasonText(reason)).toMatch(/^[A-Z].+\.$/);
    expect(refundReasonText("admin", "Sent twice by mistake.")).toBe("Refunded by support. Sent twice by mistake.");
    expect(refundReasonText("nonsense")).toBe(REFUND_REASONS.admin);
  });
});
